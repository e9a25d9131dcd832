import { PrivilegesTable } from '../components/privileges/PrivilegesTable';

/** /administration/privilege (ADR 0010): the privilege catalogue; writes are for platform administrators. */
export function PrivilegesPage() {
  return <PrivilegesTable />;
}
