import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { bilingualOf, mostlyLatin, type TypedLanguage } from '@esg/core/catalogue/bilingual';
import type { TextField } from '@esg/core/catalogue/types';
import { useTranslation } from 'react-i18next';
import { EMPTY, LABEL, TranslationStatus } from './BilingualField';
import { usePageForm } from './context';
import { formsNs } from './i18n';

/**
 * A translatable table cell (a location's name, a risk's description: docs/decisions/0121): English and
 * Traditional Chinese one above the other, with the state a translatable answer shows. The row is saved
 * whole, so the cell always carries both languages; Simplified is converted from the Traditional text.
 */
export function BilingualCell({ field, path }: { field: TextField; path: string }) {
  const { t } = useTranslation(formsNs);
  const { lang, valueAt, change, readOnly, companyLanguage } = usePageForm();
  const value = bilingualOf(valueAt(path), companyLanguage) ?? EMPTY;
  const language = (l: TypedLanguage) => {
    const control = {
      value: value[l],
      readOnly,
      // The English text is the cell's own control, named by its column as any cell is; Chinese by its language.
      ariaLabel: l === 'en' ? field.labels[lang] : `${field.labels[lang]} (${t(LABEL[l])})`,
      onChange: ({ detail }: { detail: { value: string } }) => change(path, { ...value, [l]: detail.value }),
    };
    return (
      <FormField
        label={t(LABEL[l])}
        stretch
        {...(l === 'hk' && mostlyLatin(value.hk) ? { warningText: t('latinInChinese') } : {})}
        i18nStrings={{ warningIconAriaLabel: t('warningIcon') }}
      >
        {field.kind === 'longText' ? <Textarea {...control} rows={2} /> : <Input {...control} />}
      </FormField>
    );
  };
  return (
    <SpaceBetween size="xxs">
      {language('en')}
      {language('hk')}
      <TranslationStatus value={value} path={path} />
    </SpaceBetween>
  );
}
