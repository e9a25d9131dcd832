import FormField from '@cloudscape-design/components/form-field';
import type { ScalarField } from '@esg/core/catalogue/types';
import { useTranslation } from 'react-i18next';
import { CalendarButton } from './CalendarButton';
import { usePageForm } from './context';
import { formsNs } from './i18n';
import { lastYearText } from './lastYear';
import { controlIdOf } from './locate';
import { ScalarInput } from './ScalarInput';
import { useIssueText } from './useIssueText';
import { useTypedNumberText } from './useTypedNumberText';
import { useChineseFonts } from '../i18n/useChineseFonts';

const DATE_ROW = { display: 'flex', alignItems: 'center', gap: 4 } as const;

/** A labelled scalar answer with its message next to it; a date's calendar button beside its input. */
export function ScalarFormField({ field, path }: { field: ScalarField; path: string }) {
  const { t } = useTranslation(formsNs);
  const { lang, valueAt, lastYearAt } = usePageForm();
  // A Chinese name (the company's, a location's) typed on a page in English.
  useChineseFonts(/\p{Script=Han}/u.test(String(valueAt(path) ?? '') + String(lastYearAt(path) ?? '')));
  const derived = field.kind === 'number' && Boolean(field.formula);
  const last = lastYearText(field, lastYearAt(path), lang);
  // What a number field's text is not, shown as it is typed (docs/decisions/0068); the save refuses it too.
  const typedProblem = useTypedNumberText(field, path);
  const hint = field.kind === 'date' ? t('dateHint') : undefined;
  return (
    <FormField
      label={field.labels[lang]}
      controlId={controlIdOf(path)}
      errorText={useIssueText(path) ?? typedProblem}
      i18nStrings={{ errorIconAriaLabel: t('errorIcon') }}
      description={derived ? t('calculated') : undefined}
      constraintText={
        last ? (
          <>
            {hint && `${hint} `}
            <span data-testid="last-year">{t('lastYear', { value: last })}</span>
          </>
        ) : (
          hint
        )
      }
      stretch={field.kind === 'longText'}
    >
      {field.kind === 'date' ? (
        // Beside its input at every width: as the field's secondary control it went under the input wherever the
        // form's column is narrow (beside the tutorial panel at 1280 px, the issue summary after a submit).
        <div style={DATE_ROW}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <ScalarInput field={field} path={path} />
          </div>
          <CalendarButton path={path} />
        </div>
      ) : (
        <ScalarInput field={field} path={path} />
      )}
    </FormField>
  );
}
