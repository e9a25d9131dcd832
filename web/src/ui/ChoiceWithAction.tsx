import type { ReactNode } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * A choice and the action that uses it (a report's language and "Generate report"). The action is the field's
 * secondary control: beside the choice where there is room, below it on a phone, so a long option never runs
 * past the screen's edge.
 */
export function ChoiceWithAction<T extends string>({
  label,
  options,
  value,
  onChange,
  action,
}: {
  label: string;
  options: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  action: ReactNode;
}) {
  const selected = options.find((o) => o.value === value) ?? options[0]!;
  return (
    <FormField label={label} secondaryControl={action}>
      <Select
        selectedOption={selected}
        options={options}
        onChange={(e) => onChange((e.detail.selectedOption.value ?? selected.value) as T)}
      />
    </FormField>
  );
}
