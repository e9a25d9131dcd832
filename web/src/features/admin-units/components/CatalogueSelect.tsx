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

type TextField<V> = { [P in keyof V]: V[P] extends string ? P : never }[keyof V] & string;

interface Bound<V> {
  values: V;
  errors?: Partial<Record<string, string>>;
  set: (patch: Partial<V>) => void;
}

/** Selects bound to a form: each shows its field's value and error and sets the field on change. */
export function boundSelects<V>(form: Bound<V>, disabled?: boolean) {
  return (field: TextField<V>, select: Pick<Props, 'controlId' | 'label' | 'placeholder' | 'options'>) => (
    <CatalogueSelect
      {...select}
      disabled={disabled}
      value={form.values[field] as string}
      errorText={form.errors?.[field]}
      onChange={(value) => form.set({ [field]: value } as Partial<V>)}
    />
  );
}
