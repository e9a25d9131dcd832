import { SysConfigTable } from '../components/SysConfigTable';

/** /administration/system_config (ADR 0038): financial years per company; starting the next one. */
export function SysConfigPage() {
  return <SysConfigTable />;
}
