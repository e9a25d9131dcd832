import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { formatDate } from '../../i18n/format';
import { notifications } from '../../notifications/store';
import { useCopyFromLastYear } from './api/copyFromLastYear';
import type { PageData } from './api/getPageData';
import { ns } from './i18n';

interface Props {
  pageKey: string;
  year: string;
  lastYearEnd: string;
  onCopied: (reply: PageData) => void;
}

/** On an empty page: start from last year's answers (the copy is this year's own from then on). */
export function CopyOffer({ pageKey, year, lastYearEnd, onCopied }: Props) {
  const { t } = useTranslation(ns);
  const copy = useCopyFromLastYear();
  const date = formatDate(lastYearEnd);
  const run = () =>
    copy.mutate(
      { pageKey, year },
      {
        onSuccess: (reply) => {
          onCopied(reply);
          notifications.push({ type: 'success', text: t('copied', { date }), literal: true });
        },
        onError: () => notifications.push({ type: 'error', text: t('copyFailed'), literal: true }),
      },
    );
  return (
    <Alert
      type="info"
      header={t('copyHeader')}
      action={
        <Button onClick={run} loading={copy.isPending}>
          {t('copyFromLastYear')}
        </Button>
      }
    >
      {t('copyBody', { date })}
    </Alert>
  );
}
