import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import { languageOf } from '../../../i18n/languages';
import { policyCombinationsQuery } from '../api/policies';
import { ns } from '../i18n';

type Answer = 1 | 0 | -1 | null;
const STATUS = { 1: 'success', 0: 'stopped', '-1': 'info' } as const;
const ANSWER_KEY = { 1: 'policyYes', 0: 'policyNo', '-1': 'policyNotDisclosed' } as const;

/** 'A1 Emissions' → 'A1'. */
const aspectCode = (aspect: string) => /^[A-D]\d*\b/.exec(aspect)?.[0] ?? aspect;

/** The year's policy answer per HKEX aspect (GET /api/policies/combinations/{year}), read-only. */
export function PolicyResults({ year }: { year: string }) {
  const { t, i18n } = useTranslation(ns);
  const language = languageOf(i18n.language);
  const result = useQuery(policyCombinationsQuery(year));
  if (result.isError) return <Alert type="error">{t('policiesFailed')}</Alert>;
  const items = result.data?.policies ?? [];
  const answered = items.filter((p) => p.answer !== null).length;
  const answerCell = (answer: Answer) =>
    answer === null ? (
      <StatusIndicator type="warning">{t('policyUnanswered')}</StatusIndicator>
    ) : (
      <StatusIndicator type={STATUS[answer]}>{t(ANSWER_KEY[answer])}</StatusIndicator>
    );
  return (
    <Table
      header={
        <Header variant="h2" counter={result.data ? `(${answered}/${items.length})` : undefined}>
          {t('policiesTitle')}
        </Header>
      }
      loading={result.isPending}
      loadingText={t('matrixLoading')}
      items={items}
      trackBy="fieldId"
      wrapLines
      columnDefinitions={[
        // The aspect's code (A1, B8) and the question's label in the reader's language; the catalogue's aspect name is English.
        { id: 'aspect', header: t('policyAspect'), cell: (p) => `${aspectCode(p.aspect)} ${p.labels[language]}` },
        { id: 'answer', header: t('policyAnswer'), cell: (p) => answerCell(p.answer) },
        { id: 'name', header: t('policyName'), cell: (p) => p.policyName ?? '' },
        { id: 'coverage', header: t('policyCoverage'), cell: (p) => p.coverage ?? '' },
        { id: 'compliance', header: t('policyCompliance'), cell: (p) => p.compliance ?? '' },
        { id: 'reason', header: t('policyReason'), cell: (p) => p.reason ?? '' },
      ]}
    />
  );
}
