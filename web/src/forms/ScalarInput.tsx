import Input from '@cloudscape-design/components/input';
import Textarea from '@cloudscape-design/components/textarea';
import type { ScalarField } from '@esg/core/catalogue/types';
import { usePageForm } from './context';
import { DateInput } from './DateInput';
import { ListSelect } from './ListSelect';
import { NumberInput } from './NumberInput';

interface Props {
  field: ScalarField;
  path: string;
  /** In a table row the column header names the cell; on a card the FormField's label does. */
  ariaLabel?: string;
}

/** The bare control of one scalar answer, by the field's kind. */
export function ScalarInput({ field, path, ariaLabel }: Props) {
  const { valueAt, change, readOnly, optionsOf } = usePageForm();
  const value = valueAt(path);
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'number':
      return <NumberInput field={field} path={path} ariaLabel={ariaLabel} />;
    case 'date':
      return <DateInput path={path} ariaLabel={ariaLabel} />;
    case 'longText':
      return (
        <Textarea
          value={text}
          rows={3}
          ariaLabel={ariaLabel}
          readOnly={readOnly}
          onChange={({ detail }) => change(path, detail.value)}
        />
      );
    case 'select':
    case 'multiSelect':
      // A list of tenant or admin data nobody supplied has no options here: the domain checks the text.
      if (optionsOf(field.list)) return <ListSelect field={field} path={path} ariaLabel={ariaLabel} />;
      break;
  }
  return (
    <Input
      value={text}
      ariaLabel={ariaLabel}
      readOnly={readOnly}
      onChange={({ detail }) => change(path, detail.value)}
    />
  );
}
