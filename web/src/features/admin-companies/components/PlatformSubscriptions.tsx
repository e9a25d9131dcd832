import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCompanies, type Company } from '../api/listCompanies';
import { ns } from '../i18n';
import { CompaniesTable } from './CompaniesTable';
import { CompanyDialogs, type CompanyDialog } from './CompanyDialogs';
import { CompanyPeriods } from './CompanyPeriods';
import { PendingFirstYear, PlatformSettingsPanel } from './FirstYearApproval';
import { useCursorPages } from '../../../ui/useCursorPages';

/** Platform administrators: every company, its periods and printed years; onboarding of new customers. */
export function PlatformSubscriptions() {
  const { t } = useTranslation(ns);
  const pages = useCursorPages();
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<CompanyDialog | null>(null);
  const page = useCompanies(pages.cursor);
  const companies = page.data?.items ?? [];
  const selected = companies.find((c) => c.id === selectedId);

  const reload = async (): Promise<Company | undefined> =>
    (await page.refetch()).data?.items.find((c) => c.id === selectedId);

  return (
    <SpaceBetween size="l">
      <CompaniesTable
        companies={companies}
        loading={page.isPending}
        selected={selected}
        onSelect={(c) => setSelectedId(c?.id)}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled={!selected} onClick={() => setDialog('edit')}>
              {t('editCompany')}
            </Button>
            <Button variant="primary" onClick={() => setDialog('onboard')}>
              {t('onboard')}
            </Button>
          </SpaceBetween>
        }
        pagination={pages.paginationProps(page.data?.cursor)}
        error={page.error}
      />
      {selected ? (
        <SpaceBetween size="l">
          <PendingFirstYear key={`pending-${selected.id}`} company={selected} />
          <CompanyPeriods key={selected.id} company={selected} reload={reload} />
        </SpaceBetween>
      ) : (
        <Box color="text-body-secondary">{t('chooseCompany')}</Box>
      )}
      <PlatformSettingsPanel />
      <CompanyDialogs dialog={dialog} company={selected} reload={reload} close={() => setDialog(null)} />
    </SpaceBetween>
  );
}
