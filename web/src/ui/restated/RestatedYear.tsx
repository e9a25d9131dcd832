import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import { restatementsQuery } from '../../api/restatements';
import { formatDateTime } from '../../i18n/format';
import { registerMessagesChineseApart } from '../../i18n';
import { en } from './messages/en';

// Home shows it: in the first load, its Chinese apart (ADR 0084).
const restatedNs = registerMessagesChineseApart('restated', en, {
  hk: () => import('./messages/hk').then((m) => m.hk),
  cn: () => import('./messages/cn').then((m) => m.cn),
});

/**
 * A restated year that is open again (docs/decisions/0118-restatement.md): which version it is, who restated it, when
 * and why, and what comes next — said on Home and where the report is generated, not only on the data quality page.
 * Nothing for a year never restated, or printed again.
 */
export function RestatedYear({ year }: { year: string }) {
  const { t } = useTranslation(restatedNs);
  const view = useQuery(restatementsQuery(year));
  const last = view.data?.restatements.at(-1);
  if (!view.data || view.data.printed || !last) return null;
  return (
    <Alert type="info" header={t('restatedTitle', { version: view.data.yearVersion })} data-testid="restated-year">
      <Box variant="p">{t('restatedBy', { date: formatDateTime(last.at), by: last.by, reason: last.reason })}</Box>
      <Box variant="p">{t('restatedNext', { previous: view.data.yearVersion - 1 })}</Box>
    </Alert>
  );
}
