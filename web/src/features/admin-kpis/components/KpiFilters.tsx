import type { en } from '../messages/en';
import { useTranslation } from 'react-i18next';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter, { type TextFilterProps } from '@cloudscape-design/components/text-filter';
import { OBLIGATIONS } from '@esg/core/domain/kpi/ruleSets';
import { ns } from '../i18n';

export interface Filters {
  part: string;
  obligation: string;
}

interface Props {
  filterProps: Pick<TextFilterProps, 'filteringText' | 'onChange'>;
  /** Shown while any filter narrows the list. */
  count: number | undefined;
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Text search plus the two facets administrators look provisions up by: part and obligation. */
export function KpiFilters({ filterProps, count, filters, onChange }: Props) {
  const { t } = useTranslation(ns);
  const parts = [
    { value: '', label: t('allParts') },
    ...['B', 'C', 'D'].map((p) => ({ value: p, label: t(`part_${p}` as keyof typeof en) })),
  ];
  const obligations = [
    { value: '', label: t('allObligations') },
    ...OBLIGATIONS.map((o) => ({ value: o, label: t(`obligation_${o}`) })),
  ];
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <TextFilter
        {...filterProps}
        filteringPlaceholder={t('findProvisions')}
        filteringAriaLabel={t('findProvisionsLabel')}
        countText={count === undefined ? undefined : t('matches', { count })}
      />
      <Select
        ariaLabel={t('filterPart')}
        options={parts}
        selectedOption={parts.find((o) => o.value === filters.part) ?? parts[0]!}
        onChange={({ detail }) => onChange({ ...filters, part: detail.selectedOption.value ?? '' })}
      />
      <Select
        ariaLabel={t('filterObligation')}
        options={obligations}
        selectedOption={obligations.find((o) => o.value === filters.obligation) ?? obligations[0]!}
        onChange={({ detail }) => onChange({ ...filters, obligation: detail.selectedOption.value ?? '' })}
      />
    </SpaceBetween>
  );
}
