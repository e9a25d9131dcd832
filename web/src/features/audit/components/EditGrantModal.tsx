import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Box from '@cloudscape-design/components/box';
import { AuditorView } from '@esg/core/schemas/auditor';
import { fromDisplayDate } from '@esg/core/lib/dates';
import { personName } from '@esg/core/lib/personName';
import { apiIssueText } from '../../../i18n/errorText';
import { formatDate } from '../../../i18n/format';
import { ruleText } from '../../../i18n/ruleText';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { useVersionedEdit } from '../../../ui/useVersionedEdit';
import { fetchLatestAuditor, useUpdateGrant } from '../api/auditors';
import { ns } from '../i18n';
import { GrantFields } from './GrantFields';
import { issueAt } from './issueAt';

/** The grant's form values: what the dialog opens with, and what Reload rebases on. */
const grantValues = (auditor: AuditorView) => ({ years: auditor.years, until: formatDate(auditor.until) });

/**
 * PUT /api/auditors/{id} (ADR 0115 amended): an invited auditor's years and end date, changed — an engagement
 * extended without a new invitation. Checked by the API as the invitation is; its refusals land on the fields. Saved
 * on the version read: a 409 offers Reload, which bases the dialog on the grant as stored now, keeping what this
 * administrator changed (ui/useVersionedEdit.ts, as every edit dialog).
 */
export function EditGrantModal({
  auditor,
  yearEnds,
  onClose,
}: {
  auditor: AuditorView;
  yearEnds: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation(ns);
  const { t: common } = useTranslation('common');
  const client = useQueryClient();
  const save = useUpdateGrant();
  const [years, setYears] = useState<string[]>(auditor.years);
  const [until, setUntil] = useState(formatDate(auditor.until));
  const edit = useVersionedEdit(auditor.version, {
    schema: AuditorView,
    latest: () => fetchLatestAuditor(client, auditor.id),
    values: grantValues,
    form: {
      values: { years, until },
      replace: (v) => {
        setYears(v.years);
        setUntil(v.until);
      },
    },
    label: (field) => t(field),
  });
  const errorOf = (field: 'years' | 'until') => {
    const issue = issueAt(save.error, field);
    return issue && (apiIssueText(common, issue) ?? ruleText(issue));
  };
  const dialog = dialogSave({ save, edit, onClose });
  const submit = () =>
    dialog.submit(
      () => ({
        id: auditor.id,
        years,
        until: fromDisplayDate(until) ?? until,
        version: edit.version ?? auditor.version,
      }),
      (saved) => t('grantSaved', { name: personName(saved), until: formatDate(saved.until) }),
    );
  return (
    <EditDialog
      header={t('editGrantTitle', { name: personName(auditor) })}
      confirm={t('save')}
      onConfirm={submit}
      fields={['years', 'until']}
      {...dialog.props}
      errors={{ years: errorOf('years'), until: errorOf('until') }}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('editGrantHint')}</Box>
        <GrantFields
          idPrefix="grant"
          yearEnds={yearEnds}
          years={years}
          until={until}
          onYears={setYears}
          onUntil={setUntil}
          errorOf={errorOf}
        />
      </SpaceBetween>
    </EditDialog>
  );
}
