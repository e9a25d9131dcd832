import type { ScalarField } from '@esg/core/catalogue/types';
import { numberProblemText } from '../ui/numberText';
import { usePageForm } from './context';

/** The message for a number field's typed text that is not a number it takes; undefined otherwise. */
export function useTypedNumberText(field: ScalarField, path: string): string | undefined {
  const { valueAt, lang } = usePageForm();
  if (field.kind !== 'number' || field.formula) return undefined;
  const value = valueAt(path);
  if (typeof value !== 'string') return undefined;
  const v = field.validation;
  return numberProblemText(value, lang, v?.allowNegative ?? false, v?.integer ?? false);
}
