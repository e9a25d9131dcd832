import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import { scope3TierText } from '@esg/core/pages/climate/scope3Tier';
import { listOptions } from '../../../forms/listOptions';
import { formatAside, formatClauses, formatDecimal, formatList, formatRatio } from '../../../i18n/format';
import { languageOf } from '../../../i18n/languages';
import { shortColumn } from '../../../ui/shortColumn';
import { useSimplified, wordingIn } from '../../../ui/wording';
import { useClimateMetrics } from '../api/getMetrics';
import { ns } from '../i18n';

/**
 * What the Metrics and targets page shows computed (D-MT-GHG1/2/3, D-MT-TGT): Scope 1 and 2 from
 * the GHG accounting with their method and factor sources, Scope 3 by category, target progress.
 */
export function MetricsPanel({ year, version }: { year: string; version: number }) {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const toSimplified = useSimplified(lang);
  const metrics = useClimateMetrics(year, version);
  if (metrics.isPending) return <Spinner aria-label={t('calculated')} />;
  if (metrics.isError) return <Alert type="error">{t('loadFailed')}</Alert>;
  const m = metrics.data;
  // Decimal text from the API, shown by the one rule for figures (lib/figures.ts); text that is no number as it is.
  const figure = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? formatDecimal(Number(text), lang) : text);
  // The total's sentence, said incomplete after its unit and categories when a gap left it so (ADR 0109).
  const scope3Total = (total: typeof m.scope3Total) => {
    const sentence = t('scope3Total', { total: figure(total.tCO2e), categories: formatList(total.categories, lang) });
    return total.complete ? sentence : formatAside(sentence, t('incomplete'), lang);
  };
  const label = (list: string, value: string) =>
    listOptions(list, lang)?.find((o) => o.value === value)?.label ?? value;
  // What a Scope 3 figure lacks, in the reader's words: never a silent zero (ADR 0109).
  const needs = (missing: NonNullable<(typeof m.scope3)[number]['missing']>) =>
    formatClauses(
      missing
        .map((x) =>
          x.kind === 'rate'
            ? t('needsRate', { currency: x.currency })
            : x.kind === 'ownFactor'
              ? t('needsOwnFactor')
              : t('needsFactor'),
        )
        .filter((text, i, all) => all.indexOf(text) === i),
      lang,
    );
  const scopes = [
    { id: 'scope1', name: t('scope1'), figure: m.scope1 },
    { id: 'scope2', name: t('scope2'), figure: m.scope2 },
  ];
  type Scope = (typeof scopes)[number];
  type Scope3 = (typeof m.scope3)[number];
  return (
    <Container
      header={
        <Header variant="h2" description={t('calculatedInfo')}>
          {t('calculated')}
        </Header>
      }
      data-testid="climate-metrics"
    >
      <SpaceBetween size="l">
        <Table
          variant="embedded"
          wrapLines
          items={scopes}
          // The scope and its figure kept whole beside the long method and sources (never 范 / 围 / 1).
          columnDefinitions={[
            shortColumn<Scope>({ id: 'scope', header: t('scope'), cell: (s) => s.name }),
            shortColumn<Scope>(
              {
                id: 'value',
                header: t('tCO2e'),
                minWidth: 150,
                cell: (s) => {
                  const value = figure(s.figure.tCO2e);
                  return s.figure.complete ? value : formatAside(value, t('incomplete'), lang);
                },
              },
              'words',
            ),
            {
              id: 'method',
              header: t('method'),
              cell: (s) =>
                t(s.figure.basis.locationBased ? 'methodTextLocation' : 'methodText', {
                  year: s.figure.basis.factorYear,
                  gwp: s.figure.basis.gwpSet,
                }),
            },
            {
              id: 'factors',
              header: t('factors'),
              // The factors' published sources in the reader's language, as the report prints them (ADR 0130, 0137;
              // ids are the library's, not the reader's); a source the library has only in English marked so.
              cell: (s) =>
                s.figure.factors.length
                  ? [
                      ...new Map(s.figure.factors.map((f) => [`${f.proxy ? '1' : '0'}${f.source ?? ''}`, f])).entries(),
                    ].map(([k, f], i) => {
                      const worded = wordingIn(f.source ?? '', { hk: f.sourceHk, cn: f.sourceCn }, lang, toSimplified);
                      const source = worded.text ? <span lang={worded.lang}>{worded.text}</span> : t('factorNoSource');
                      return (
                        <span key={k}>
                          {i > 0 && (lang === 'en' ? '; ' : '；')}
                          {source}
                          {f.proxy && t('factorProxySuffix')}
                        </span>
                      );
                    })
                  : t('noFactors'),
            },
          ]}
        />
        <Table
          variant="embedded"
          wrapLines
          header={
            <Header
              variant="h3"
              description={m.scope3Total.categories.length ? scope3Total(m.scope3Total) : t('scope3TotalNone')}
            >
              {t('scope3')}
            </Header>
          }
          items={m.scope3}
          // Each column's words kept whole, or its header on one line (never 已匯 / 報, 不相 / 關, 須提 / 供, 噸二氧化碳當 /
          // 量), beside the figure and what it needs.
          columnDefinitions={[
            // A category's words whole, its number with the first (never 3 / 燃料及能源相關活動): an English one wraps
            // between its words (1 Purchased / goods and services), not widening the table past the tutorial panel.
            shortColumn<Scope3>(
              { id: 'category', header: t('category'), cell: (c) => label('scope3Categories', String(c.category)) },
              'words',
            ),
            {
              id: 'value',
              minWidth: 130,
              header: t('tCO2e'),
              // Category 1's suppliers' own figures, tier 1 (ADR 0119), said beside the figure they are part of.
              // A figure a gap left incomplete says so, as Scope 1 and 2 do and as Part D stars it (ADR 0109).
              cell: (c) => {
                if (c.tCO2e === null) return '–';
                const value = c.supplier
                  ? `${figure(c.tCO2e)} ${t('supplierPart', { value: figure(c.supplier.tCO2e), count: c.supplier.suppliers })}`
                  : figure(c.tCO2e);
                return c.complete ? value : formatAside(value, t('incomplete'), lang);
              },
            },
            shortColumn<Scope3>({ id: 'state', header: t('state'), cell: (c) => t(`state_${c.state}`) }),
            shortColumn<Scope3>(
              { id: 'method', header: t('method'), cell: (c) => (c.method ? label('scope3Methods', c.method) : '–') },
              'words',
            ),
            // Category 1's data quality by its parts, by the rule and in the words Part D prints (ADR 0119): each part
            // on a line of its own, wrapping in even lines, so the table fits beside the tutorial panel at 1366 px.
            shortColumn<Scope3>(
              { id: 'tier', header: t('tier'), minWidth: 136, cell: (c) => scope3TierText(c, lang) },
              'clauses',
            ),
            { id: 'needs', header: t('needs'), minWidth: 96, cell: (c) => needs(c.missing ?? []) || '–' },
          ]}
        />
        <Table
          variant="embedded"
          wrapLines
          header={<Header variant="h3">{t('targets')}</Header>}
          items={m.targets}
          empty={t('noTargets')}
          columnDefinitions={[
            { id: 'metric', header: t('metric'), cell: (x) => label('targetMetrics', x.metric) },
            { id: 'base', header: t('base'), cell: (x) => `${x.baseYear}: ${x.baseValue ? figure(x.baseValue) : '–'}` },
            { id: 'current', header: t('current'), cell: (x) => (x.currentValue ? figure(x.currentValue) : '–') },
            { id: 'target', header: t('target'), cell: (x) => `${x.targetYear}: ${figure(x.targetValue)}` },
            {
              id: 'progress',
              header: t('progress'),
              cell: (x) =>
                x.progress === null
                  ? t('notCalculated')
                  : t('progressValue', { value: formatRatio(Number(x.progress), lang) }),
            },
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}
