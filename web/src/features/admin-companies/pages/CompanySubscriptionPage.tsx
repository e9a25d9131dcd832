import { useTranslation } from 'react-i18next';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useSession } from '../../../session/useSession';
import { OwnSubscription } from '../components/OwnSubscription';
import { PlatformSubscriptions } from '../components/PlatformSubscriptions';
import { ns } from '../i18n';

/**
 * /administration/company_subscription (issue 5 §3). Platform administrators manage every
 * company's subscription; every other role (level-1 users included, spec §2) reads its own.
 */
export function CompanySubscriptionPage() {
  const { t } = useTranslation(ns);
  const platform = useSession().stored?.role.privileges.includes('platform:admin') ?? false;
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t(platform ? 'platformDescription' : 'ownDescription')}>
          {t('title')}
        </Header>
      }
    >
      {platform ? <PlatformSubscriptions /> : <OwnSubscription />}
    </ContentLayout>
  );
}
