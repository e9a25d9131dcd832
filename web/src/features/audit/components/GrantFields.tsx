import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '../../../i18n/format';
import { ns } from '../i18n';

interface Props {
  /** The company's year ends, newest first. */
  yearEnds: readonly string[];
  years: readonly string[];
  /** The end date as typed (DD-MM-YYYY). */
  until: string;
  onYears: (years: string[]) => void;
  onUntil: (until: string) => void;
  errorOf: (field: 'years' | 'until') => string | undefined;
  idPrefix: string;
}

/** An auditor's grant (ADR 0115): the years it reads and the last day of access, as invited and as changed. */
export function GrantFields({ yearEnds, years, until, onYears, onUntil, errorOf, idPrefix }: Props) {
  const { t } = useTranslation(ns);
  const yearOptions = yearEnds.map((y) => ({ value: y, label: t('yearEnding', { date: formatDate(y) }) }));
  return (
    <SpaceBetween size="m">
      <FormField
        label={t('years')}
        controlId={`${idPrefix}-years`}
        constraintText={t('yearsHint')}
        errorText={errorOf('years')}
      >
        <Multiselect
          controlId={`${idPrefix}-years`}
          selectedOptions={yearOptions.filter((o) => years.includes(o.value))}
          options={yearOptions}
          placeholder={t('years')}
          onChange={({ detail }) => onYears(detail.selectedOptions.map((o) => o.value!))}
        />
      </FormField>
      <FormField
        label={t('until')}
        controlId={`${idPrefix}-until`}
        constraintText={t('untilHint')}
        errorText={errorOf('until')}
      >
        <Input
          controlId={`${idPrefix}-until`}
          placeholder={t('datePlaceholder')}
          value={until}
          onChange={({ detail }) => onUntil(detail.value)}
        />
      </FormField>
    </SpaceBetween>
  );
}
