import { useTranslation } from 'react-i18next';
import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { gridFor } from '../../../forms/gridLayout';
import { ns, type EnvironmentalKey } from '../i18n';
import type { RecordDraft } from '../records';
import type { RecordColumn, RecordsSpec } from '../resourceTypes';
import type { RowForm } from './useRowForm';

interface Props {
  spec: RecordsSpec;
  form: RowForm;
}

/**
 * A row's list of records as a table in its dialog (an electricity row's contractual instruments, ADR 0123): a line
 * per record, each column declared by the type (resourceTypes.ts); each cell shows its own message, the list its own.
 */
export function RecordsField({ spec, form }: Props) {
  const { t } = useTranslation(ns);
  const rows = form.records[spec.key] ?? [];
  const label = (c: RecordColumn) => t(`col_${spec.key}_${c.key}` as EnvironmentalKey);
  const control = (c: RecordColumn, row: RecordDraft, i: number) => {
    const value = row[c.key] ?? '';
    const set = (v: string) => form.list.setCell(spec.key, i, c.key, v);
    const name = `${label(c)} ${i + 1}`;
    if (c.kind === 'select') {
      const options = (c.options ?? []).map((v) => ({
        value: v,
        label: c.literalOptions ? v : t(`opt_${spec.key}_${c.key}_${v}` as EnvironmentalKey),
      }));
      return (
        <Select
          ariaLabel={name}
          selectedOption={options.find((o) => o.value === value) ?? null}
          options={options}
          placeholder={t('choose')}
          invalid={Boolean(form.errors[`${spec.key}.${i}.${c.key}`])}
          onChange={({ detail }) => set(detail.selectedOption.value ?? '')}
        />
      );
    }
    return (
      <Input
        ariaLabel={name}
        value={value}
        inputMode={c.kind === 'text' ? undefined : 'decimal'}
        invalid={Boolean(form.errors[`${spec.key}.${i}.${c.key}`])}
        onChange={({ detail }) => set(detail.value)}
      />
    );
  };
  return (
    <FormField
      label={t(`attr_${spec.key}` as EnvironmentalKey)}
      description={t(`hint_${spec.key}` as EnvironmentalKey)}
      errorText={form.errors[spec.key]}
      stretch
    >
      <AttributeEditor<RecordDraft>
        items={rows}
        definition={spec.columns.map((c) => ({
          label: label(c),
          control: (row, i) => control(c, row, i),
          errorText: (_row, i) => form.errors[`${spec.key}.${i}.${c.key}`],
        }))}
        gridLayout={gridFor(spec.columns.length)}
        addButtonText={t(`add_${spec.key}` as EnvironmentalKey)}
        disableAddButton={rows.length >= spec.max}
        onAddButtonClick={() => form.list.add(spec.key)}
        removeButtonText={t('removeRecord')}
        removeButtonAriaLabel={(row) => t('removeRecordLabel', { n: rows.indexOf(row) + 1 })}
        onRemoveButtonClick={({ detail }) => form.list.remove(spec.key, detail.itemIndex)}
        empty={t(`none_${spec.key}` as EnvironmentalKey)}
      />
    </FormField>
  );
}
