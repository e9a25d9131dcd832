import { useState } from 'react';
import { shortColumn } from '../../../ui/shortColumn';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import type { Factor } from '../api/listFactors';
import { ns } from '../i18n';
import { useSimplified } from '../../../ui/wording';
import { categoryLabel, factorNameIn, latestOf, scopeLabel, validYears, valueWithUnit } from '../labels';
import { CollectionTable } from '../../../ui/CollectionTable';

interface Props {
  factors: Factor[];
  loading: boolean;
  error: unknown;
  selected: Factor | undefined;
  onSelect: (id: string | undefined) => void;
  onAdd: () => void;
  onEdit: () => void;
  onRetire: () => void;
}

type Status = '' | 'inUse' | 'retired';
const statusOf = (f: Factor): Status => (f.retired ? 'retired' : 'inUse');

/** The library by category, with each factor's latest revision; select one for its history. */
export function FactorsTable({ factors, loading, error, selected, onSelect, onAdd, onEdit, onRetire }: Props) {
  const { t, i18n } = useTranslation(ns);
  const toSimplified = useSimplified(i18n.language);
  const name = (f: Factor) => factorNameIn(f, i18n.language, toSimplified);
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<Status>('');
  const statuses = (['', 'inUse', 'retired'] as const).map((s) => ({
    value: s,
    label: t(s ? `status_${s}` : 'allStatuses'),
  }));
  const categories = [...new Set(factors.map((f) => f.category))].sort();
  const options = [
    { value: '', label: t('allCategories') },
    ...categories.map((c) => ({ value: c, label: categoryLabel(t, c) })),
  ];
  const shown = factors.filter((f) => (!category || f.category === category) && (!status || statusOf(f) === status));
  const changeable = selected && !selected.retired;

  return (
    <CollectionTable<Factor>
      variant="full-page"
      headerVariant="awsui-h1-sticky"
      items={loading ? undefined : shown}
      total={factors.length}
      loading={loading}
      error={error}
      trackBy="id"
      selection={{
        selected,
        onChange: (f) => onSelect(f?.id),
        itemLabel: (f) => t('selectFactor', { id: f.id }),
        groupLabel: t('factorsGroup'),
      }}
      title={t('title')}
      description={t('description')}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button disabled={!changeable} onClick={onRetire}>
            {t('retire')}
          </Button>
          <Button disabled={!changeable} onClick={onEdit}>
            {t('editFactor')}
          </Button>
          <Button variant="primary" onClick={onAdd}>
            {t('addFactor')}
          </Button>
        </SpaceBetween>
      }
      empty={t('noFactors')}
      search={{
        match: (f, text) =>
          [f.id, categoryLabel(t, f.category), f.appliesTo, name(f).text, latestOf(f)?.source ?? ''].some((s) =>
            s.toLowerCase().includes(text),
          ),
        placeholder: t('findFactors'),
        label: t('findFactorsLabel'),
        noMatch: t('noMatches'),
      }}
      filters={
        <>
          <Select
            ariaLabel={t('filterCategory')}
            options={options}
            selectedOption={options.find((o) => o.value === category) ?? options[0]!}
            onChange={({ detail }) => setCategory(detail.selectedOption.value ?? '')}
          />
          <Select
            ariaLabel={t('filterStatus')}
            options={statuses}
            selectedOption={statuses.find((o) => o.value === status) ?? statuses[0]!}
            onChange={({ detail }) => setStatus((detail.selectedOption.value ?? '') as Status)}
          />
        </>
      }
      preferences={{ id: 'factors', alwaysVisible: 'id', pageSize: 25 }}
      columns={[
        // An ID is read whole (never broken at its hyphens); what a factor applies to gets the room to read as a line.
        { id: 'id', header: t('id'), isRowHeader: true, minWidth: 180, cell: (f) => f.id },
        shortColumn({ id: 'category', header: t('category'), cell: (f) => categoryLabel(t, f.category) }, 'words'),
        {
          id: 'status',
          header: t('status'),
          minWidth: 120,
          cell: (f) =>
            f.retired ? (
              <StatusIndicator type="stopped">{t('status_retired')}</StatusIndicator>
            ) : (
              <StatusIndicator type="success">{t('status_inUse')}</StatusIndicator>
            ),
        },
        { id: 'scope', header: t('scope'), minWidth: 110, cell: (f) => scopeLabel(t, f.scope) },
        {
          id: 'appliesTo',
          header: t('appliesTo'),
          minWidth: 240,
          cell: (f) => {
            const shown = name(f);
            return (
              <>
                <span lang={shown.lang}>{shown.text}</span>
                {shown.missing && (
                  <>
                    {' '}
                    <StatusIndicator type="warning">{t('chineseMissing')}</StatusIndicator>
                  </>
                )}
              </>
            );
          },
        },
        shortColumn(
          {
            id: 'value',
            header: t('value'),
            minWidth: 170,
            cell: (f) => {
              const r = latestOf(f);
              return r ? valueWithUnit(r, i18n.language) : '';
            },
          },
          'words',
        ),
        // A value's unit, the revision, the confidence and their headers kept whole (never 修 / 订 / 版 / 本, 可 / 信 / 度).
        shortColumn(
          { id: 'years', header: t('validYears'), cell: (f) => (latestOf(f) ? validYears(t, latestOf(f)!) : '') },
          'words',
        ),
        shortColumn({ id: 'revision', header: t('revision'), cell: (f) => f.latestRevision }),
        shortColumn({
          id: 'confidence',
          header: t('confidence'),
          cell: (f) => (latestOf(f) ? t(`confidence_${latestOf(f)!.confidence}`) : ''),
        }),
      ]}
    />
  );
}
