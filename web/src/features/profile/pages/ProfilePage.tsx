import { useTranslation } from 'react-i18next';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSession } from '../../../session/useSession';
import { AccountCard } from '../components/AccountCard';
import { SessionsTable } from '../components/SessionsTable';
import { ns } from '../i18n';

/** Spec §2 personal profile: the user's role, company and sessions (with invalidation). */
export function ProfilePage() {
  const { t } = useTranslation(ns);
  const { stored } = useSession();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('description')}>
          {t('title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {stored && <AccountCard stored={stored} />}
        <SessionsTable />
      </SpaceBetween>
    </ContentLayout>
  );
}
