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
import type { StoredUser } from '../../../session/types';
import { useCompanyName } from '../../../ui/wording';
import { ns } from '../i18n';

const COMPANY_INFO = '/background/company_information';

/**
 * The company — named in the reader's language, its Chinese name for a Chinese reader when it has one — and the way
 * to its information (on Home), where the report begins.
 */
export function CompanyCard({ company }: { company: StoredUser['company'] }) {
  const { t, i18n } = useTranslation(ns);
  const name = useCompanyName({ en: company?.name ?? '', zh: company?.nameZh }, i18n.language);
  const years = Object.values(sessionStore.yearEnds()).sort();
  const navigate = useNavigate();
  const pages = useQuery(myPagesQuery());
  // Linked when the role may see the page (and the shell's registry has it).
  const linked = Boolean(pages.data?.some((p) => p.path === COMPANY_INFO));

  return (
    <Container
      header={
        <Header variant="h2" info={<Hotspot hotspotId={HOTSPOTS.company} direction="top" />}>
          {company ? <span lang={name.lang}>{name.text}</span> : t('companyInfo')}
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
