import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Link from '@cloudscape-design/components/link';
import Spinner from '@cloudscape-design/components/spinner';
import { reportPdfQuery, yearReportsQuery } from '../api/reportJobs';
import { ReportList } from '../components/ReportList';
import { PackList } from '../components/PackList';
import { ns } from '../i18n';
import { titlesNs } from '../../../i18n';
import { useSession } from '../../../session/useSession';
import { PageLayout } from '../../../ui/PageLayout';

function PdfFrame({ id }: { id: string }) {
  const { t } = useTranslation(ns);
  const pdf = useQuery(reportPdfQuery(id));
  // The object URL holds the PDF in memory: free it when the viewer goes away.
  useEffect(() => () => void (pdf.data && URL.revokeObjectURL(pdf.data)), [pdf.data]);
  if (pdf.isPending) return <Spinner size="large" />;
  if (pdf.isError) return <Alert type="error">{t('loadFailed')}</Alert>;
  return <iframe title={t('viewerLabel')} src={pdf.data} style={{ width: '100%', height: '80vh', border: 0 }} />;
}

const GENERATE = '/reporting/generate_report';

/**
 * Without a report chosen: choose one in the list, or, while the year has none, where one is made — never
 * "choose in the list" above an empty list. Nothing while the list loads.
 */
function NoReportChosen({ year }: { year: string | null }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const reports = useQuery({ ...yearReportsQuery(year ?? ''), enabled: year !== null });
  if (!year) return <Alert type="info">{t('missingId')}</Alert>;
  if (!reports.data) return null;
  if (reports.data.length > 0) return <Alert type="info">{t('chooseReport')}</Alert>;
  return (
    <Alert type="info" action={<Button onClick={() => void navigate(GENERATE)}>{t('goGenerate')}</Button>}>
      {t('noReportToView')}
    </Alert>
  );
}

/** /reporting/view_pdf?id=: the in-app viewer (the spec's `GET /report/pdf/{id}` as bytes, ADR 0008). */
export function ViewPdfPage() {
  const { t } = useTranslation(ns);
  // The page's title as the navigation, the breadcrumb and the document title name it.
  const { t: title } = useTranslation(titlesNs);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const { year } = useSession();
  return (
    <PageLayout title={title('view_pdf')}>
      <Container>
        {year && <ReportList year={year} current={id} />}
        {id ? <PdfFrame key={id} id={id} /> : <NoReportChosen year={year ?? null} />}
        {year && (
          <Box margin={{ top: 'l' }}>
            <PackList year={year} current={params.get('pack')} />
          </Box>
        )}
        <Box margin={{ top: 's' }}>
          <Link
            href={GENERATE}
            onFollow={(e) => {
              e.preventDefault();
              void navigate(GENERATE);
            }}
          >
            {t('back')}
          </Link>
        </Box>
      </Container>
    </PageLayout>
  );
}
