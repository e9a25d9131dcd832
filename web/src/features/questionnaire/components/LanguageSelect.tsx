import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { changeLanguage } from '../../../i18n';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../../i18n/languages';
import { ns } from '../i18n';

const options = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** A board member has no profile: they pick the language the questionnaire is read in. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation(ns);
  const selected = options.find((o) => o.value === i18n.language) ?? options[0]!;
  return (
    <FormField label={t('language')} controlId="questionnaire-language">
      <Select
        controlId="questionnaire-language"
        selectedOption={selected}
        options={options}
        onChange={({ detail }) => {
          if (isLanguage(detail.selectedOption.value)) void changeLanguage(detail.selectedOption.value);
        }}
      />
    </FormField>
  );
}
