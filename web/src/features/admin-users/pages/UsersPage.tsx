import { UsersTable } from '../components/UsersTable';

/** /administration/users (ADR 0010): the company's users, invitations, roles and activation. */
export function UsersPage() {
  return <UsersTable />;
}
