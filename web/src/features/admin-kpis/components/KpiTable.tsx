import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import type { RuleSet } from '@esg/core/domain/kpi/ruleSets';
import { useKpis, type Kpi } from '../api/listKpis';
import { ns } from '../i18n';
import { KpiEditModal } from './KpiEditModal';
import { KpiFilters, type Filters } from './KpiFilters';
import { SaveError } from '../../../ui/SaveError';

const local = (text: Kpi['title'], lang: string) => (lang === 'hk' ? text.hk : lang === 'cn' ? text.cn : text.en);

/** One rule set's provisions, filtered by wording, part and obligation; platform administrators edit them. */
export function KpiTable({ ruleSet }: { ruleSet: RuleSet }) {
  const { t, i18n } = useTranslation(ns);
  const lang = i18n.language;
  const kpis = useKpis(ruleSet);
  const [filters, setFilters] = useState<Filters>({ part: '', obligation: '' });
  const [selectedCode, setSelectedCode] = useState<string>();
  const [editing, setEditing] = useState(false);
  const all = (kpis.data?.items ?? []).filter(
    (k) => (!filters.part || k.part === filters.part) && (!filters.obligation || k.obligation === filters.obligation),
  );
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(all, {
    filtering: {
      noMatch: t('noMatches'),
      empty: t('noProvisions'),
      filteringFunction: (k, text) =>
        [k.code, ...Object.values(k.title), ...Object.values(k.aspect)].some((s) =>
          s.toLowerCase().includes(text.toLowerCase()),
        ),
    },
    pagination: { pageSize: 20 },
  });
  const selected = kpis.data?.items.find((k) => k.code === selectedCode);
  const english = lang !== 'en';
  // Cloudscape's convention: (shown/total) while filters narrow the list.
  const counter = (total: number, shown: number) => (shown === total ? `(${total})` : `(${shown}/${total})`);

  return (
    <>
      <Table<Kpi>
        {...collectionProps}
        variant="container"
        items={items}
        trackBy="code"
        wrapLines
        loading={kpis.isPending}
        loadingText={t('loading')}
        selectionType="single"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelectedCode(detail.selectedItems[0]?.code)}
        ariaLabels={{
          selectionGroupLabel: t('provisionsGroup'),
          itemSelectionLabel: (_, k) => t('selectProvision', { code: k.code }),
          allItemsSelectionLabel: () => t('provisionsGroup'),
        }}
        header={
          <Header
            counter={kpis.data ? counter(kpis.data.items.length, filteredItemsCount ?? all.length) : undefined}
            actions={
              <Button disabled={!selected} onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
            }
          >
            {t(`ruleSet_${ruleSet}`)}
          </Header>
        }
        filter={
          <KpiFilters
            filterProps={filterProps}
            count={filterProps.filteringText ? filteredItemsCount : undefined}
            filters={filters}
            onChange={setFilters}
          />
        }
        pagination={<Pagination {...paginationProps} />}
        columnDefinitions={[
          { id: 'code', header: t('code'), isRowHeader: true, width: 130, cell: (k) => k.code },
          { id: 'part', header: t('part'), cell: (k) => k.part },
          { id: 'aspect', header: t('aspect'), cell: (k) => local(k.aspect, lang) },
          {
            id: 'provision',
            header: t('provision'),
            minWidth: 320,
            cell: (k) => (
              <>
                <span lang={english && k.untranslated.includes(lang as 'hk') ? 'en' : undefined}>
                  {local(k.title, lang)}
                </span>
                {english && k.untranslated.includes(lang as 'hk') && (
                  <>
                    {' '}
                    <Badge>{t('englishOnly')}</Badge>
                  </>
                )}
              </>
            ),
          },
          { id: 'kind', header: t('kind'), cell: (k) => t(`kind_${k.kind}`) },
          { id: 'obligation', header: t('obligation'), cell: (k) => t(`obligation_${k.obligation}`) },
          { id: 'unitType', header: t('unitType'), cell: (k) => <span lang="en">{k.unitType}</span> },
        ]}
        empty={<Box textAlign="center">{kpis.isError ? <SaveError error={kpis.error} /> : collectionProps.empty}</Box>}
      />
      {editing && selected && <KpiEditModal kpi={selected} onClose={() => setEditing(false)} />}
    </>
  );
}
