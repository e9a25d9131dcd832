import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useSession } from '../../../session/useSession';
import { userInfoQuery } from '../api/userInfoQuery';
import { CompanyLanguageForm } from '../components/CompanyLanguageForm';
import { PasswordForm } from '../components/PasswordForm';
import { UserDetailsForm } from '../components/UserDetailsForm';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';

/** The spec's user settings: user details and password change. */
export function SettingsPage() {
  const { t } = useTranslation(ns);
  const info = useQuery(userInfoQuery());
  const { stored } = useSession();
  // Company administrators (users:manage) set their company's default language; platform
  // staff belong to no company, so the company routes would answer 404 for them.
  const privileges = stored?.role.privileges ?? [];
  const company =
    privileges.includes('users:manage') && !privileges.includes('platform:admin') ? stored!.company : null;

  return (
    <PageLayout title={t('title')} description={t('description')}>
      <SpaceBetween size="l">
        {info.isPending && <Spinner size="large" />}
        {info.isError && <Alert type="error">{t('loadFailed')}</Alert>}
        {info.data && <UserDetailsForm key={info.data.version} info={info.data} />}
        <PasswordForm />
        {company && <CompanyLanguageForm company={company} />}
      </SpaceBetween>
    </PageLayout>
  );
}
