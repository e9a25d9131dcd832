import { UsersTable } from '../components/UsersTable';

/** /administration/users (issue 5 §1): the company's users, invitations, roles and activation. */
export function UsersPage() {
  return <UsersTable />;
}
