import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '../../../i18n/format';
import { ns } from '../i18n';
import type { PaletteId } from '@esg/core/lib/chartPalettes';
import { PaletteSelect } from '../../../ui/PaletteSelect';

interface Props {
  years: string[];
  compare: string | null;
  onCompare: (yearEnd: string) => void;
  locations: { id: string; name: string }[];
  location: string | undefined;
  onLocation: (id: string | undefined) => void;
  palette: PaletteId;
  onPalette: (p: PaletteId) => void;
}

const ALL = '';

/** The comparison year, the location filter and the chart palette. */
export function Controls(p: Props) {
  const { t } = useTranslation(ns);
  const yearOption = (y: string) => ({ value: y, label: t('yearEnding', { date: formatDate(y) }) });
  const locationOptions = [
    { value: ALL, label: t('allLocations') },
    ...p.locations.map((l) => ({ value: l.id, label: l.name })),
  ];
  return (
    <SpaceBetween direction="horizontal" size="l">
      <FormField label={t('compareYear')}>
        <Select
          data-testid="compare-year"
          selectedOption={p.compare ? yearOption(p.compare) : null}
          placeholder={t('noCompare')}
          options={p.years.map(yearOption)}
          onChange={({ detail }) => p.onCompare(detail.selectedOption.value!)}
        />
      </FormField>
      <FormField label={t('location')}>
        <Select
          data-testid="location-filter"
          selectedOption={locationOptions.find((o) => o.value === (p.location ?? ALL)) ?? locationOptions[0]!}
          options={locationOptions}
          onChange={({ detail }) => p.onLocation(detail.selectedOption.value || undefined)}
        />
      </FormField>
      <PaletteSelect value={p.palette} onChange={p.onPalette} />
    </SpaceBetween>
  );
}
