import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shellNs } from '../i18n';

const MAIN_CONTENT_ID = 'esg-main-content';

/**
 * The page's first focusable element: hidden until a keyboard user reaches it, it takes them past the top and side
 * navigation to the page's content (WCAG 2.4.1, bypass blocks). Focus is moved, not the URL's hash: a hash would be
 * a navigation the router and an unsaved form's guard would see.
 */
export function SkipToMainContent() {
  const { t } = useTranslation(shellNs);
  return (
    <a
      className="esg-skip-link esg-tokens"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('skipToMain')}
    </a>
  );
}

/** Where the skip link lands: the page's content, focusable by the link only (the next Tab is the page's first control). */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <div id={MAIN_CONTENT_ID} className="esg-main-content" tabIndex={-1}>
      {children}
    </div>
  );
}
