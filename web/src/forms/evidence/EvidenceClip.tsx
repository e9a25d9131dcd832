import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import type { Field } from '@esg/core/catalogue/types';
import { EvidenceCount, EvidenceFiles } from '../../ui/files/Evidence';
import { useEvidence } from '../../ui/files/evidence';
import { filesNs } from '../../ui/files/i18n';
import { usePageForm } from '../context';

/**
 * A field's paper clip ("Evidence per value", ADR 0029): how many files support it, and a dialog
 * to open, attach (unless the page is read-only) and remove them. Every catalogue page gets it
 * through FieldControl; the files are ordinary uploads of module `evidence` naming the field.
 */
export function EvidenceClip({ field }: { field: Field }) {
  const { t } = useTranslation(filesNs);
  const { evidence, readOnly, lang } = usePageForm();
  const [open, setOpen] = useState(false);
  const page = evidence?.page ?? '';
  const year = evidence?.year ?? '';
  const { query, refresh } = useEvidence(year, { page }, Boolean(evidence));
  if (!evidence) return null;
  const files = (query.data ?? []).filter((f) => f.target?.kind === 'field' && f.target.field === field.id);
  // Nothing to show a reader of a field without evidence.
  if (readOnly && files.length === 0) return null;
  const label = field.labels[lang];
  return (
    <>
      <EvidenceCount label={label} count={files.length} onOpen={() => setOpen(true)} testId={`evidence-${field.id}`} />
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
          <EvidenceFiles
            year={year}
            target={{ kind: 'field', page, field: field.id }}
            files={files}
            loading={query.isPending}
            readOnly={readOnly}
            onChanged={refresh}
          />
        </Modal>
      )}
    </>
  );
}
