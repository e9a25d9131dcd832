import { bilingualOf } from '@esg/core/catalogue/bilingual';
import type { TextField } from '@esg/core/catalogue/types';
import { EMPTY } from './BilingualField';
import { BilingualInputs } from './BilingualInputs';
import { usePageForm } from './context';

/**
 * A translatable table cell (a location's name, a risk's description: docs/decisions/0121): English and
 * Traditional Chinese one above the other, with the state a translatable answer shows. The row is saved
 * whole, so the cell always carries both languages; Simplified is converted from the Traditional text.
 */
export function BilingualCell({ field, path }: { field: TextField; path: string }) {
  const { lang, valueAt, change, readOnly, companyLanguage } = usePageForm();
  return (
    <BilingualInputs
      label={field.labels[lang]}
      value={bilingualOf(valueAt(path), companyLanguage) ?? EMPTY}
      onChange={(next) => change(path, next)}
      path={path}
      long={field.kind === 'longText'}
      readOnly={readOnly}
    />
  );
}
