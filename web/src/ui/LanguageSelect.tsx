import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { changeLanguage } from '../i18n';
import { LANGUAGES, LANGUAGE_NAMES, LOCALE, isLanguage } from '../i18n/languages';
// Cloudscape's base stack with the faces of the languages' names (ADR 0147 amended), on the public pages too.
import './tokens.css';

/** Each language named in itself, tagged with its language (a screen reader reads it as such). */
const options = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value], lang: LOCALE[value] }));

interface Props {
  /** The page's own id for the control (e.g. `login-language`), so labels and tests find it. */
  controlId: string;
}

/** Lets a visitor without a profile (sign-in, account pages, a board member) pick the language they read in. */
export function LanguageSelect({ controlId }: Props) {
  const { t, i18n } = useTranslation('common');
  const selected = options.find((o) => o.value === i18n.language) ?? options[0]!;
  return (
    <FormField label={t('language')} controlId={controlId}>
      <Select
        controlId={controlId}
        selectedOption={selected}
        options={options}
        onChange={({ detail }) => {
          if (isLanguage(detail.selectedOption.value)) void changeLanguage(detail.selectedOption.value);
        }}
      />
    </FormField>
  );
}
