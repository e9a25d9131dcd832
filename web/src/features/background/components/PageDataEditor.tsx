import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { PageForm } from '../../../forms/PageForm';
import { isEmptyAnswers } from '../../../forms/paths';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import type { PageData } from '../api/getPageData';
import { ns } from '../i18n';
import { ConflictAlert } from './ConflictAlert';
import { CopyOffer } from './CopyOffer';
import { usePageEditor } from './usePageEditor';

interface Props {
  page: PageDeclaration;
  year: string;
  /** The latest read. The form starts from the first one; a later one may lock the year. */
  latest: PageData;
}

/** A catalogue page of one reporting year: load, edit, save with its version, copy from last year. */
export function PageDataEditor({ page, year, latest }: Props) {
  const { t } = useTranslation(ns);
  const editor = usePageEditor(page, year, latest);
  // Spec §6: every company role reads data pages; entering data needs company:write.
  const canWrite = useSession().stored?.role.privileges.includes('company:write') ?? false;
  const locked = latest.locked;
  const readOnly = locked || !canWrite;
  const lastYear = latest.lastYear;
  // The API copies onto a page with no answer in it (never saved, or saved empty).
  const offerCopy = !readOnly && lastYear && isEmptyAnswers(editor.values);
  const notices = (
    <>
      {locked && (
        <Alert type="warning" header={t('lockedHeader')} data-testid="locked-banner">
          {t('lockedBody')}
        </Alert>
      )}
      {editor.conflict && <ConflictAlert onReload={() => void editor.reload()} reloading={editor.reloading} />}
      {editor.reloaded && <Alert type="info">{t('reloaded')}</Alert>}
      {offerCopy && <CopyOffer pageKey={page.key} year={year} lastYearEnd={lastYear.yearEnd} onCopied={editor.adopt} />}
      {!locked && latest.copiedFrom && latest.version === editor.version && (
        <Alert type="info">{t('copiedFrom', { date: formatDate(latest.copiedFrom) })}</Alert>
      )}
    </>
  );
  return (
    <PageForm
      page={page}
      values={editor.values}
      setValues={editor.setValues}
      issues={editor.issues}
      readOnly={readOnly}
      notices={notices}
      actions={
        readOnly ? undefined : (
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" formAction="none" loading={editor.saving} onClick={editor.submit}>
              {t('save')}
            </Button>
          </SpaceBetween>
        )
      }
    />
  );
}
