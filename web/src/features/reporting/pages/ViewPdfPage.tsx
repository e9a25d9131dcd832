import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Link from '@cloudscape-design/components/link';
import Spinner from '@cloudscape-design/components/spinner';
import { reportPdfQuery } from '../api/reportJobs';
import { ReportList } from '../components/ReportList';
import { PackList } from '../components/PackList';
import { ns } from '../i18n';
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

/** /reporting/view_pdf?id=: the in-app viewer (the spec's `GET /report/pdf/{id}` as bytes, ADR 0008). */
export function ViewPdfPage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const { year } = useSession();
  return (
    <PageLayout title={t('viewTitle')}>
      <Container>
        {year && <ReportList year={year} current={id} />}
        {id ? <PdfFrame key={id} id={id} /> : <Alert type="info">{t(year ? 'chooseReport' : 'missingId')}</Alert>}
        {year && (
          <Box margin={{ top: 'l' }}>
            <PackList year={year} current={params.get('pack')} />
          </Box>
        )}
        <Box margin={{ top: 's' }}>
          <Link
            href="/reporting/generate_report"
            onFollow={(e) => {
              e.preventDefault();
              void navigate('/reporting/generate_report');
            }}
          >
            {t('back')}
          </Link>
        </Box>
      </Container>
    </PageLayout>
  );
}
