import { useState } from 'react';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { SAMPLE_BASES } from '@esg/core/schemas/audit';
import { ActionForm } from '../../../ui/ActionForm';
import { SaveError } from '../../../ui/SaveError';
import { useDrawSample } from '../api/samples';
import { useFigureWords } from '../figureLabel';

type Basis = (typeof SAMPLE_BASES)[number];

/** POST /api/audit-samples/{year}: how many figures, weighted by tCO2e or MWh, from a new or recorded seed. */
export function DrawForm({ year, onDrawn }: { year: string; onDrawn: (sampleId: string) => void }) {
  const { t } = useFigureWords();
  const draw = useDrawSample(year);
  const [basis, setBasis] = useState<Basis>('tco2e');
  const [n, setN] = useState('5');
  const [seed, setSeed] = useState('');
  const options = SAMPLE_BASES.map((b) => ({ value: b, label: t(`basis_${b}`) }));
  const submit = () =>
    draw.mutate(
      { basis, n: Number(n), ...(seed.trim() ? { seed: Number(seed) } : {}) },
      { onSuccess: (s) => onDrawn(s.id) },
    );
  return (
    <ActionForm header={t('drawTitle')} action={t('draw')} loading={draw.isPending} onAction={submit}>
      <SaveError error={draw.error} />
      <ColumnLayout columns={3}>
        <FormField label={t('basis')} controlId="sample-basis">
          <Select
            controlId="sample-basis"
            selectedOption={options.find((o) => o.value === basis) ?? null}
            options={options}
            onChange={({ detail }) => setBasis((detail.selectedOption.value ?? 'tco2e') as Basis)}
          />
        </FormField>
        <FormField label={t('size')} controlId="sample-size">
          <Input
            controlId="sample-size"
            type="number"
            inputMode="numeric"
            value={n}
            onChange={({ detail }) => setN(detail.value)}
          />
        </FormField>
        <FormField label={t('seed')} controlId="sample-seed" constraintText={t('seedHint')}>
          <Input
            controlId="sample-seed"
            inputMode="numeric"
            value={seed}
            onChange={({ detail }) => setSeed(detail.value)}
          />
        </FormField>
      </ColumnLayout>
    </ActionForm>
  );
}
