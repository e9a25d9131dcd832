import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import type { RuleSet } from '@esg/core/vocabulary/ruleSets';
import { useKpis, type Kpi } from '../api/listKpis';
import { ns } from '../i18n';
import { KpiEditModal } from './KpiEditModal';
import { KpiFilters, type Filters } from './KpiFilters';
import { CollectionTable } from '../../../ui/CollectionTable';
import { shortColumn } from '../../../ui/shortColumn';
import type { Language } from '../../../i18n/languages';
import { unitTypeIn } from '../unitTypes';

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
  const selected = kpis.data?.items.find((k) => k.code === selectedCode);
  const english = lang !== 'en';

  return (
    <>
      <CollectionTable<Kpi>
        variant="container"
        items={kpis.data && all}
        total={kpis.data?.items.length}
        trackBy="code"
        wrapLines
        loading={kpis.isPending}
        error={kpis.error}
        selection={{
          selected,
          onChange: (k) => setSelectedCode(k?.code),
          itemLabel: (k) => t('selectProvision', { code: k.code }),
          groupLabel: t('provisionsGroup'),
        }}
        title={t(`ruleSet_${ruleSet}`)}
        actions={
          <Button disabled={!selected} onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        }
        empty={t('noProvisions')}
        search={{
          match: (k, text) =>
            [k.code, ...Object.values(k.title), ...Object.values(k.aspect)].some((s) => s.toLowerCase().includes(text)),
          placeholder: t('findProvisions'),
          label: t('findProvisionsLabel'),
          noMatch: t('noMatches'),
          count: (count) => t('matches', { count }),
        }}
        filters={<KpiFilters filters={filters} onChange={setFilters} />}
        preferences={{ id: 'kpis', alwaysVisible: 'code', hidden: ['part'] }}
        // Every column in view at 1366 px beside the tutorial panel, in Chinese too (ADR 0147): the provision wraps,
        // the short columns keep their words whole (不遵守 / 就解釋, A3 環境及 / 天然資源 in even lines, never cut off at the table's edge).
        columns={[
          { id: 'code', header: t('code'), isRowHeader: true, minWidth: 124, cell: (k) => k.code },
          { id: 'part', header: t('part'), minWidth: 70, cell: (k) => k.part },
          shortColumn<Kpi>(
            { id: 'aspect', header: t('aspect'), minWidth: 100, cell: (k) => local(k.aspect, lang) },
            'balanced',
          ),
          {
            id: 'provision',
            header: t('provision'),
            minWidth: 170,
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
          shortColumn<Kpi>({ id: 'kind', header: t('kind'), cell: (k) => t(`kind_${k.kind}`) }, 'balanced'),
          shortColumn<Kpi>(
            { id: 'obligation', header: t('obligation'), cell: (k) => t(`obligation_${k.obligation}`) },
            'balanced',
          ),
          {
            id: 'unitType',
            header: t('unitType'),
            minWidth: 100,
            cell: (k) => {
              const shown = unitTypeIn(k.unitType, lang as Language);
              return <span lang={shown.lang}>{shown.text}</span>;
            },
          },
        ]}
      />
      {editing && selected && <KpiEditModal kpi={selected} onClose={() => setEditing(false)} />}
    </>
  );
}
