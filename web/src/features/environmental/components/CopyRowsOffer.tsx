import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { formatDate } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { useCopyRowsFromLastYear } from '../api/copyRowsFromLastYear';
import type { ResourceList } from '../api/listResourceRows';
import { ns } from '../i18n';
import { SaveError } from '../../../ui/SaveError';

/** Offered on a year with no row of this type whose previous year has some (ADR 0038). */
export function CopyRowsOffer({ type, list }: { type: string; list: ResourceList }) {
  const { t } = useTranslation(ns);
  const copy = useCopyRowsFromLastYear(({ copied, leftOut, withoutInstruments }) =>
    notifications.push({
      type: 'success',
      text: [
        t('copyRowsDone', { count: copied }),
        leftOut > 0 ? t('copyRowsLeftOut', { count: leftOut }) : '',
        withoutInstruments > 0 ? t('copyRowsWithoutInstruments', { count: withoutInstruments }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      literal: true,
    }),
  );
  const date = formatDate(list.lastYear?.yearEnd);
  return (
    <Alert
      type="info"
      header={t('copyRowsHeader')}
      action={
        <Button loading={copy.isPending} onClick={() => copy.mutate({ type, list })}>
          {t('copyRows')}
        </Button>
      }
    >
      {t('copyRowsBody', { date })}
      <SaveError error={copy.error} />
    </Alert>
  );
}
