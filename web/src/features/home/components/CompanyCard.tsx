import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Hotspot from '@cloudscape-design/components/hotspot';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { myPagesQuery } from '../../../shell/myPages';
import { HOTSPOTS } from '../../../shell/hotspots';
import { formatDate, formatList } from '../../../i18n/format';
import { sessionStore } from '../../../session/store';
import { ns } from '../i18n';

const COMPANY_INFO = '/background/company_information';

/** The company and the way to its information (on Home), where the report begins. */
export function CompanyCard({ company }: { company: string | null }) {
  const { t, i18n } = useTranslation(ns);
  const years = Object.values(sessionStore.yearEnds()).sort();
  const navigate = useNavigate();
  const pages = useQuery(myPagesQuery());
  // Linked when the role may see the page (and the shell's registry has it).
  const linked = Boolean(pages.data?.some((p) => p.path === COMPANY_INFO));

  return (
    <Container
      header={
        <Header variant="h2" info={<Hotspot hotspotId={HOTSPOTS.company} direction="top" />}>
          {company ?? t('companyInfo')}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">
          {years.length > 0
            ? t('reportingYears', {
                years: formatList(
                  years.map((y) => formatDate(y, i18n.language)),
                  i18n.language,
                ),
              })
            : t('noYear')}
        </Box>
        {linked && (
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
  );
}
