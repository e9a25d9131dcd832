import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { titlesNs } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { PageLayout } from '../../../ui/PageLayout';
import { KeptValues } from '../../../ui/KeptValues';
import { samplesQuery } from '../api/samples';
import { DrawForm } from '../components/DrawForm';
import { FigureTrail } from '../components/FigureTrail';
import { SampleFigures } from '../components/SampleFigures';
import { useFigureWords } from '../figureLabel';

/** `/reporting/audit_sample` (ADR 0116): the auditor draws a sample of the year, traces each figure and marks it. */
export function AuditSamplePage() {
  const { t } = useFigureWords();
  const { t: title } = useTranslation(titlesNs);
  const { year } = useSession();
  const [tracing, setTracing] = useState<{ sampleId: string; figureId: string } | null>(null);
  const samples = useQuery({ ...samplesQuery(year ?? ''), enabled: Boolean(year) });
  // Closing the trail gives the keyboard back to the Trace button that opened it, not to the page's body (ADR 0068).
  const closeTrail = (traced: { sampleId: string; figureId: string }) => {
    setTracing(null);
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`[data-trace="${CSS.escape(`${traced.sampleId}/${traced.figureId}`)}"]`)
        ?.focus(),
    );
  };
  if (!year) return <PageLayout title={title('audit_sample')}>{null}</PageLayout>;
  return (
    <PageLayout
      title={title('audit_sample')}
      description={
        // The year's end on one line: the sentence around it wraps, never 31-12- / 2025 at a hyphen.
        <KeptValues text={t('sampleDescription', { date: formatDate(year) })} values={[formatDate(year)]} />
      }
    >
      <SpaceBetween size="l">
        <DrawForm year={year} onDrawn={() => setTracing(null)} />
        {tracing && <FigureTrail year={year} {...tracing} onClose={() => closeTrail(tracing)} />}
        {samples.isError && <Alert type="error">{t('loadFailed')}</Alert>}
        {samples.isPending && <Spinner />}
        {samples.data?.length === 0 && <Box>{t('noSamples')}</Box>}
        {samples.data?.map((s) => (
          <SampleFigures key={s.id} sample={s} onTrace={(figureId) => setTracing({ sampleId: s.id, figureId })} />
        ))}
      </SpaceBetween>
    </PageLayout>
  );
}
