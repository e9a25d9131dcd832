import type { Company } from '../api/listCompanies';
import { CompanyEditModal } from './CompanyEditModal';
import { OnboardModal } from './OnboardModal';

export type CompanyDialog = 'onboard' | 'edit';

interface Props {
  dialog: CompanyDialog | null;
  company: Company | undefined;
  /** The selected company as stored now (after a conflict). */
  reload: () => Promise<Company | undefined>;
  close: () => void;
}

/** The open company dialog, mounted only while open so it starts from the row as it is now. */
export function CompanyDialogs({ dialog, company, reload, close }: Props) {
  if (dialog === 'onboard') return <OnboardModal onClose={close} />;
  if (dialog === 'edit' && company) return <CompanyEditModal company={company} reload={reload} onClose={close} />;
  return null;
}
