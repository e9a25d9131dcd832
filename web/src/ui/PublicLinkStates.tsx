import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { ApiError } from '../api/errors';

/**
 * A public link page's namespace. Each names its refusals: `closedHeader`, `closedText`, `invalidHeader` (every
 * refused link) and `invalidText` (an address with no token at all).
 */
type LinkNamespace = 'questionnaire' | 'boardSignOff' | 'supplier';

interface Props<T> {
  ns: LinkNamespace;
  /** The link's token from the address (empty: the visitor opened the page without one). */
  id: string;
  link: { data?: T; isError: boolean; error: unknown };
  /** `<testId>-closed` / `<testId>-invalid` on the two refusals. */
  testId: string;
  children: (view: T) => ReactNode;
}

/**
 * What an e-mailed link's public page shows before its content (ADR 0030, 0063, 0119): a closed year's
 * genuine link says only that it is closed; every other refusal — missing, malformed, tampered, withdrawn,
 * another's — the same words, which tell nothing about whether it existed; then a spinner until it opens.
 */
export function PublicLinkStates<T>({ ns, id, link, testId, children }: Props<T>) {
  const { t } = useTranslation(ns);
  if (link.error instanceof ApiError && link.error.status === 423)
    return (
      <Alert type="info" header={t('closedHeader')} data-testid={`${testId}-closed`}>
        {t('closedText')}
      </Alert>
    );
  if (!id || link.isError)
    return (
      <Alert type="error" header={t('invalidHeader')} data-testid={`${testId}-invalid`}>
        {id ? t('questionnaireInvalid', { ns: 'common' }) : t('invalidText')}
      </Alert>
    );
  if (!link.data)
    return (
      <Box textAlign="center">
        <Spinner size="large" />
      </Box>
    );
  return <>{children(link.data)}</>;
}
