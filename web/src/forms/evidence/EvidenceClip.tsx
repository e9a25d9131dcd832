import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Field } from '@esg/core/catalogue/types';
import { FileTable } from '../../ui/files/FileTable';
import { FileUploader } from '../../ui/files/FileUploader';
import { filesNs } from '../../ui/files/i18n';
import { usePageForm } from '../context';
import { evidenceKey, usePageEvidence } from './api';

/**
 * A field's paper clip (issue 14 "Evidence per value"): how many files support it, and a dialog
 * to open, attach (unless the page is read-only) and remove them. Every catalogue page gets it
 * through FieldControl; the files are ordinary uploads of module `evidence` naming the field.
 */
export function EvidenceClip({ field }: { field: Field }) {
  const { t } = useTranslation(filesNs);
  const { evidence, readOnly, lang } = usePageForm();
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const page = evidence?.page ?? '';
  const year = evidence?.year ?? '';
  const query = usePageEvidence(year, page);
  if (!evidence) return null;
  const files = (query.data ?? []).filter((f) => f.target?.kind === 'field' && f.target.field === field.id);
  // Nothing to show a reader of a field without evidence.
  if (readOnly && files.length === 0) return null;
  const refresh = () => void client.invalidateQueries({ queryKey: evidenceKey(year, page) });
  const label = field.labels[lang];
  return (
    <>
      <Box padding={{ top: 'xxs' }}>
        <Button
          variant="inline-link"
          formAction="none"
          onClick={() => setOpen(true)}
          ariaLabel={`${t('evidenceFor', { label })}: ${files.length}`}
          data-testid={`evidence-${field.id}`}
        >
          {`📎 ${files.length}`}
        </Button>
      </Box>
      {open && (
        <Modal
          visible
          size="large"
          onDismiss={() => setOpen(false)}
          header={t('evidenceFor', { label })}
          footer={
            <Box float="right">
              <Button onClick={() => setOpen(false)}>{t('close')}</Button>
            </Box>
          }
        >
          <SpaceBetween size="l">
            {!readOnly && (
              <FileUploader
                module="evidence"
                year={year}
                target={{ kind: 'field', page, field: field.id }}
                onUploaded={refresh}
              />
            )}
            <FileTable
              files={files}
              loading={query.isPending}
              readOnly={readOnly}
              onDeleted={refresh}
              header={t('evidence')}
              empty={t('noEvidence')}
            />
          </SpaceBetween>
        </Modal>
      )}
    </>
  );
}
