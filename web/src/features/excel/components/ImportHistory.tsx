import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useSession } from '../../../session/useSession';
import { downloadErrors, excelKeys, historyQuery, resumeImport } from '../api/excelImports';
import { ns } from '../i18n';
import { errorText } from '../../../i18n/errorText';
import { formatDateTime } from '../../../i18n/format';

/**
 * The year's imports: who, when, which file, with what result. A commit stuck past its switch
 * offers "Resume" to whoever may commit (ADR 0056); a valid import not saved yet offers its review again (`onReview`),
 * where it is saved or cancelled — after a reload too.
 */
export function ImportHistory({ year, onReview }: { year: string; onReview: (id: string) => void }) {
  const { t } = useTranslation(ns);
  const client = useQueryClient();
  const { data, isLoading } = useQuery(historyQuery(year));
  const errors = useMutation({ mutationFn: downloadErrors });
  const canWrite = useSession().stored?.role.privileges.includes('company:write') ?? false;
  const resume = useMutation({
    mutationFn: resumeImport,
    onSettled: () => client.invalidateQueries({ queryKey: excelKeys.history(year) }),
  });
  const table = (
    <Table
      wrapLines
      header={<Header variant="h2">{t('historyHeader')}</Header>}
      loading={isLoading}
      items={data ?? []}
      trackBy="id"
      empty={t('noImports')}
      columnDefinitions={[
        { id: 'when', header: t('when'), cell: (i) => formatDateTime(i.createdAt) },
        { id: 'who', header: t('who'), cell: (i) => i.createdBy },
        { id: 'file', header: t('file'), cell: (i) => i.fileName },
        {
          id: 'result',
          header: t('result'),
          cell: (i) =>
            i.stuck ? (
              <>
                {t('stuck')}{' '}
                {canWrite && (
                  <Button
                    variant="inline-link"
                    ariaLabel={t('resumeOf', { file: i.fileName })}
                    loading={resume.isPending && resume.variables === i.id}
                    onClick={() => resume.mutate(i.id)}
                  >
                    {t('resume')}
                  </Button>
                )}
              </>
            ) : i.status === 'READY' ? (
              <>
                {t('readyInHistory')}{' '}
                {canWrite && (
                  <Button
                    variant="inline-link"
                    ariaLabel={t('reviewOf', { file: i.fileName })}
                    onClick={() => onReview(i.id)}
                  >
                    {t('review')}
                  </Button>
                )}
              </>
            ) : (
              (i.refusal ?? t(i.status))
            ),
        },
        {
          id: 'errors',
          header: t('errorsColumn'),
          // The download link reads on one or two lines, not one word a line.
          minWidth: 200,
          cell: (i) =>
            i.status === 'INVALID' && i.errorCount > 0 ? (
              <Button
                variant="inline-link"
                ariaLabel={t('downloadErrorsOf', { file: i.fileName })}
                loading={errors.isPending && errors.variables?.id === i.id}
                onClick={() => errors.mutate(i)}
              >
                {t('downloadErrors', { count: i.errorCount })}
              </Button>
            ) : null,
        },
      ]}
    />
  );
  // A refused resume, or a workbook that cannot be marked with its errors (too large, unreadable: ADR 0041), says why.
  const failure = resume.error ?? errors.error;
  return failure ? (
    <>
      <Alert type="error">{errorText(t, failure)}</Alert>
      {table}
    </>
  ) : (
    table
  );
}
