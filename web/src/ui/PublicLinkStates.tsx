import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { ApiError } from '../api/errors';

interface Props<T> {
  /** The link's token from the address (empty: the visitor opened the page without one). */
  id: string;
  link: { data?: T; isError: boolean; error: unknown };
  /** `<testId>-closed` / `<testId>-invalid` on the two refusals. */
  testId: string;
  closed: { header: string; text: string };
  /** The header of every refused link, and the text for an address with no token at all. */
  invalid: { header: string; missing: string };
  children: (view: T) => ReactNode;
}

/**
 * What an e-mailed link's public page shows before its content (ADR 0030, 0063, 0119): a closed year's
 * genuine link says only that it is closed; every other refusal — missing, malformed, tampered, withdrawn,
 * another's — the same words, which tell nothing about whether it existed; then a spinner until it opens.
 */
export function PublicLinkStates<T>({ id, link, testId, closed, invalid, children }: Props<T>) {
  const { t } = useTranslation('common');
  if (link.error instanceof ApiError && link.error.status === 423)
    return (
      <Alert type="info" header={closed.header} data-testid={`${testId}-closed`}>
        {closed.text}
      </Alert>
    );
  if (!id || link.isError)
    return (
      <Alert type="error" header={invalid.header} data-testid={`${testId}-invalid`}>
        {id ? t('questionnaireInvalid') : invalid.missing}
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
