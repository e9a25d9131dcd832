import { RolesTable } from '../components/roles/RolesTable';

/** /administration/role (ADR 0010): roles with their level and privileges. */
export function RolesPage() {
  return <RolesTable />;
}
