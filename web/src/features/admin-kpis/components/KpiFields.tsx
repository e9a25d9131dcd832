import type { en } from '../messages/en';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { OBLIGATIONS } from '@esg/core/vocabulary/ruleSets';
import type { Kpi } from '../api/listKpis';
import { ns } from '../i18n';

export type KpiValues = Pick<Kpi, 'title' | 'aspect' | 'unitType' | 'kind' | 'obligation' | 'obligationNote'>;
type Lang = 'en' | 'hk' | 'cn';

const LANGS: [Lang, string, string][] = [
  ['en', 'En', 'en'],
  ['hk', 'Hk', 'zh-HK'],
  ['cn', 'Cn', 'zh-CN'],
];
const KINDS = ['narrative', 'quantitative', 'mixed'] as const;

interface Props {
  values: KpiValues;
  /** Fields whose value the schema refused (`titleHk`, `unitType`, …). */
  invalid: string[];
  onChange: (patch: Partial<KpiValues>) => void;
}

/** A provision's wording and aspect in three languages, its unit, kind and obligation. */
export function KpiFields({ values, invalid, onChange }: Props) {
  const { t } = useTranslation(ns);
  const error = (field: string, max: number) => (invalid.includes(field) ? t('textInvalid', { max }) : undefined);
  const kinds = KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }));
  const obligations = OBLIGATIONS.map((o) => ({ value: o, label: t(`obligation_${o}`) }));
  return (
    <SpaceBetween size="m">
      {LANGS.map(([lang, suffix, tag]) => (
        <FormField
          key={lang}
          label={t(`title${suffix}` as keyof typeof en)}
          controlId={`kpi-title-${lang}`}
          errorText={error(`title${suffix}`, 1000)}
          constraintText={lang === 'en' ? undefined : t('untranslatedHint')}
        >
          <Textarea
            controlId={`kpi-title-${lang}`}
            rows={3}
            value={values.title[lang]}
            spellcheck={lang === 'en'}
            nativeTextareaAttributes={{ lang: tag }}
            onChange={({ detail }) => onChange({ title: { ...values.title, [lang]: detail.value } })}
          />
        </FormField>
      ))}
      <ColumnLayout columns={3}>
        {LANGS.map(([lang, suffix, tag]) => (
          <FormField
            key={lang}
            label={t(`aspect${suffix}` as keyof typeof en)}
            controlId={`kpi-aspect-${lang}`}
            errorText={error(`aspect${suffix}`, 100)}
          >
            <Input
              controlId={`kpi-aspect-${lang}`}
              value={values.aspect[lang]}
              nativeInputAttributes={{ lang: tag }}
              onChange={({ detail }) => onChange({ aspect: { ...values.aspect, [lang]: detail.value } })}
            />
          </FormField>
        ))}
      </ColumnLayout>
      <ColumnLayout columns={3}>
        <FormField label={t('unitType')} controlId="kpi-unit" errorText={error('unitType', 100)}>
          <Input
            controlId="kpi-unit"
            value={values.unitType}
            onChange={({ detail }) => onChange({ unitType: detail.value })}
          />
        </FormField>
        <FormField label={t('kind')} controlId="kpi-kind">
          <Select
            controlId="kpi-kind"
            options={kinds}
            selectedOption={kinds.find((k) => k.value === values.kind) ?? null}
            onChange={({ detail }) => onChange({ kind: detail.selectedOption.value as KpiValues['kind'] })}
          />
        </FormField>
        <FormField label={t('obligation')} controlId="kpi-obligation">
          <Select
            controlId="kpi-obligation"
            options={obligations}
            selectedOption={obligations.find((o) => o.value === values.obligation) ?? null}
            onChange={({ detail }) => onChange({ obligation: detail.selectedOption.value as KpiValues['obligation'] })}
          />
        </FormField>
      </ColumnLayout>
      <FormField
        label={t('obligationNote')}
        controlId="kpi-note"
        errorText={invalid.includes('obligationNote') ? t('noteInvalid') : undefined}
      >
        <Textarea
          controlId="kpi-note"
          rows={2}
          value={values.obligationNote}
          onChange={({ detail }) => onChange({ obligationNote: detail.value })}
        />
      </FormField>
    </SpaceBetween>
  );
}
