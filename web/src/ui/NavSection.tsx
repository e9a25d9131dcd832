import type { ReactNode } from 'react';
import './tokens.css';
import './navLinks.css';

/**
 * One labelled group of the side navigation's links, its items `<li>`s of `esg-nav-link`s (ADR 0126): the shell's
 * navigation and a role's navigation preview draw it alike.
 */
export function NavSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="esg-nav-section">
      <div id={id} className="esg-nav-section-title">
        {title}
      </div>
      <ul className="esg-nav-list">{children}</ul>
    </div>
  );
}
