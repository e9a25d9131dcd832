import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { isLivePath } from '../../../app/routing/pageRegistry';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { ns } from '../i18n';

const COMPANY_INFO = '/background/company_information';

export function HomePage() {
  const { t, i18n } = useTranslation(ns);
  const navigate = useNavigate();
  const { stored, year } = useSession();
  const name = stored?.user.firstName ?? '';

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('description')}>
          {t('greeting', { name })}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{stored?.company?.name ?? t('companyInfo')}</Header>}>
          <SpaceBetween size="s">
            <Box variant="p" data-testid="reporting-year">
              {year ? t('reportingYear', { date: formatDate(year, i18n.language) }) : t('noYear')}
            </Box>
            {isLivePath(COMPANY_INFO) && (
              <Link
                href={COMPANY_INFO}
                onFollow={(e) => {
                  e.preventDefault();
                  navigate(COMPANY_INFO);
                }}
              >
                {t('companyInfoLink')}
              </Link>
            )}
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
