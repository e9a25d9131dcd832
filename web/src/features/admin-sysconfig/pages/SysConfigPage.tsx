import { SysConfigTable } from '../components/SysConfigTable';

/** /administration/system_config (issue 5 §4): financial years per company; starting the next one. */
export function SysConfigPage() {
  return <SysConfigTable />;
}
