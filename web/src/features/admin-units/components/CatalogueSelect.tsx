import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';

interface Props {
  label: string;
  controlId: string;
  placeholder: string;
  options: SelectProps.Options;
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
  description?: string;
  disabled?: boolean;
}

/** A labelled Select of catalogue ids (units, types, systems), filterable when the list is long. */
export function CatalogueSelect({ label, controlId, value, onChange, errorText, description, ...rest }: Props) {
  const flat = rest.options.flatMap((o) => ('options' in o ? o.options : [o]));
  return (
    <FormField label={label} controlId={controlId} errorText={errorText} description={description}>
      <Select
        {...rest}
        controlId={controlId}
        filteringType={flat.length > 10 ? 'auto' : 'none'}
        selectedOption={flat.find((o) => o.value === value) ?? null}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}
