import { useTranslation } from 'react-i18next';
import { AuthorizationPanel } from '../components/authorization/AuthorizationPanel';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';

/** /administration/authorization (ADR 0010): per role, which pages and sidebar entries are visible. */
export function AuthorizationPage() {
  const { t } = useTranslation(ns);
  return (
    <PageLayout title={t('authTitle')}>
      <AuthorizationPanel />
    </PageLayout>
  );
}
