import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Link, { type LinkProps } from '@cloudscape-design/components/link';

/** A Cloudscape link to a screen of the app: followed in the app (no reload), a real href for new tabs. */
export function AppLink({
  href,
  children,
  ...rest
}: Omit<LinkProps, 'onFollow'> & { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      {...rest}
      href={href}
      onFollow={(e) => {
        e.preventDefault();
        void navigate(href);
      }}
    >
      {children}
    </Link>
  );
}
