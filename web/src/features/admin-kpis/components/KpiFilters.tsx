import type { en } from '../messages/en';
import { useTranslation } from 'react-i18next';
import Select from '@cloudscape-design/components/select';
import { OBLIGATIONS } from '@esg/core/vocabulary/ruleSets';
import { ns } from '../i18n';

export interface Filters {
  part: string;
  obligation: string;
}

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** The two facets administrators look provisions up by, beside the table's search: part and obligation. */
export function KpiFilters({ filters, onChange }: Props) {
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
    <>
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
    </>
  );
}
