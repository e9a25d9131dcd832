import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';

/** A public link page's namespace: it names these four words (questionnaire, board sign-off). */
type LinkNamespace = 'questionnaire' | 'boardSignOff';

/**
 * What a public link's page shows when its link opens nothing (ADR 0063, 0113): a printed year's genuine link
 * (`closed`, 423: nothing about the company was sent), or one answer for every broken link (missing, tampered,
 * expired, replaced, answered) that says nothing about whether it existed. `<ns>-closed` / `<ns>-invalid` test ids.
 */
export function LinkRefusal({ ns, closed, id }: { ns: LinkNamespace; closed: boolean; id: string }) {
  const { t } = useTranslation(ns);
  const testId = ns === 'boardSignOff' ? 'signoff' : ns;
  return closed ? (
    <Alert type="info" header={t('closedHeader')} data-testid={`${testId}-closed`}>
      {t('closedText')}
    </Alert>
  ) : (
    <Alert type="error" header={t('invalidHeader')} data-testid={`${testId}-invalid`}>
      {id ? t('questionnaireInvalid', { ns: 'common' }) : t('invalidText')}
    </Alert>
  );
}
