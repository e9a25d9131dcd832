import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { FileView } from '@esg/core/schemas/files';
import { EvidenceFiles } from '../../../ui/files/Evidence';
import { useEvidence } from '../../../ui/files/evidence';
import { filesNs } from '../../../ui/files/i18n';

/** A resource type's evidence files of the year, by row month (1 = the financial year's first month). */
export function useRowEvidence(type: string, year: string, rowId: string) {
  const { query, refresh } = useEvidence(year, { resource: type });
  const filesOf = (month: number): FileView[] =>
    (query.data ?? []).filter((f) => f.target?.kind === 'row' && f.target.row === rowId && f.target.month === month);
  return { filesOf, loading: query.isPending, refresh };
}
export type RowEvidence = ReturnType<typeof useRowEvidence>;

/** The files supporting one month of a row (an electricity bill on March), under the month inputs. */
export function MonthEvidence(props: {
  type: string;
  year: string;
  rowId: string;
  month: number;
  label: string;
  evidence: RowEvidence;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(filesNs);
  return (
    <Container
      data-testid="month-evidence"
      header={
        <Header variant="h3" actions={<Button onClick={props.onClose}>{t('close')}</Button>}>
          {t('evidenceFor', { label: props.label })}
        </Header>
      }
    >
      <EvidenceFiles
        year={props.year}
        target={{ kind: 'row', resource: props.type, row: props.rowId, month: props.month }}
        files={props.evidence.filesOf(props.month)}
        loading={props.evidence.loading}
        readOnly={props.readOnly}
        onChanged={props.evidence.refresh}
      />
    </Container>
  );
}
