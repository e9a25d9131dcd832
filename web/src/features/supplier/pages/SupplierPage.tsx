import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { changeLanguage } from '../../../i18n';
import { formatDate, formatDecimal, formatList } from '../../../i18n/format';
import { languageOf } from '../../../i18n/languages';
import { PublicFrame } from '../../../ui/PublicFrame';
import { LinkFacts } from '../../../ui/LinkFacts';
import { PublicLinkStates } from '../../../ui/PublicLinkStates';
import { supplierLinkQuery, type SupplierLinkView } from '../api/link';
import { AnswerForm } from '../components/AnswerForm';
import { KeptWhole } from '../../../ui/shortColumn';
import { ns } from '../i18n';

/** What the supplier gave, read-only, with what the customer counts from it. */
function Submitted({ answer }: { answer: NonNullable<SupplierLinkView['answer']> }) {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const figure = (v: string | null) => (v === null ? null : formatDecimal(Number(v), lang));
  const items = (['scope1', 'scope2', 'sharePercent', 'unitFootprint', 'units'] as const)
    .filter((f) => answer[f] !== null)
    // A label's unit in brackets whole, on a line of its own where the column is narrow (ADR 0147).
    .map((f) => ({ label: <KeptWhole whole="words">{t(f)}</KeptWhole>, value: figure(answer[f]) }));
  return (
    <Alert type="success" header={t('submittedHeader')} data-testid="supplier-submitted">
      <SpaceBetween size="s">
        <Box>{t('submittedText', { value: figure(answer.tCO2e) })}</Box>
        <KeyValuePairs
          columns={3}
          items={[
            ...items,
            { label: t('method'), value: answer.method },
            ...(answer.evidence.length
              ? [
                  {
                    label: t('evidence'),
                    value: formatList(
                      answer.evidence.map((e) => e.name),
                      lang,
                    ),
                  },
                ]
              : []),
          ]}
        />
      </SpaceBetween>
    </Alert>
  );
}

/**
 * `/supplier?id=…` (ADR 0119): public, no sign-in. The customer's request to the supplier: who asks, for
 * which year, by when, and the answer form; shown first in the language the customer chose for it.
 * Every broken link — missing, tampered, withdrawn, another's — shows the same page, which says nothing
 * about whether it existed; a closed year's link says only that it is closed.
 */
export function SupplierPage() {
  const { t, i18n } = useTranslation(ns);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const link = useQuery({ ...supplierLinkQuery(id), enabled: id !== '' });
  const view = link.data;
  const languageSet = useRef(false);
  useEffect(() => {
    if (!view || languageSet.current) return;
    languageSet.current = true;
    if (view.language !== i18n.language) void changeLanguage(view.language);
  }, [view, i18n.language]);

  return (
    <PublicFrame
      product={t('product')}
      title={t('title')}
      description={t('description')}
      languageId="supplier-language"
      width="wide"
    >
      <PublicLinkStates ns={ns} id={id} link={link} testId="supplier">
        {(view) => (
          <SpaceBetween size="l">
            <LinkFacts
              ns={ns}
              company={view.company}
              yearEnd={view.yearEnd}
              items={[
                { label: t('supplier'), value: view.supplierName },
                { label: t('due'), value: formatDate(view.dueDate) },
              ]}
            />
            {view.answer ? <Submitted answer={view.answer} /> : <AnswerForm id={id} />}
          </SpaceBetween>
        )}
      </PublicLinkStates>
    </PublicFrame>
  );
}
