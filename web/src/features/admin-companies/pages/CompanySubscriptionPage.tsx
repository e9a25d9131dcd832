import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/useSession';
import { OwnSubscription } from '../components/OwnSubscription';
import { PlatformSubscriptions } from '../components/PlatformSubscriptions';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';

/**
 * /administration/company_subscription (ADR 0009). Platform administrators manage every
 * company's subscription; every other role (level-1 users included) reads its own.
 */
export function CompanySubscriptionPage() {
  const { t } = useTranslation(ns);
  const platform = useSession().stored?.role.privileges.includes('platform:admin') ?? false;
  return (
    <PageLayout title={t('title')} description={t(platform ? 'platformDescription' : 'ownDescription')}>
      {platform ? <PlatformSubscriptions /> : <OwnSubscription />}
    </PageLayout>
  );
}
