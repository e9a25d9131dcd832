import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Company } from '../api/listCompanies';
import { ns } from '../i18n';
import { PeriodModal } from './PeriodModal';
import { PeriodsTable } from './PeriodsTable';
import { PrintedModal } from './PrintedModal';

interface Props {
  company: Company;
  reload: () => Promise<Company | undefined>;
}

/** A company's periods for a platform administrator: add the next one, lock (printed) or reopen a year. */
export function CompanyPeriods({ company, reload }: Props) {
  const { t } = useTranslation(ns);
  const [yearEnd, setYearEnd] = useState<string>();
  const [dialog, setDialog] = useState<'add' | 'printed' | null>(null);
  const selected = company.compPeriods.find((p) => p.yearEnd === yearEnd);
  return (
    <>
      <PeriodsTable
        title={t('periodsOf', { name: company.name })}
        periods={company.compPeriods}
        selected={selected}
        onSelect={(p) => setYearEnd(p?.yearEnd)}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled={!selected} onClick={() => setDialog('printed')}>
              {t(selected?.printed ? 'unlock' : 'lock')}
            </Button>
            <Button onClick={() => setDialog('add')}>{t('addPeriod')}</Button>
          </SpaceBetween>
        }
      />
      {dialog === 'add' && <PeriodModal company={company} onClose={() => setDialog(null)} />}
      {dialog === 'printed' && selected && (
        <PrintedModal company={company} period={selected} reload={reload} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
