import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { Factor } from '../api/listFactors';
import { ns } from '../i18n';
import { factorValue, latestOf, scopeLabel, validYears } from '../labels';
import { SaveError } from '../../../ui/SaveError';

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
  const { t } = useTranslation(ns);
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<Status>('');
  const statuses = (['', 'inUse', 'retired'] as const).map((s) => ({
    value: s,
    label: t(s ? `status_${s}` : 'allStatuses'),
  }));
  const categories = [...new Set(factors.map((f) => f.category))].sort();
  const options = [{ value: '', label: t('allCategories') }, ...categories.map((c) => ({ value: c, label: c }))];
  const shown = factors.filter((f) => (!category || f.category === category) && (!status || statusOf(f) === status));
  const changeable = selected && !selected.retired;
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(shown, {
    filtering: {
      empty: t('noFactors'),
      noMatch: t('noMatches'),
      filteringFunction: (f, text) =>
        [f.id, f.category, f.appliesTo, latestOf(f)?.source ?? ''].some((s) =>
          s.toLowerCase().includes(text.toLowerCase()),
        ),
    },
    pagination: { pageSize: 25 },
  });
  const count = filteredItemsCount ?? shown.length;

  return (
    <Table<Factor>
      {...collectionProps}
      variant="full-page"
      items={items}
      trackBy="id"
      loading={loading}
      loadingText={t('loading')}
      selectionType="single"
      selectedItems={selected ? [selected] : []}
      onSelectionChange={({ detail }) => onSelect(detail.selectedItems[0]?.id)}
      ariaLabels={{
        selectionGroupLabel: t('factorsGroup'),
        itemSelectionLabel: (_, f) => t('selectFactor', { id: f.id }),
        allItemsSelectionLabel: () => t('factorsGroup'),
      }}
      header={
        <Header
          variant="awsui-h1-sticky"
          description={t('description')}
          counter={count === factors.length ? `(${factors.length})` : `(${count}/${factors.length})`}
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
        >
          {t('title')}
        </Header>
      }
      filter={
        <SpaceBetween direction="horizontal" size="xs">
          <TextFilter
            {...filterProps}
            filteringPlaceholder={t('findFactors')}
            filteringAriaLabel={t('findFactorsLabel')}
          />
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
        </SpaceBetween>
      }
      pagination={<Pagination {...paginationProps} />}
      columnDefinitions={[
        { id: 'id', header: t('id'), isRowHeader: true, cell: (f) => f.id },
        { id: 'category', header: t('category'), cell: (f) => f.category },
        {
          id: 'status',
          header: t('status'),
          cell: (f) =>
            f.retired ? (
              <StatusIndicator type="stopped">{t('status_retired')}</StatusIndicator>
            ) : (
              <StatusIndicator type="success">{t('status_inUse')}</StatusIndicator>
            ),
        },
        { id: 'scope', header: t('scope'), cell: (f) => scopeLabel(t, f.scope) },
        { id: 'appliesTo', header: t('appliesTo'), cell: (f) => <span lang="en">{f.appliesTo}</span> },
        {
          id: 'value',
          header: t('value'),
          cell: (f) => {
            const r = latestOf(f);
            return r ? `${factorValue(r.value)} ${r.unit}` : '';
          },
        },
        { id: 'years', header: t('validYears'), cell: (f) => (latestOf(f) ? validYears(t, latestOf(f)!) : '') },
        { id: 'revision', header: t('revision'), cell: (f) => f.latestRevision },
        {
          id: 'confidence',
          header: t('confidence'),
          cell: (f) => (latestOf(f) ? t(`confidence_${latestOf(f)!.confidence}`) : ''),
        },
      ]}
      empty={<Box textAlign="center">{error ? <SaveError error={error} /> : collectionProps.empty}</Box>}
    />
  );
}
