import { RolesTable } from '../components/roles/RolesTable';

/** /administration/role (spec §6): roles with their level and privileges. */
export function RolesPage() {
  return <RolesTable />;
}
