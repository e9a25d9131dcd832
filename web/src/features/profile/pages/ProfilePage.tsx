import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSession } from '../../../session/useSession';
import { AccountCard } from '../components/AccountCard';
import { SessionsTable } from '../components/SessionsTable';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';

/** The spec's personal profile: the user's role, company and sessions (with invalidation). */
export function ProfilePage() {
  const { t } = useTranslation(ns);
  const { stored } = useSession();
  return (
    <PageLayout title={t('title')} description={t('description')}>
      <SpaceBetween size="l">
        {stored && <AccountCard stored={stored} />}
        <SessionsTable />
      </SpaceBetween>
    </PageLayout>
  );
}
