import FormField from '@cloudscape-design/components/form-field';
import type { ScalarField } from '@esg/core/catalogue/types';
import { useTranslation } from 'react-i18next';
import { CalendarButton } from './CalendarButton';
import { usePageForm } from './context';
import { formsNs } from './i18n';
import { controlIdOf } from './locate';
import { ScalarInput } from './ScalarInput';
import { useIssueText } from './useIssueText';

/** A labelled scalar answer with its message next to it. */
export function ScalarFormField({ field, path }: { field: ScalarField; path: string }) {
  const { t } = useTranslation(formsNs);
  const { lang } = usePageForm();
  const derived = field.kind === 'number' && Boolean(field.formula);
  return (
    <FormField
      label={field.labels[lang]}
      controlId={controlIdOf(path)}
      errorText={useIssueText(path)}
      i18nStrings={{ errorIconAriaLabel: t('errorIcon') }}
      description={derived ? t('calculated') : undefined}
      constraintText={field.kind === 'date' ? t('dateHint') : undefined}
      secondaryControl={field.kind === 'date' ? <CalendarButton path={path} /> : undefined}
      stretch={field.kind === 'longText'}
    >
      <ScalarInput field={field} path={path} />
    </FormField>
  );
}
