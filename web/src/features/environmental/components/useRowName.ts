import type { EnvironmentalKey } from '../i18n';
import { useTranslation } from 'react-i18next';
import type { ResourceType } from '@esg/core/schemas/resources';
import { describeRow } from '../attributes';
import { ns } from '../i18n';
import { languageOf } from '../../../i18n/languages';
import type { AttributeSpec } from '../resourceTypes';

/** The label of one option of an attribute: its list's, translated, or as it is for codes (gas names, airports). */
export function useOptionLabel() {
  const { t, i18n } = useTranslation(ns);
  return (spec: AttributeSpec, value: string) => {
    if (spec.kind === 'yesNo') return t(value === 'yes' ? 'yes' : 'no');
    if (spec.kind !== 'select') return value;
    const listed = spec.listed?.find((o) => o.value === value);
    if (listed) return listed.labels[languageOf(i18n.language)];
    return t(`opt_${spec.key}_${value}`, { defaultValue: value });
  };
}

/** A row named by its attributes ('HK Electric · 1-2345-678'), yes/no ones with their label. */
export function useRowName(type: ResourceType) {
  const { t } = useTranslation(ns);
  const option = useOptionLabel();
  return (attributes: Record<string, unknown>) =>
    describeRow(type, attributes, (spec, value) =>
      spec.kind === 'yesNo'
        ? t('labelled', { ns: 'common', label: t(`attr_${spec.key}` as EnvironmentalKey), value: option(spec, value) })
        : option(spec, value),
    ) || t('colRow');
}
