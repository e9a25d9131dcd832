import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PublicFrame } from '../../../ui/PublicFrame';
import { ns } from '../i18n';

/**
 * `/questionnaire?id=…` (spec §2): public, signed in or not. The link a board member receives; the
 * questionnaire form itself (spec §4 Sent → Opened → Submitted) comes with the board questionnaire
 * issue, so for now the page says what the link is, or that it is broken.
 */
export function QuestionnairePage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();

  return (
    <PublicFrame
      product={t('product')}
      title={t('title')}
      description={t('description')}
      languageId="questionnaire-language"
      width="wide"
    >
      {id ? (
        <Alert type="info" header={t('linkHeader')} data-testid="questionnaire-link">
          <SpaceBetween size="xs">
            <Box variant="p">{t('linkText')}</Box>
            <Box variant="p">{t('notYetText')}</Box>
          </SpaceBetween>
        </Alert>
      ) : (
        <Alert type="error" header={t('invalidHeader')} data-testid="questionnaire-invalid">
          {t('invalidText')}
        </Alert>
      )}
    </PublicFrame>
  );
}
