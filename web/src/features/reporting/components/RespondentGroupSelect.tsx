import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { RespondentGroup } from '@esg/core/schemas/questionnaire';
import { stakeholderLinksQuery } from '../../../api/stakeholderLinks';
import { languageOf } from '../../../i18n/languages';
import { ownShown, useSimplified } from '../../../ui/wording';
import { ns } from '../i18n';

/**
 * The matrix's respondent filter (ADR 0051): the board (the official view), all stakeholder links
 * together, or one stakeholder link by its name.
 */
export function RespondentGroupSelect({
  year,
  value,
  onChange,
}: {
  year: string;
  value: RespondentGroup;
  onChange: (group: RespondentGroup) => void;
}) {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const links = useQuery(stakeholderLinksQuery(year));
  const toSimplified = useSimplified(lang);
  const options = [
    { value: 'board', label: t('groupBoard') },
    { value: 'stakeholders', label: t('groupStakeholders') },
    ...(links.data?.links ?? []).map((l) => ({ value: l.id, label: ownShown(l.names, l.own, toSimplified)[lang] })),
  ];
  const selected = options.find((o) => o.value === value) ?? options[0]!;
  return (
    <FormField label={t('respondentGroup')}>
      <Select
        data-testid="respondent-group"
        selectedOption={selected}
        options={options}
        statusType={links.isPending ? 'loading' : 'finished'}
        onChange={({ detail }) => onChange((detail.selectedOption.value ?? 'board') as RespondentGroup)}
      />
    </FormField>
  );
}
