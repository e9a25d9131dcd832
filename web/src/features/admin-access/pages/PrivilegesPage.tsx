import { PrivilegesTable } from '../components/privileges/PrivilegesTable';

/** /administration/privilege (spec §6): the privilege catalogue; writes are for platform administrators. */
export function PrivilegesPage() {
  return <PrivilegesTable />;
}
