import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSession } from '../../../session/useSession';
import { ERROR_CODES, ns, type ErrorCode } from '../i18n';
import './error.css';

function codeOf(value: string | undefined): ErrorCode {
  const n = Number(value);
  return (ERROR_CODES as readonly number[]).includes(n) ? (n as ErrorCode) : 404;
}

/** A full-page error, public so it works signed in or out; `code` from the props or the path. */
export function ErrorPage({ code }: { code?: ErrorCode }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const params = useParams();
  const { signedIn } = useSession();
  const shown = code ?? codeOf(params.code);

  return (
    <main className="esg-error">
      <Container>
        <SpaceBetween size="m">
          <Box variant="small" color="text-body-secondary">
            {t('code', { code: shown })}
          </Box>
          <Header variant="h1">{t(`title${shown}`)}</Header>
          <Box variant="p">{t(`text${shown}`)}</Box>
          <Button variant="primary" onClick={() => navigate(signedIn ? '/home' : '/login')}>
            {signedIn ? t('home') : t('signIn')}
          </Button>
        </SpaceBetween>
      </Container>
    </main>
  );
}

export function NotFoundPage() {
  return <ErrorPage code={404} />;
}
