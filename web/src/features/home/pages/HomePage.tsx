import { useTranslation } from 'react-i18next';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Hotspot from '@cloudscape-design/components/hotspot';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { HOTSPOTS } from '../../../shell/hotspots';
import { useSession } from '../../../session/useSession';
import { CompanyCard } from '../components/CompanyCard';
import { YearReview } from '../components/YearReview';
import { ns } from '../i18n';

/** Spec §2 Home: greeting, a review of the reporting year, and the way to company information. */
export function HomePage() {
  const { t } = useTranslation(ns);
  const { stored, year } = useSession();

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t('description')}
          info={<Hotspot hotspotId={HOTSPOTS.greeting} direction="bottom" />}
        >
          {t('greeting', { name: stored?.user.firstName ?? '' })}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <YearReview year={year} />
        <CompanyCard company={stored?.company?.name ?? null} />
      </SpaceBetween>
    </ContentLayout>
  );
}
