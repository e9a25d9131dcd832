import './evidence.css';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { EvidenceTarget } from '@esg/core/schemas/evidence';
import type { FileView } from '@esg/core/schemas/files';
import { FileTable } from './FileTable';
import { FileUploader } from './FileUploader';
import { filesNs } from './i18n';

/**
 * A figure's paper clip (ADR 0029): how many files support it; opens them. Cloudscape's file icon, not an emoji: a
 * machine without an emoji font drew the clip as nothing, leaving a bare count.
 */
export function EvidenceCount(props: { label: string; count: number; onOpen: () => void; testId: string }) {
  const { t } = useTranslation(filesNs);
  return (
    // No evidence yet: the clip stays out of sight until the field is hovered or the clip focused.
    <div className={props.count === 0 ? 'esg-evidence-idle' : undefined} data-evidence-idle={props.count === 0}>
      <Box padding={{ top: 'xxs' }}>
        <Button
          variant="inline-link"
          formAction="none"
          onClick={props.onOpen}
          ariaLabel={`${t('evidenceFor', { label: props.label })}: ${props.count}`}
          data-testid={props.testId}
          iconName="file"
        >
          {props.count}
        </Button>
      </Box>
    </div>
  );
}

/** The files supporting one figure: attach (unless read-only), list, download and remove them. */
export function EvidenceFiles(props: {
  year: string;
  target: EvidenceTarget;
  files: readonly FileView[];
  loading: boolean;
  readOnly: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation(filesNs);
  return (
    <SpaceBetween size="l">
      {!props.readOnly && (
        <FileUploader module="evidence" year={props.year} target={props.target} onUploaded={props.onChanged} />
      )}
      <FileTable
        files={props.files}
        loading={props.loading}
        readOnly={props.readOnly}
        onDeleted={props.onChanged}
        header={t('evidence')}
        empty={t('noEvidence')}
      />
    </SpaceBetween>
  );
}
