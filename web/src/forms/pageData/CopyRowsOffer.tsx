import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import type { CopyableTable } from '@esg/core/catalogue/page';
import type { TableRow } from '@esg/core/catalogue/values';
import { ApiError } from '../../api/errors';
import { errorText } from '../../i18n/errorText';
import { formatDate } from '../../i18n/format';
import { LOCALE, languageOf } from '../../i18n/languages';
import { DialogFooter } from '../../ui/DialogFooter';
import { notifications } from '../../notifications/store';
import type { Values } from '../paths';
import { useCopyRowsFromLastYear } from './api/copyRowsFromLastYear';
import type { PageData } from './api/getPageData';
import { ns } from './i18n';

interface Props {
  pageKey: string;
  year: string;
  field: CopyableTable;
  /** The form's answers now: rows typed but not saved count as this year's too. */
  values: Values;
  version: number;
  lastYear: { yearEnd: string; values: Values };
  onCopied: (fieldId: string, reply: PageData) => void;
}

const rowsIn = (values: Values, id: string) => (Array.isArray(values[id]) ? (values[id] as TableRow[]) : []);

/**
 * Last year's rows of one table copied into this year's, the page's other answers kept (ADR 0089):
 * the offer names what it copies, says so when last year has none, and asks before it replaces
 * rows this year already has.
 */
export function CopyRowsOffer({ pageKey, year, field, values, version, lastYear, onCopied }: Props) {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const copy = useCopyRowsFromLastYear();
  const [confirming, setConfirming] = useState(false);
  const list = new Intl.ListFormat(LOCALE[lang], { type: 'conjunction' });
  const namesOf = (rows: TableRow[]) =>
    list.format(rows.map((r) => String(r[field.copyFromLastYear.nameColumn] ?? '')).filter(Boolean));
  const date = formatDate(lastYear.yearEnd);
  const table = field.labels[lang].toLocaleLowerCase(LOCALE[lang]);
  const previous = rowsIn(lastYear.values, field.id);
  const current = rowsIn(values, field.id);

  if (previous.length === 0)
    return (
      <Alert type="info" data-testid={`copy-rows-${field.id}`}>
        {t('copyRowsNone', { date, table })}
      </Alert>
    );

  const run = (replace: boolean) =>
    copy.mutate(
      { pageKey, year, fieldId: field.id, version, replace },
      {
        onSuccess: (reply) => {
          setConfirming(false);
          onCopied(field.id, reply);
          notifications.push({ type: 'success', text: t('copied', { date }), literal: true });
        },
        onError: (error) => {
          // Rows saved meanwhile (another tab): ask, as for rows on the form.
          if (error instanceof ApiError && error.code === 'ROWS_TO_REPLACE') return setConfirming(true);
          setConfirming(false);
          notifications.push({ type: 'error', text: errorText(t, error), literal: true });
        },
      },
    );

  return (
    <>
      <Alert
        type="info"
        data-testid={`copy-rows-${field.id}`}
        header={t('copyRowsHeader', { table })}
        action={
          <Button onClick={() => (current.length > 0 ? setConfirming(true) : run(false))} loading={copy.isPending}>
            {t('copyFromLastYear')}
          </Button>
        }
      >
        {t('copyRowsBody', { date, names: namesOf(previous) })}
      </Alert>
      {confirming && (
        <Modal
          visible
          onDismiss={() => setConfirming(false)}
          header={t('replaceRowsTitle', { table })}
          footer={
            <DialogFooter
              confirm={t('replaceRows')}
              onCancel={() => setConfirming(false)}
              onConfirm={() => run(true)}
              busy={copy.isPending}
            />
          }
        >
          {t('replaceRowsBody', {
            current: namesOf(current) || String(current.length),
            date,
            names: namesOf(previous),
          })}
        </Modal>
      )}
    </>
  );
}
