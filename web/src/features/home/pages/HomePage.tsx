import { useTranslation } from 'react-i18next';
import Hotspot from '@cloudscape-design/components/hotspot';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { HOTSPOTS } from '../../../shell/hotspots';
import { useSession } from '../../../session/useSession';
import { CompanyCard } from '../components/CompanyCard';
import { YearReview } from '../components/YearReview';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';

/** Spec §2 Home: greeting, a review of the reporting year, and the way to company information. */
export function HomePage() {
  const { t } = useTranslation(ns);
  const { stored, year } = useSession();

  return (
    <PageLayout
      title={t('greeting', { name: stored?.user.firstName ?? '' })}
      description={t('description')}
      info={<Hotspot hotspotId={HOTSPOTS.greeting} direction="bottom" />}
    >
      <SpaceBetween size="l">
        <YearReview year={year} />
        <CompanyCard company={stored?.company?.name ?? null} />
      </SpaceBetween>
    </PageLayout>
  );
}
