import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import { RESTATEMENT_REASON_MAX } from '@esg/core/schemas/assurance';
import { formatDateTime } from '../../../i18n/format';
import { EditDialog } from '../../../ui/EditDialog';
import { restatementsQuery } from '../../../api/restatements';
import { useRestate } from '../api/pack';
import { useAssuranceText } from '../i18n';

/** The administrator's restatement of the printed year: why, confirmed in a dialog (ADR 0118). */
function RestateDialog(props: { year: string; periodVersion: number; onClose: () => void }) {
  const { t } = useAssuranceText();
  const save = useRestate(props.year);
  const [reason, setReason] = useState('');
  return (
    <EditDialog
      header={t('restateHeader')}
      confirm={t('restate')}
      onClose={props.onClose}
      onConfirm={() => save.mutate({ reason, version: props.periodVersion }, { onSuccess: props.onClose })}
      save={save}
      fields={['reason']}
      disabled={reason.trim() === '' || reason.length > RESTATEMENT_REASON_MAX}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('restateWarning')}</Box>
        <FormField label={t('restateReason')} constraintText={t('restateReasonHint', { max: RESTATEMENT_REASON_MAX })}>
          <Textarea value={reason} onChange={(e) => setReason(e.detail.value)} rows={4} />
        </FormField>
      </SpaceBetween>
    </EditDialog>
  );
}

/**
 * A printed year's restatements (docs/decisions/0118-restatement.md): the year's version and why each earlier one was
 * replaced; the company's administrator reopens a printed year into its next version from here.
 */
export function Restatement({ year, canRestate }: { year: string; canRestate: boolean }) {
  const { t } = useAssuranceText();
  const view = useQuery(restatementsQuery(year));
  const [open, setOpen] = useState(false);
  if (!view.data) return null;
  const { printed, restatements, yearVersion, periodVersion } = view.data;
  if (!printed && restatements.length === 0) return null;
  return (
    <Container
      data-testid="restatement"
      header={
        <Header
          variant="h2"
          description={t('restatementDescription', { version: yearVersion })}
          actions={canRestate && printed ? <Button onClick={() => setOpen(true)}>{t('restate')}</Button> : undefined}
        >
          {t('restatementTitle')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {!printed && <Alert type="info">{t('restatedOpen', { version: yearVersion })}</Alert>}
        {restatements.length > 0 && (
          <Table
            variant="embedded"
            wrapLines
            items={restatements}
            trackBy="version"
            columnDefinitions={[
              { id: 'version', header: t('packVersion'), cell: (r) => t('versionN', { version: r.version }) },
              { id: 'at', header: t('restatedAt'), cell: (r) => formatDateTime(r.at) },
              { id: 'by', header: t('packBy'), cell: (r) => r.by },
              { id: 'reason', header: t('restateReason'), cell: (r) => r.reason },
            ]}
          />
        )}
      </SpaceBetween>
      {open && <RestateDialog year={year} periodVersion={periodVersion} onClose={() => setOpen(false)} />}
    </Container>
  );
}
