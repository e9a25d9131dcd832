import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { PALETTE_IDS, type PaletteId } from '@esg/core/lib/chartPalettes';

/** The chart palette choice (one of the four, ADR 0042): the dashboard's and the materiality matrix's. */
export function PaletteSelect({ value, onChange }: { value: PaletteId; onChange: (p: PaletteId) => void }) {
  const { t } = useTranslation();
  const option = (id: PaletteId) => ({ value: id, label: t(`palette_${id}`) });
  return (
    <FormField label={t('palette')}>
      <Select
        data-testid="palette"
        selectedOption={option(value)}
        options={PALETTE_IDS.map(option)}
        onChange={({ detail }) => onChange(detail.selectedOption.value as PaletteId)}
      />
    </FormField>
  );
}
