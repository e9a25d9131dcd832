import type { AnswersByPage } from '../../catalogue/disclosure';
import { cellStart, joinList, joinSentences, listSeparator } from '../../lib/format';
import type { TableRow } from '../../catalogue/values';
import { REFERENCE_LISTS } from '../../catalogue/lists';
import { pageByKey } from '../../pages/index';
import { reportDate } from './format';
import type { ReportBlock, ReportSection } from '../../schemas/reports';
import type { ReportInputs } from './inputs';
import { comparison, detectChanges, type ConsistencyChange } from './consistency';
import { restatementBlocks } from './restatement';
import { boardApproval } from './boardApproval';
import { yearOnYear } from './environmental';
import { factorSource, factorsUsed, printedFactorName, proxySentence } from './factors';
import { materialityBlocks } from './materiality';
import { reportText, type ReportMessageKey } from './messages';
import { pageBlocks, type LocationNames } from './pageBlocks';
import { sourceNames } from './notes';

/** The year's in-boundary locations (Reporting boundaries page): id → name. */
export function boundaryOf(answers: AnswersByPage): Map<string, string> {
  const rows = (answers.reporting_boundaries?.locations as TableRow[] | undefined) ?? [];
  return new Map(
    rows
      .filter((r) => r.inBoundary !== 'no' && typeof r.locationId === 'string')
      .map((r) => [r.locationId as string, String(r.name ?? r.locationId)]),
  );
}

/** The year's boundary ids, or undefined when its Reporting boundary page holds no locations list. */
export const recordedBoundary = (answers: AnswersByPage): string[] | undefined =>
  answers.reporting_boundaries?.locations === undefined ? undefined : [...boundaryOf(answers).keys()];

const p = (text: string): ReportBlock => ({ kind: 'p', text });

export function changeText(x: Pick<ReportInputs, 'lang' | 'emissions'>, c: ConsistencyChange): string {
  const t = (k: ReportMessageKey, params: Record<string, string | number> = {}) => reportText(x.lang, k, params);
  switch (c.kind) {
    case 'gwp':
      return t('changeGwp', c);
    case 'factor':
      return t('changeFactor', {
        ...c,
        name: printedFactorName(factorsUsed(x.emissions).find((f) => f.id === c.id) ?? {}, x.lang),
      });
    case 'boundary':
      return t('changeBoundary');
    case 'method':
      return t('changeMethod', { method: c.method });
    case 'coverage':
      return joinSentences(
        [
          ...(c.added.length
            ? [t('changeCoverageAdded', { figure: t(c.figure), sources: sourceNames(c.added, x.lang) })]
            : []),
          ...(c.removed.length
            ? [t('changeCoverageRemoved', { figure: t(c.figure), sources: sourceNames(c.removed, x.lang) })]
            : []),
        ],
        x.lang,
      );
  }
}

function boundaryBlocks(x: ReportInputs, locations: LocationNames, changes: ConsistencyChange[]): ReportBlock[] {
  const t = (k: ReportMessageKey, params: Record<string, string | number> = {}) => reportText(x.lang, k, params);
  const page = pageByKey('reporting_boundaries')!;
  const approach = x.answers.reporting_boundaries?.consolidationApproach;
  const named = REFERENCE_LISTS.consolidationApproaches!.find((o) => o.value === approach)?.labels[x.lang];
  const out: ReportBlock[] = [
    // A statement about the data is derived from the data (ADR 0087): figures without a recorded boundary are not
    // "no location in scope".
    p(
      locations.size
        ? t(locations.size === 1 ? 'boundaryTextOne' : 'boundaryText', { count: locations.size })
        : t(x.emissions.lines.length > 0 ? 'boundaryNotRecorded' : 'boundaryNone'),
    ),
    // The company's own choice (ADR 0073): nothing is said for a company that has not made it.
    ...(named ? [p(t('consolidation', { approach: x.lang === 'en' ? named.toLowerCase() : named }))] : []),
    ...pageBlocks(page, x.answers.reporting_boundaries, { lang: x.lang, locations }),
  ];
  if (!x.previous || recordedBoundary(x.previousAnswers) === undefined) return out;
  const change = changes.find((c) => c.kind === 'boundary');
  if (!change) return [...out, p(t('boundaryUnchanged'))];
  const before = boundaryOf(x.previousAnswers);
  out.push(p(t('boundaryChanged')));
  if (change.added.length)
    out.push(
      p(
        t('boundaryAdded', {
          names: joinList(
            change.added.map((i) => locations.get(i) ?? i),
            x.lang,
          ),
        }),
      ),
    );
  if (change.removed.length)
    out.push(
      p(
        t('boundaryRemoved', {
          names: joinList(
            change.removed.map((i) => before.get(i) ?? i),
            x.lang,
          ),
        }),
      ),
    );
  return out;
}

function quantitativeBlocks(x: ReportInputs): ReportBlock[] {
  const t = (k: ReportMessageKey, params: Record<string, string | number> = {}) => reportText(x.lang, k, params);
  const factors = factorsUsed(x.emissions);
  if (factors.length === 0) return [p(t('quantitativeNone'))];
  // By name and source only (ADR 0086): the appendix has each factor's value, unit and year.
  // Grouped by the library's own (English) source, printed in the edition's wording: every edition has the same rows,
  // whether or not two sources' translations happen to coincide (the pack's parity check counts them, ADR 0099).
  const sources = new Map<string, [string, string[]]>();
  for (const f of factors) {
    const group = sources.get(factorSource(f, 'en')) ?? [factorSource(f, x.lang), []];
    group[1].push(printedFactorName(f, x.lang));
    sources.set(factorSource(f, 'en'), group);
  }
  return [
    p(t('quantitativeText', { gwp: x.emissions.gwpSet })),
    {
      kind: 'table',
      caption: t('factorSources'),
      head: [t('factorSource'), t('factorId')],
      rows: [...sources.values()].map(([source, names]) => [
        source,
        cellStart([...new Set(names)].join(listSeparator(x.lang))),
      ]),
    },
    // The year the factors were chosen for, as the entry pages name it: the calendar year holding most of the months.
    ...proxySentence(factors, x.emissions.year, x.lang),
  ];
}

/**
 * The board's approval (`boardApproval`: its sign-off through the review with the directors who approved, else a
 * date typed on the board statement page that the version can claim) and the contact for feedback (company
 * information), when given.
 */
export function frameBlocks(
  x: Pick<ReportInputs, 'lang' | 'answers' | 'boardApprovedOn' | 'boardApprovers' | 'restatement'>,
): ReportBlock[] {
  const t = (k: ReportMessageKey, params: Record<string, string | number> = {}) => reportText(x.lang, k, params);
  const approved = boardApproval(x);
  const contact = x.answers.company_information?.feedbackContact;
  const approval = !approved
    ? []
    : x.boardApprovedOn
      ? [
          p(t('boardSignedOff', { date: reportDate(approved.on, x.lang) })),
          ...(approved.by.length ? [p(t('boardApprovers', { names: approved.by.join(listSeparator(x.lang)) }))] : []),
        ]
      : [p(t('approvedOn', { date: reportDate(approved.on, x.lang) }))];
  return [
    ...approval,
    ...(typeof contact === 'string' && contact.trim() ? [p(t('feedback', { contact: contact.trim() }))] : []),
  ];
}

/** About this report: the Mandatory Disclosure Requirements written from the year's data. */
export function aboutSections(x: ReportInputs, locations: LocationNames): ReportSection[] {
  const t = (k: ReportMessageKey, params: Record<string, string | number> = {}) => reportText(x.lang, k, params);
  const changes = detectChanges(
    { emissions: x.emissions, boundary: [...locations.keys()] },
    x.previous && x.previousEmissions
      ? { emissions: x.previousEmissions, boundary: recordedBoundary(x.previousAnswers) }
      : undefined,
  );
  const compared = comparison(x);
  const plainly = {
    first: 'consistencyFirst',
    nothing: 'consistencyNothing',
    noEarlier: 'consistencyNoEarlier',
  } as const;
  const consistency =
    compared !== 'compared'
      ? [p(t(plainly[compared]))]
      : changes.length
        ? changes.map((c) => p(changeText(x, c)))
        : [p(t(recordedBoundary(x.previousAnswers) === undefined ? 'consistencyNoBoundary' : 'consistencyNone'))];
  const s = (id: string, level: 1 | 2, key: ReportMessageKey, blocks: ReportBlock[], provisions: string[] = []) => ({
    id,
    level,
    heading: t(key),
    provisions,
    blocks,
  });
  const trend = yearOnYear({
    lang: x.lang,
    thisYear: { label: '', json: x.emissions },
    ...(x.previous && x.previousEmissions ? { lastYear: { label: '', json: x.previousEmissions } } : {}),
  });
  return [
    // The frame (ADR 0075): the Code the report follows and the principles it applies, each in a part of its own.
    s('about', 1, 'about', [p(t('codeStatement'))]),
    s('about-period', 2, 'reportingPeriod', [
      p(
        t('reportingPeriodText', {
          start: reportDate(x.period.startDate, x.lang),
          end: reportDate(x.period.endDate, x.lang),
        }),
      ),
      ...frameBlocks(x),
    ]),
    s('about-boundary', 2, 'boundary', boundaryBlocks(x, locations, changes), ['MDR-BOUND']),
    s('about-materiality', 2, 'materiality', materialityBlocks(x.materiality, x.lang), ['MDR-PRIN-MAT']),
    s('about-quantitative', 2, 'quantitative', quantitativeBlocks(x), ['MDR-PRIN-QUANT']),
    s('about-balance', 2, 'balance', [p(trend ? t('balanceText', trend) : t('balanceFirst'))]),
    s('about-consistency', 2, 'consistency', consistency, ['MDR-PRIN-CONS']),
    // A restated year says what was restated and why (docs/decisions/0118-restatement.md).
    ...(x.restatement ? [s('about-restatement', 2, 'restatement', restatementBlocks(x))] : []),
  ];
}
