import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { KeptWhole } from '../../../ui/shortColumn';
import { useSysConfigs, type SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import { CreateSysConfigModal } from './CreateSysConfigModal';
import { EditSysConfigModal } from './EditSysConfigModal';
import { CollectionTable } from '../../../ui/CollectionTable';
import { CompanyName } from '../../../ui/CompanyName';
import { actorName } from '../../../ui/actorName';
import { StartYearModal } from './StartYearModal';
import { useSimplified, wordingIn } from '../../../ui/wording';

type Dialog = 'edit' | 'start' | 'create';

/** GET /api/system-configurations: one row per company, with its current and new financial year. */
export function SysConfigTable() {
  const { t, i18n } = useTranslation(ns);
  const toSimplified = useSimplified(i18n.language);
  const { t: tc } = useTranslation('common');
  const configs = useSysConfigs();
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const selected = configs.data?.find((c) => c.id === selectedId);
  // A date is never broken at its hyphens: each range on one line (the table scrolls on a phone).
  const range = (from?: string, to?: string) => (
    <KeptWhole>{from && to ? t('range', { from: formatDate(from), to: formatDate(to) }) : t('notSet')}</KeptWhole>
  );
  const close = () => setDialog(null);
  const nameOf = (c: SysConfig) => wordingIn(c.companyName, { hk: c.companyNameZh }, i18n.language, toSimplified);

  return (
    <>
      <CollectionTable<SysConfig>
        variant="full-page"
        headerVariant="awsui-h1-sticky"
        items={configs.data}
        loading={configs.isPending}
        error={configs.error}
        trackBy="id"
        sortBy={{ field: 'companyName' }}
        selection={{
          selected,
          onChange: (c) => setSelectedId(c?.id),
          itemLabel: (c) => t('selectConfig', { name: nameOf(c).text }),
          groupLabel: t('configsGroup'),
        }}
        title={t('title')}
        description={t('description')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled={!selected} onClick={() => setDialog('edit')}>
              {t('edit')}
            </Button>
            <Button disabled={!selected} onClick={() => setDialog('start')}>
              {t('startYear')}
            </Button>
            <Button variant="primary" onClick={() => setDialog('create')}>
              {t('create')}
            </Button>
          </SpaceBetween>
        }
        empty={t('noConfigs')}
        columns={[
          // The company by its name, never by its internal id (the tenant's ULID means nothing to a reader): in the
          // reader's language, as Home and Profile name it (ADR 0121).
          {
            id: 'company',
            header: t('companyName'),
            sortingField: 'companyName',
            isRowHeader: true,
            cell: (c) => <CompanyName en={c.companyName} zh={c.companyNameZh} />,
          },
          {
            id: 'year',
            header: t('financialYear'),
            cell: (c) => range(c.financialYearStartDate, c.financialYearEndDate),
          },
          {
            id: 'newYear',
            header: t('newFinancialYear'),
            cell: (c) => range(c.newFinancialYearStartDate, c.newFinancialYearEndDate),
          },
          {
            id: 'modified',
            header: t('modified'),
            cell: (c) => t('modifiedBy', { date: formatDateTime(c.modifiedAt), login: actorName(c.modifiedBy, tc) }),
          },
        ]}
      />
      {dialog === 'create' && <CreateSysConfigModal existing={configs.data ?? []} onClose={close} />}
      {dialog === 'edit' && selected && <EditSysConfigModal config={selected} onClose={close} />}
      {dialog === 'start' && selected && <StartYearModal config={selected} onClose={close} />}
    </>
  );
}
