import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../ui/StatusIndicator';
import Textarea from '@cloudscape-design/components/textarea';
import {
  bilingualOf,
  mostlyLatin,
  translationState,
  type BilingualText,
  type TextLanguage,
} from '@esg/core/catalogue/bilingual';
import type { TextField } from '@esg/core/catalogue/types';
import { useTranslation } from 'react-i18next';
import { useReaderText } from '../ui/readerText';
import { usePageForm } from './context';
import { formsNs } from './i18n';
import { LABEL } from './languageNames';
import { controlIdOf } from './locate';
import { useIssueText } from './useIssueText';
import { useChineseFonts } from '../i18n/useChineseFonts';

export const EMPTY: BilingualText = { en: '', hk: '' };

/**
 * Both present, the editions that will print without it, or one that may need updating
 * (docs/decisions/0096-bilingual-answers.md, amended: every edition lacking the text is named).
 */
export function TranslationStatus({ value, path }: { value: BilingualText; path: string }) {
  const { t } = useTranslation(formsNs);
  const s = translationState(value);
  const testId = `translation-${path}`;
  if (s.state === 'empty') return null;
  if (s.state === 'complete')
    return (
      <StatusIndicator type="success" data-testid={testId}>
        {t('translationComplete')}
      </StatusIndicator>
    );
  const key =
    s.state === 'missing' ? (`translationMissing_${s.editions}` as const) : (`translationStale_${s.language}` as const);
  return (
    <StatusIndicator type={s.state === 'missing' ? 'warning' : 'info'} data-testid={testId}>
      {t(key)}
    </StatusIndicator>
  );
}

/**
 * A translatable answer: English and Traditional Chinese side by side, the Simplified override folded
 * away, and its state. Typing one language changes only that one; Latin text in the Chinese field is
 * flagged, never refused (ADR 0096).
 */
export function BilingualField({ field, path }: { field: TextField; path: string }) {
  const { t } = useTranslation(formsNs);
  const { lang, valueAt, lastYearAt, change, readOnly, companyLanguage } = usePageForm();
  useChineseFonts();
  const value = bilingualOf(valueAt(path), companyLanguage) ?? EMPTY;
  // Last year's answer in the reader's language, else the other one (as ScalarFormField shows a scalar's); the
  // Simplified derived from the Traditional (ADR 0096).
  const shown = useReaderText(lang);
  const before = bilingualOf(lastYearAt(path), companyLanguage);
  const last = (before && shown(before)) || undefined;
  const own = useIssueText(path, 'self');
  const issues = { en: useIssueText(`${path}.en`), hk: useIssueText(`${path}.hk`), cn: useIssueText(`${path}.cn`) };
  const area = (l: TextLanguage, extra: { warningText?: string; description?: string } = {}) => (
    <FormField
      label={t(LABEL[l])}
      controlId={controlIdOf(`${path}.${l}`)}
      errorText={issues[l]}
      i18nStrings={{ errorIconAriaLabel: t('errorIcon'), warningIconAriaLabel: t('warningIcon') }}
      stretch
      {...extra}
    >
      <Textarea
        // The English text is the field's own control: its label, the issue summary and a locator by the field's
        // name reach it; the other languages are named by their own labels.
        {...(l === 'en' ? { controlId: controlIdOf(path) } : {})}
        value={value[l] ?? ''}
        rows={3}
        readOnly={readOnly}
        ariaLabel={`${field.labels[lang]} (${t(LABEL[l])})`}
        onChange={({ detail }) => change(path, { ...value, [l]: detail.value })}
      />
    </FormField>
  );
  return (
    <FormField
      label={field.labels[lang]}
      controlId={controlIdOf(path)}
      errorText={own}
      i18nStrings={{ errorIconAriaLabel: t('errorIcon') }}
      description={<TranslationStatus value={value} path={path} />}
      constraintText={last ? <span data-testid="last-year">{t('lastYear', { value: last })}</span> : undefined}
      stretch
    >
      <SpaceBetween size="xs">
        <ColumnLayout columns={2}>
          {area('en')}
          {area('hk', mostlyLatin(value.hk) ? { warningText: t('latinInChinese') } : {})}
        </ColumnLayout>
        <ExpandableSection headerText={t('languageCn')} defaultExpanded={Boolean(value.cn)}>
          {area('cn', { description: t('simplifiedHint') })}
        </ExpandableSection>
      </SpaceBetween>
    </FormField>
  );
}
