import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ComponentType } from 'react';
import type { Field, YesNoNtdField } from '@esg/core/catalogue/types';
import { useTranslation } from 'react-i18next';
import { usePageForm } from './context';
import { formsNs } from './i18n';
import { controlIdOf } from './locate';
import { ScalarFormField } from './ScalarFormField';
import { useIssueText } from './useIssueText';

/**
 * Yes (1) / No (0) / Not to disclose (-1), the spec's validation rules: the reason under Not to disclose, the details
 * under Yes. What was typed under the other answer stays in the form until saved (switching back
 * brings it again); the API keeps only the part belonging to the answer.
 */
export function YesNoQuestion({
  field,
  path,
  Detail,
}: {
  field: YesNoNtdField;
  path: string;
  /** How a detail field is drawn: FieldControl passes itself (no import cycle between the two). */
  Detail: ComponentType<{ field: Field; path: string }>;
}) {
  const { t } = useTranslation(formsNs);
  const { valueAt, change, readOnly, lang } = usePageForm();
  const answer = valueAt(`${path}.answer`);
  const errorText = useIssueText(path, 'self');
  const reasonLabel = t('reason');
  return (
    <SpaceBetween size="s">
      <FormField
        label={field.labels[lang]}
        controlId={controlIdOf(path)}
        errorText={errorText}
        i18nStrings={{ errorIconAriaLabel: t('errorIcon') }}
      >
        <RadioGroup
          value={answer === 1 || answer === 0 || answer === -1 ? String(answer) : null}
          readOnly={readOnly}
          onChange={({ detail }) => change(`${path}.answer`, Number(detail.value))}
          items={[
            { value: '1', label: t('yes') },
            { value: '0', label: t('no') },
            { value: '-1', label: t('notToDisclose') },
          ]}
        />
      </FormField>
      {answer === -1 && (
        <Box margin={{ left: 'l' }}>
          <ScalarFormField
            field={{ id: 'reason', kind: 'longText', labels: { en: reasonLabel, hk: reasonLabel, cn: reasonLabel } }}
            path={`${path}.reason`}
          />
        </Box>
      )}
      {answer === 1 && (field.details?.length ?? 0) > 0 && (
        <Box margin={{ left: 'l' }}>
          <SpaceBetween size="m">
            {field.details!.map((d) => (
              <Detail key={d.id} field={d} path={`${path}.details.${d.id}`} />
            ))}
          </SpaceBetween>
        </Box>
      )}
    </SpaceBetween>
  );
}
