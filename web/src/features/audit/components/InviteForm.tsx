import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fromDisplayDate } from '@esg/core/lib/dates';
import { apiIssueText } from '../../../i18n/errorText';
import { ruleText } from '../../../i18n/ruleText';
import { personRule, validationNs } from '../../../i18n/validation';
import type { LangKey } from '@esg/core/schemas/common';
import { LANG_KEY, LANGUAGES, LANGUAGE_NAMES } from '../../../i18n/languages';
import { notifications } from '../../../notifications/store';
import { validationIssues } from '../../../ui/fieldErrors';
import { ActionForm } from '../../../ui/ActionForm';
import { SaveError } from '../../../ui/SaveError';
import { useInviteAuditor } from '../api/auditors';
import { ns } from '../i18n';
import { GrantFields } from './GrantFields';
import { issueAt } from './issueAt';

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'firm'] as const;
type Field = (typeof TEXT_FIELDS)[number] | 'years' | 'until' | 'langKey';
const languageOptions = LANGUAGES.map((l) => ({ value: LANG_KEY[l], label: LANGUAGE_NAMES[l] }));

/** POST /api/auditors (ADR 0115): who, from which provider, in which language, which years, until when. */
export function InviteForm({ yearEnds }: { yearEnds: readonly string[] }) {
  const { t } = useTranslation(ns);
  const { t: common } = useTranslation('common');
  const { t: rules } = useTranslation(validationNs);
  const invite = useInviteAuditor();
  const [text, setText] = useState<Record<(typeof TEXT_FIELDS)[number], string>>({
    firstName: '',
    lastName: '',
    email: '',
    firm: '',
  });
  const [langKey, setLangKey] = useState<LangKey>('en');
  const [years, setYears] = useState<string[]>([]);
  const [until, setUntil] = useState('');
  // The server's field issues, each in the reader's language by its message key when the catalogue has one.
  const issues = validationIssues(invite.error);
  const errorOf = (field: Field) => {
    const issue = issueAt(invite.error, field);
    if (!issue) return undefined;
    // A person's name and e-mail say the shared rules in the reader's language (i18n/validation.ts).
    const person = personRule(field, issue.code, field in text ? text[field as keyof typeof text] : undefined);
    if (person) return rules(person.key, { ...person.params });
    // The invitation's own rules are API messages (common namespace); the others, the catalogue's rules.
    return apiIssueText(common, issue) ?? ruleText(issue);
  };
  const submit = () =>
    invite.mutate(
      { ...text, langKey, years, until: fromDisplayDate(until) ?? until },
      {
        onSuccess: (a) => {
          notifications.push({ type: 'success', text: t('invited', { email: a.email }), literal: true });
          setText({ firstName: '', lastName: '', email: '', firm: '' });
          setYears([]);
          setUntil('');
        },
      },
    );
  return (
    <ActionForm header={t('inviteTitle')} action={t('invite')} loading={invite.isPending} onAction={submit}>
      <SpaceBetween size="m">
        <SaveError error={invite.error} shownAtFields={issues.length > 0} />
        {TEXT_FIELDS.map((name) => (
          <FormField key={name} label={t(name)} controlId={`auditor-${name}`} errorText={errorOf(name)}>
            <Input
              controlId={`auditor-${name}`}
              type={name === 'email' ? 'email' : 'text'}
              autoComplete="off"
              value={text[name]}
              onChange={({ detail }) => setText((v) => ({ ...v, [name]: detail.value }))}
            />
          </FormField>
        ))}
        <FormField label={t('language')} controlId="auditor-language">
          <Select
            controlId="auditor-language"
            selectedOption={languageOptions.find((o) => o.value === langKey) ?? null}
            options={languageOptions}
            onChange={({ detail }) => setLangKey((detail.selectedOption.value ?? 'en') as LangKey)}
          />
        </FormField>
        <GrantFields
          idPrefix="auditor"
          yearEnds={yearEnds}
          years={years}
          until={until}
          onYears={setYears}
          onUntil={setUntil}
          errorOf={errorOf}
        />
      </SpaceBetween>
    </ActionForm>
  );
}
