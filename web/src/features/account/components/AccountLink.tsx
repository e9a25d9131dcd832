import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Link from '@cloudscape-design/components/link';

/** An in-app link between the public pages (client-side navigation, real href for new tabs). */
export function AccountLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      href={to}
      onFollow={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
