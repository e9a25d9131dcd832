import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { mostlyLatin, type BilingualText, type TypedLanguage } from '@esg/core/catalogue/bilingual';
import { useTranslation } from 'react-i18next';
import { TranslationStatus } from './BilingualField';
import { formsNs } from './i18n';
import { LABEL } from './languageNames';
import { useChineseFonts } from '../i18n/useChineseFonts';

export interface BilingualInputsProps {
  /** What the text is ("Topic name"), in the reader's language: the English control's name, the others' prefix. */
  label: string;
  value: BilingualText;
  onChange: (next: BilingualText) => void;
  /** The state's test id suffix (`translation-<path>`). */
  path: string;
  long?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Shown while a language is empty (a default topic's own words). */
  placeholder?: Partial<Record<TypedLanguage, string>>;
}

/**
 * A company's own short text in English and Traditional Chinese, one above the other, with its translation state
 * (docs/decisions/0121, 0140): typing one language changes only that one; Latin text in the Chinese one is flagged,
 * never refused; Simplified is converted from the Traditional text on the server.
 */
export function BilingualInputs({
  label,
  value,
  onChange,
  path,
  long,
  disabled,
  readOnly,
  placeholder,
}: BilingualInputsProps) {
  const { t } = useTranslation(formsNs);
  useChineseFonts();
  const language = (l: TypedLanguage) => {
    const control = {
      value: value[l],
      disabled,
      readOnly,
      ...(placeholder?.[l] ? { placeholder: placeholder[l] } : {}),
      // The English text is the widget's own control, named by what it is; Chinese by its language too.
      ariaLabel: l === 'en' ? label : `${label} (${t(LABEL[l])})`,
      onChange: ({ detail }: { detail: { value: string } }) => onChange({ ...value, [l]: detail.value }),
    };
    return (
      <FormField
        label={t(LABEL[l])}
        stretch
        {...(l === 'hk' && mostlyLatin(value.hk) ? { warningText: t('latinInChinese') } : {})}
        i18nStrings={{ warningIconAriaLabel: t('warningIcon') }}
      >
        {long ? <Textarea {...control} rows={2} /> : <Input {...control} />}
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
