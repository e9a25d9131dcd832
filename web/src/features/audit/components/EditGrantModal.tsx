import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Box from '@cloudscape-design/components/box';
import type { AuditorView } from '@esg/core/schemas/auditor';
import { fromDisplayDate } from '@esg/core/lib/dates';
import { personName } from '@esg/core/lib/personName';
import { apiIssueText } from '../../../i18n/errorText';
import { formatDate } from '../../../i18n/format';
import { ruleText } from '../../../i18n/ruleText';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { useUpdateGrant } from '../api/auditors';
import { ns } from '../i18n';
import { GrantFields } from './GrantFields';
import { issueAt } from './issueAt';

/**
 * PUT /api/auditors/{id} (ADR 0115 amended): an invited auditor's years and end date, changed — an engagement
 * extended without a new invitation. Checked by the API as the invitation is; its refusals land on the fields.
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
  const save = useUpdateGrant();
  const [years, setYears] = useState<string[]>(auditor.years);
  const [until, setUntil] = useState(formatDate(auditor.until));
  const errorOf = (field: 'years' | 'until') => {
    const issue = issueAt(save.error, field);
    return issue && (apiIssueText(common, issue) ?? ruleText(issue));
  };
  const dialog = dialogSave({ save, onClose });
  const submit = () =>
    dialog.submit(
      () => ({ id: auditor.id, years, until: fromDisplayDate(until) ?? until, version: auditor.version }),
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
