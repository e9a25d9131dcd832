import { disclosureStatus } from '../../catalogue/disclosure';
import { pageInRuleSet, type PageDeclaration } from '../../catalogue/page';
import { pageByKey, PAGES } from '../../pages/index';
import { reportDate } from './format';
import type { Language } from '../../schemas/common';
import type { ReportBlock, ReportData, ReportSection } from '../../schemas/reports';
import { PAGE_TITLES } from '../../pages/titles';
import { policies as policiesPage } from '../../pages/background/policies';
import type { PeriodRecord } from '../records';
import { aboutSections, boundaryOf } from './about';
import { comparison } from './consistency';
import { provisionName, provisionReference } from './aspects';
import { appendixSections } from './appendix';
import { contentIndex, PART_D_CROSS_REFERENCES, type IndexEntry } from './contentIndex';
import { a1Part, a2Tables, provisionsWithFigures, scope3OfPartD, type EmissionYears } from './environmental';
import { partDMetrics } from './partD';
import { reportCharts } from './charts';
import { REPORT_MESSAGES, reportText, type ReportMessageKey } from './messages';
import type { ReportInputs } from './inputs';
import { PRINTED_IN_PART_D } from './partDScope3';
import { anchoredPageBlocks, fieldBlocks, pageLabel, pageProvisions, type LocationNames } from './pageBlocks';
import { allFields } from '../../catalogue/page';
import { withBoardApproval } from './boardApproval';
import { afterFilter, merged, namedIn, shifted, withCaptionAnchors } from './anchors';
import { fatalityTable, REPORTED_IN_TABLES, trainingTable, turnoverTable, workforceTable } from './social';

export type { ReportInputs } from './inputs';

/** Fields the report prints in tables of their own, never one by one. */
const OMITTED: ReadonlySet<string> = new Set([...REPORTED_IN_TABLES, ...PRINTED_IN_PART_D]);

const fy = (lang: Language, p: PeriodRecord) => reportText(lang, 'thisYear', { year: p.yearEnd.slice(0, 4) });

const section = (
  id: string,
  level: 1 | 2,
  heading: string,
  blocks: ReportBlock[],
  provisions: string[] = [],
  anchors?: Record<string, number>,
): ReportSection => ({ id, level, heading, provisions, ...(anchors ? { anchors } : {}), blocks });

/** A catalogue page as one section of the report (left out when the page has no answers). */
function pageSection(key: string, x: ReportInputs, locations: LocationNames, extra: ReportBlock[] = []) {
  const page = pageByKey(key);
  if (!page || !pageInRuleSet(page, x.ruleSet)) return [];
  const own = anchoredPageBlocks(page, x.answers[key], { lang: x.lang, locations, omit: OMITTED });
  const blocks = [...extra, ...own.blocks];
  if (blocks.length === 0) return [];
  const titles = PAGE_TITLES as Record<string, Record<Language, string> | undefined>;
  const heading = titles[key]?.[x.lang] ?? pageLabel(page.tabs[0]!.labels, x.lang);
  // The figures printed in tables of their own (`extra`, first) disclose the provisions of the fields they print.
  const inTables = allFields(page).flatMap(({ field }) => (OMITTED.has(field.id) ? (field.provisions ?? []) : []));
  const anchors = merged(
    Object.fromEntries(extra.length ? inTables.map((c) => [c, Math.max(0, namedIn(extra, c))]) : []),
    shifted(own.anchors, extra.length),
  );
  return [section(`page-${key.replace(/_/g, '-')}`, 2, heading, blocks, pageProvisions(page), anchors)];
}

const chapter = (
  id: string,
  x: ReportInputs,
  key: ReportMessageKey,
  parts: ReportSection[],
  intro: ReportBlock[] = [],
) => (parts.length || intro.length ? [section(id, 1, reportText(x.lang, key), intro), ...parts] : []);

/**
 * The environmental pages' narratives (targets and steps taken per source, water sourcing) printed under their own
 * aspect (ADR 0087), each under the page's name — not as a dozen parts of their own headed "Targets and steps
 * taken", which read as the form. A page goes to the aspect of its first provision (A1, A2 or A3).
 */
function foldIntoAspects(aspects: ReportSection[], pageSections: readonly ReportSection[]) {
  for (const page of pageSections) {
    const aspect = /^A(\d)/.exec(page.provisions[0] ?? '')?.[1] ?? '3';
    const home = aspects.find((s) => s.id === `env-a${aspect}`) ?? aspects.find((s) => s.id === 'env-a3')!;
    const kept = page.blocks.map((b) => !(b.kind === 'records' && b.records.length === 0));
    const blocks = page.blocks.filter((_, i) => kept[i]);
    if (blocks.length === 0) continue;
    // A provision the aspect's own figures already disclose keeps pointing at them; the page's others at its blocks.
    const at = home.blocks.length;
    const own = shifted(afterFilter(page.anchors, kept), at + 1);
    const added = page.provisions.filter((c) => !home.provisions.includes(c));
    home.anchors = merged(Object.fromEntries(added.map((c) => [c, own[c] ?? at])), home.anchors ?? {});
    home.blocks.push({ kind: 'records', caption: page.heading, records: [] }, ...blocks);
    home.provisions = [...new Set([...home.provisions, ...page.provisions])];
  }
}

const keysOf = (pages: readonly PageDeclaration[]) => pages.map((p) => p.key);

/**
 * Where each policy of the Policies page is printed (ADR 0075): under its own aspect, first in that part, as
 * published reports do — not in a list of policies under governance.
 */
export const POLICY_HOMES: Readonly<Record<string, string>> = {
  emissions: 'env-a1',
  useOfResources: 'env-a2',
  naturalResources: 'env-a3',
  climateChange: 'env-a4',
  employment: 'page-employment',
  healthSafety: 'page-health-safety',
  training: 'page-development-training',
  labourStandards: 'page-labour-standards',
  supplyChain: 'page-supply-chain',
  productResponsibility: 'page-product',
  antiCorruption: 'page-anti-corruption',
  communityInvestment: 'page-community-investment',
};

/** Each answered policy moved to the start of its aspect's part, which then also discloses its provisions. */
function withPolicies(sections: ReportSection[], x: ReportInputs, locations: LocationNames): ReportSection[] {
  const page = pageByKey('policies')!;
  return sections.map((s) => {
    const field = Object.keys(POLICY_HOMES).find((k) => POLICY_HOMES[k] === s.id);
    if (!field) return s;
    const { blocks, provisions } = fieldBlocks(page, x.answers.policies, field, { lang: x.lang, locations });
    // The policy comes first: it discloses its provisions where the part starts, the part's own blocks move down.
    const anchors = merged(shifted(s.anchors, blocks.length), Object.fromEntries(provisions.map((c) => [c, 0])));
    const provided = [...new Set([...s.provisions, ...provisions])];
    return { ...s, blocks: [...blocks, ...s.blocks], provisions: provided, anchors };
  });
}

/** The chapters between About this report and the content index, from the year's data only. */
function bodySections(x: ReportInputs, locations: LocationNames): ReportSection[] {
  const { lang } = x;
  const pages = (keys: string[], extra: Record<string, ReportBlock[]> = {}) =>
    keys.flatMap((k) => pageSection(k, x, locations, extra[k]));
  const years: EmissionYears = {
    lang,
    thisYear: { label: fy(lang, x.period), json: x.emissions },
    ...(x.previous && x.previousEmissions
      ? { lastYear: { label: fy(lang, x.previous), json: x.previousEmissions } }
      : {}),
  };
  const charts = reportCharts(x, years);
  const envPages = keysOf(PAGES.filter((p) => p.route.startsWith('/environmental/')));
  const environmental = [
    section('env-a1', 2, reportText(lang, 'a1'), a1Part(years, scope3OfPartD(x), charts.emissions), [
      'A1.1',
      'A1.2',
      'A1.3',
      'A1.4',
    ]),
    section('env-a2', 2, reportText(lang, 'a2'), [...a2Tables(years), ...charts.resources], ['A2.1', 'A2.2', 'A2.5']),
    section('env-a3', 2, reportText(lang, 'a3'), []),
    section('env-a4', 2, reportText(lang, 'a4'), []),
  ];
  foldIntoAspects(environmental, pages(envPages));
  const labels = {
    lang,
    thisYear: fy(lang, x.period),
    ...(x.previous ? { lastYear: fy(lang, x.previous) } : {}),
    locations,
  };
  const employment = [
    ...workforceTable(x.answers.employment, lang, pageLabel(pageByKey('employment')!.tabs[0]!.labels, lang)),
    ...turnoverTable(x.answers.employment, x.previousAnswers.employment, labels),
    ...charts.workforce,
  ];
  const socialKeys = keysOf(PAGES.filter((p) => p.route.startsWith('/social/')));
  const social = pages(socialKeys, {
    employment,
    health_safety: fatalityTable(x.fatalities, lang),
    development_training: trainingTable(x.answers.development_training, lang),
  });
  const climateKeys = keysOf(PAGES.filter((p) => p.route.startsWith('/climate/')));
  const partD =
    x.ruleSet === '2025'
      ? chapter(
          'part-d',
          x,
          'partD',
          [
            section(
              'part-d-scopes',
              2,
              reportText(lang, 'partDGhg'),
              partDMetrics(years, x.climate, x.answers.climate_metrics?.scope3Screening),
              ['D-MT-GHG1', 'D-MT-GHG2', 'D-MT-GHG3'],
            ),
            ...pages(climateKeys),
          ],
          [{ kind: 'p', text: reportText(lang, 'partDIntro') }],
        )
      : [];
  // A part made only to hold a policy (A3, A4) is left out when there is none.
  const placed = (parts: ReportSection[]) =>
    withPolicies(parts, x, locations).filter((s) => !['env-a3', 'env-a4'].includes(s.id) || s.blocks.length);
  const [environmentalParts, socialParts] = [placed(environmental), placed(social)];
  // A policy whose aspect has no part this year (nothing else entered for it) stays under governance.
  const homes = new Set([...environmentalParts, ...socialParts].map((s) => s.id));
  const homeless = Object.keys(POLICY_HOMES).filter((k) => !homes.has(POLICY_HOMES[k]!));
  const policies = homeless.map((k) => fieldBlocks(pageByKey('policies')!, x.answers.policies, k, { lang, locations }));
  const policySection = policies.some((p) => p.blocks.length)
    ? [
        section(
          'page-policies',
          2,
          policiesPage.title[lang],
          policies.flatMap((p) => p.blocks),
          policies.flatMap((p) => p.provisions),
        ),
      ]
    : [];
  return [
    ...chapter('governance', x, 'governance', [
      ...pages(['board_statement', 'board_committee', 'risk_management', 'stakeholder']),
      ...policySection,
    ]),
    ...chapter('environmental', x, 'environmental', environmentalParts),
    ...chapter('social', x, 'social', socialParts),
    ...chapter('misc', x, 'misc', pages(['prof_quali', 'corp_awards'])),
    ...partD,
  ];
}

/** The content index as a table: provision → page (filled after layout), or its explanation. */
function indexSection(entries: readonly IndexEntry[], lang: Language): ReportSection {
  const where = (e: IndexEntry) =>
    e.state === 'disclosed'
      ? { page: e.anchor ?? e.section }
      : e.state === 'explained'
        ? reportText(lang, 'explained', { reason: e.reason })
        : e.state === 'notApplicable'
          ? reportText(lang, 'notApplicable', { reason: e.reason })
          : reportText(lang, e.obligation === 'mandatory' ? 'notDisclosedRequired' : 'notDisclosed');
  return section('content-index', 1, reportText(lang, 'index'), [
    {
      kind: 'table',
      caption: reportText(lang, 'index'),
      head: [reportText(lang, 'provision'), reportText(lang, 'codeWording'), reportText(lang, 'disclosure')],
      rows: entries.map((e) => [provisionReference(e, lang), provisionName(e, lang), where(e)]),
    },
  ]);
}

/** The year's content index (also what the generate page lists as gaps before printing). */
export function yearIndex(
  x: Pick<ReportInputs, 'answers' | 'ruleSet' | 'emissions' | 'materiality' | 'previous' | 'previousEmissions'>,
  sections: readonly ReportSection[],
) {
  const statuses = disclosureStatus(PAGES, x.answers, x.ruleSet);
  const withData = provisionsWithFigures(x.emissions);
  // The report writes these from the data: what changed since last year (when there is something to compare), and
  // the boundary once it has locations.
  if (comparison(x) !== 'nothing') withData.add('MDR-PRIN-CONS');
  if (boundaryOf(x.answers).size > 0) withData.add('MDR-BOUND');
  if (x.materiality) withData.add('MDR-PRIN-MAT');
  return contentIndex(statuses, withData, sections, x.ruleSet === '2025' ? PART_D_CROSS_REFERENCES : {});
}

/** The whole report (the worker adds page numbers after a first layout). */
export function buildReport(inputs: ReportInputs): { data: ReportData; index: IndexEntry[] } {
  // One approval date wherever the report prints one (ADR 0113): the board statement's part prints the frame's.
  const x = withBoardApproval(inputs);
  const { lang } = x;
  const locations = boundaryOf(x.answers);
  const company = lang === 'en' ? x.company.name : (x.company.nameZh ?? x.company.name);
  // A part with nothing to show says so in words (a fresh company's report has no bare headings).
  const body = [...aboutSections(x, locations), ...bodySections(x, locations)].map((s) =>
    s.level === 2 && s.blocks.length === 0
      ? { ...s, blocks: [{ kind: 'p' as const, text: reportText(lang, 'sectionEmpty') }] }
      : withCaptionAnchors(s),
  );
  const index = yearIndex(x, body);
  const sections = numbered([...body, indexSection(index, lang), ...appendixSections(x)].map(withoutRepeatedHeading));
  const contents = section('contents', 1, reportText(lang, 'contents'), [
    { kind: 'contents', entries: sections.map((s) => ({ id: s.id, heading: s.heading, level: s.level })) },
  ]);
  const period = reportText(lang, 'period', {
    start: reportDate(x.period.startDate, lang),
    end: reportDate(x.period.endDate, lang),
  });
  const data: ReportData = {
    lang,
    edition: x.edition,
    company,
    title: reportText(lang, 'title'),
    period,
    cover: [
      reportText(lang, 'yearEnded', { date: reportDate(x.period.yearEnd, lang) }),
      reportText(lang, 'coverLanguage'),
      reportText(lang, 'coverGenerated', { date: reportDate(x.generatedAt, lang) }),
    ],
    // The page's own margin boxes draw these in its fonts (ADR 0074), so they are in the report's language.
    header: `${company} · ${reportText(lang, 'title')} · ${fy(lang, x.period)}`,
    footer: `${reportDate(x.period.startDate, lang)} – ${reportDate(x.period.endDate, lang)}`,
    pageNumber: REPORT_MESSAGES[lang].pageOfPages,
    ...(x.edition === 'draft' ? { watermark: reportText(lang, 'draft') } : {}),
    sections: [contents, ...sections],
  };
  return { data, index };
}

/**
 * A part's table or card named as the part is (2.1 Board statement over "Board statement", 7 over "HKEX ESG Reporting
 * Code content index"): the heading already says it, so the caption is not printed again under it (ADR 0087). Blocks
 * keep their places, so the anchors the content index reads stay where they were.
 */
function withoutRepeatedHeading(s: ReportSection): ReportSection {
  const repeats = (b: ReportBlock) => 'caption' in b && b.caption === s.heading;
  if (!s.blocks.some(repeats)) return s;
  return { ...s, blocks: s.blocks.map((b) => (repeats(b) ? { ...b, caption: '' } : b)) };
}

/** "3 Environmental", "3.2 A2 Use of resources": numbered headings (also what makes each findable once laid out). */
function numbered(sections: ReportSection[]): ReportSection[] {
  let chapter = 0;
  let part = 0;
  return sections.map((s) => {
    if (s.level === 1) [chapter, part] = [chapter + 1, 0];
    else part += 1;
    return { ...s, heading: `${s.level === 1 ? chapter : `${chapter}.${part}`} ${s.heading}` };
  });
}
