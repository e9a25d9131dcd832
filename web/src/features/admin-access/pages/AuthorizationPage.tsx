import { useTranslation } from 'react-i18next';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { AuthorizationPanel } from '../components/authorization/AuthorizationPanel';
import { ns } from '../i18n';

/** /administration/authorization (spec §6): per role, which pages and sidebar entries are visible. */
export function AuthorizationPage() {
  const { t } = useTranslation(ns);
  return (
    <ContentLayout header={<Header variant="h1">{t('authTitle')}</Header>}>
      <AuthorizationPanel />
    </ContentLayout>
  );
}
