import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CLIENT_VERSION } from '../../../shell/config';
import { changeLanguage } from '../../../i18n';
import { NoticeAlerts } from '../../../notifications/NoticeAlerts';
import { notifications } from '../../../notifications/store';
import { LoginForm, type Credentials } from '../components/LoginForm';
import { LanguageSelect } from '../../../ui/LanguageSelect';
import { PublicPanel } from '../../../ui/PublicFrame';
import { ns } from '../i18n';

export function LoginPage() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async ({ username, password }: Credentials) => {
    setSubmitting(true);
    setFailed(false);
    notifications.clear();
    try {
      // Cognito and the session contract load with the first sign-in, not with the form (ADR 0084).
      const { signInUser } = await import('../../../session/auth');
      const session = await signInUser(username, password);
      // The spec's states: the profile's language becomes the interface language after login.
      await changeLanguage(session.user.language);
      // A company without a reporting year starts on Company subscription (ADR 0037).
      const platform = session.role.privileges.includes('platform:admin');
      const starting = !platform && Object.keys(session.yearEnds).length === 0;
      navigate(starting ? '/administration/company_subscription' : '/home', { replace: true });
    } catch {
      setFailed(true);
      setSubmitting(false);
    }
  };

  return (
    <PublicPanel width="narrow">
      <SpaceBetween size="l">
        <NoticeAlerts />
        <Box textAlign="center">
          <Box variant="h1" fontSize="display-l">
            {t('product')}
          </Box>
          <Box variant="p" color="text-body-secondary">
            {t('tagline')}
          </Box>
        </Box>
        <Container
          header={
            <Header variant="h2" description={t('description')}>
              {t('title')}
            </Header>
          }
        >
          <LoginForm submitting={submitting} failure={failed ? t('failed') : null} onSubmit={submit} />
        </Container>
        <SpaceBetween size="xs" alignItems="center">
          {/* The spec's account screens (web/src/features/account). */}
          {(['/reset/request', '/register'] as const).map((to) => (
            <Link
              key={to}
              href={to}
              onFollow={(e) => {
                e.preventDefault();
                navigate(to);
              }}
            >
              {t(to === '/register' ? 'register' : 'forgotPassword')}
            </Link>
          ))}
        </SpaceBetween>
        <SpaceBetween size="s" alignItems="center">
          <LanguageSelect controlId="login-language" />
          <Box variant="small" color="text-body-secondary" data-testid="client-version">
            {t('version', { version: CLIENT_VERSION })}
          </Box>
        </SpaceBetween>
      </SpaceBetween>
    </PublicPanel>
  );
}
