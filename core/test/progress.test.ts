import { describe, expect, it } from 'vitest';
import type { AnswersByPage, ProvisionStatus } from '../src/catalogue/disclosure';
import { PAGES } from '../src/pages/index';
import { classify, combine, NO_PROGRESS, REVIEW_SECTIONS, type SectionProgress } from '../src/calc/progress/classify';
import {
  pageDataProgress,
  resourceRowsProgress,
  sectionInRuleSet,
  SECTION_SOURCES,
  type YearContext,
} from '../src/domain/progress/sources';
import { ENVIRONMENTAL_RESOURCES } from '../src/pages/index';
import type { ResourceRecord } from '../src/domain/resources/rows';
import type { ResourceType } from '../src/schemas/resources';
import { PAGE_GROUPS } from '../src/pages/navigation';
import type { RuleSet } from '../src/vocabulary/ruleSets';

const progress = (
  pages: string[],
  saved: string[],
  missingMandatory: string[] = [],
  unexplained: string[] = [],
): SectionProgress => ({ pages, saved, missingMandatory, unexplained });

describe('a section of the year under review', () => {
  it('is not started while none of its pages is saved', () => {
    expect(classify(progress(['/social/a', '/social/b'], []))).toBe('notStarted');
    expect(classify(NO_PROGRESS)).toBe('notStarted');
    // A missing mandatory provision alone does not start a section.
    expect(classify(progress(['/background/a'], [], ['MDR-GOV']))).toBe('notStarted');
  });

  it('is in progress once a page is saved, until every page is', () => {
    expect(classify(progress(['/social/a', '/social/b'], ['/social/a']))).toBe('inProgress');
  });

  it('stays in progress with every page saved while a mandatory provision is missing', () => {
    expect(classify(progress(['/background/a'], ['/background/a'], ['MDR-BOUND']))).toBe('inProgress');
  });

  it('stays in progress with every page saved while a comply card leaves a provision neither answered nor explained', () => {
    expect(classify(progress(['/social/a'], ['/social/a'], [], ['B4.1']))).toBe('inProgress');
  });

  it('is complete with every page saved and no mandatory provision missing', () => {
    expect(classify(progress(['/social/a', '/social/b'], ['/social/b', '/social/a']))).toBe('complete');
  });

  it('ignores saved data of pages it does not track', () => {
    expect(classify(progress(['/social/a'], ['/social/gone']))).toBe('notStarted');
  });

  it('adds a source that tracks more pages: complete pages elsewhere become in progress', () => {
    const pageData = progress(['/environmental/water'], ['/environmental/water']);
    expect(classify(combine([pageData]))).toBe('complete');
    const resourceRows = progress(['/environmental/electricities', '/environmental/fuels'], []);
    expect(classify(combine([pageData, resourceRows]))).toBe('inProgress');
    expect(combine([pageData, resourceRows, pageData])).toEqual({
      pages: ['/environmental/electricities', '/environmental/fuels', '/environmental/water'],
      saved: ['/environmental/water'],
      missingMandatory: [],
      unexplained: [],
    });
  });

  it('reviews the page catalogue sections, administration and top-level pages aside, each with a source', () => {
    expect([...REVIEW_SECTIONS]).toEqual(PAGE_GROUPS.filter((g) => g !== 'general' && g !== 'administration'));
    for (const s of REVIEW_SECTIONS) expect(SECTION_SOURCES[s].length, s).toBeGreaterThan(0);
  });
});

const provision = (code: string, state: ProvisionStatus['state'], pages: string[]): ProvisionStatus => ({
  code,
  part: 'B',
  aspect: '',
  title: '',
  obligation: 'mandatory',
  state,
  fedBy: pages.map((page) => ({ page, field: 'x' })),
  reportedBy: [],
  explanations: [],
});

/** A year's context; the report's gaps (ADR 0134) are the provisions the answers leave missing unless given. */
const ctx = (
  answers: AnswersByPage,
  provisions: ProvisionStatus[] = [],
  ruleSet: RuleSet = '2025',
  gaps: string[] = provisions.filter((p) => p.state === 'missing').map((p) => p.code),
) =>
  ({
    year: { ruleSet },
    pageAnswers: async () => answers,
    disclosure: async () => provisions,
    reportGaps: async () => new Set(gaps),
  }) as unknown as YearContext;

describe('the page data progress source', () => {
  const background = PAGES.filter((p) => p.route.startsWith('/background/'));
  const everyBackgroundPage = Object.fromEntries(background.map((p) => [p.key, {}]));

  it('tracks the catalogue pages declared under the section, by route', async () => {
    const got = await pageDataProgress(ctx({ company_information: { nameEn: 'A' } }), 'background');
    expect(got.pages).toEqual(background.map((p) => p.route));
    expect(got.saved).toEqual(['/background/company_information']);
    expect(classify(got)).toBe('inProgress');
  });

  it('counts a mandatory provision as missing only for sections whose pages feed it', async () => {
    const provisions = [
      provision('MDR-BOUND', 'missing', ['reporting_boundaries']),
      provision('MDR-GOV', 'explained', ['board_statement']),
      { ...provision('B1.1', 'missing', ['company_information']), obligation: 'comply-or-explain' as const },
    ];
    const bg = await pageDataProgress(ctx(everyBackgroundPage, provisions), 'background');
    expect(bg.missingMandatory).toEqual(['MDR-BOUND']);
    expect(classify(bg)).toBe('inProgress');
    const done = await pageDataProgress(ctx(everyBackgroundPage, provisions.slice(1)), 'background');
    expect(classify(done)).toBe('complete');
    const social = await pageDataProgress(ctx({ anti_corruption: {} }, provisions), 'social');
    expect(social.missingMandatory).toEqual([]);
  });

  it("names the comply-or-explain provisions a section's comply cards offer that are neither answered nor explained", async () => {
    const coe = (code: string, state: ProvisionStatus['state']) => ({
      ...provision(code, state, ['policies']),
      obligation: 'comply-or-explain' as const,
    });
    // B4.1 is on Labour standards' comply card; A1.1 is on no Social page; B4.2 is explained, B1.1 reported.
    const provisions = [
      coe('B4.1', 'missing'),
      coe('A1.1', 'missing'),
      coe('B4.2', 'explained'),
      coe('B1.1', 'reported'),
    ];
    const social = await pageDataProgress(ctx({ labour_standards: {} }, provisions), 'social');
    expect(social.unexplained).toEqual(['B4.1']);
    expect(social.missingMandatory).toEqual([]);
    const everySocialPage = Object.fromEntries(
      PAGES.filter((p) => p.route.startsWith('/social/')).map((p) => [p.key, {}]),
    );
    expect(classify(await pageDataProgress(ctx(everySocialPage, provisions), 'social'))).toBe('inProgress');
    expect(classify(await pageDataProgress(ctx(everySocialPage, provisions.slice(1)), 'social'))).toBe('complete');
  });

  it('counts a provision open only when the report leaves it open (ADR 0134), whatever the answers alone say', async () => {
    const coe = (code: string, state: ProvisionStatus['state'], page: string) => ({
      ...provision(code, state, [page]),
      obligation: 'comply-or-explain' as const,
    });
    // A1.1–A2.1: no answer holds them, the figures the resource rows print disclose them (Acme's FY2025).
    const figures = ['A1.1', 'A1.2', 'A2.1'].map((code) => coe(code, 'missing', 'fuels'));
    const everyPage = Object.fromEntries(
      PAGES.filter((p) => p.route.startsWith('/environmental/')).map((p) => [p.key, {}]),
    );
    const printed = await pageDataProgress(ctx(everyPage, figures, '2025', []), 'environmental');
    expect(printed.unexplained).toEqual([]);
    // Answered "disclosed" with nothing the report prints: open, as the final print's refusal says.
    const offered = PAGES.find((p) => p.key === 'labour_standards')!.explains![0]!.provision;
    const answered = [coe(offered, 'reported', 'labour_standards')];
    const social = await pageDataProgress(ctx({ labour_standards: {} }, answered, '2025', [offered]), 'social');
    expect(social.unexplained).toEqual([offered]);
  });

  it('tracks the Climate pages (HKEX Part D) for a 2025 year only; a 2020 year has no Climate section', async () => {
    const climate = PAGES.filter((p) => p.route.startsWith('/climate/'));
    expect(climate.length).toBeGreaterThan(0);
    const y2025 = await pageDataProgress(ctx({ climate_governance: { oversightBody: 'Board' } }), 'climate');
    expect(y2025.pages).toEqual(climate.map((p) => p.route));
    expect(y2025.saved).toEqual(['/climate/climate_governance']);
    expect(await pageDataProgress(ctx({}, [], '2020'), 'climate')).toEqual(NO_PROGRESS);
    expect(sectionInRuleSet('climate', '2020')).toBe(false);
    expect(sectionInRuleSet('climate', '2025')).toBe(true);
    expect(REVIEW_SECTIONS.filter((s) => sectionInRuleSet(s, '2020'))).not.toContain('climate');
    expect(sectionInRuleSet('social', '2020')).toBe(true);
  });

  it('tracks nothing in a section without declared pages', async () => {
    expect(await pageDataProgress(ctx({ company_information: {} }), 'reporting')).toEqual(NO_PROGRESS);
  });

  it('counts the Miscellaneous ordered lists from their saved data', async () => {
    const misc = await pageDataProgress(
      ctx({ prof_quali: { qualifications: [{ sequence: '1', qualification: 'ISO 9001', issuer: 'HKQAA' }] } }),
      'miscellaneous',
    );
    expect(misc.pages).toEqual(['/miscellaneous/prof_quali', '/miscellaneous/corp_awards']);
    expect(misc.saved).toEqual(['/miscellaneous/prof_quali']);
    expect(classify(misc)).toBe('inProgress');
  });
});

const row = (type: ResourceType, months: string[]): ResourceRecord => ({
  rowId: `${type}-${months.join('|')}`,
  type,
  yearEnd: '2025-12-31',
  locationId: 'hq',
  unit: 'kWh',
  months,
  attributes: {},
  version: 1,
  auditId: 'a',
  updatedAt: '2026-01-01T00:00:00Z',
});
const blank = Array<string>(12).fill('');
const once = (i: number, q: string) => blank.map((b, j) => (j === i ? q : b));
const rowsCtx = (rows: ResourceRecord[]) => ({ resourceRows: async () => rows }) as unknown as YearContext;

describe('the resource rows progress source', () => {
  const routes = PAGES.filter((p) => p.key in ENVIRONMENTAL_RESOURCES).map((p) => p.route);

  it('tracks every environmental page holding resource rows, by route', async () => {
    const got = await resourceRowsProgress(rowsCtx([]), 'environmental');
    expect(got.pages).toEqual(routes);
    expect(routes).toHaveLength(Object.keys(ENVIRONMENTAL_RESOURCES).length);
    expect(got.pages).toContain('/environmental/electricities');
    expect(got.pages).toContain('/environmental/water');
    expect(got.saved).toEqual([]);
    expect(classify(got)).toBe('notStarted');
  });

  it('counts a page saved once a row of its types has any month entered', async () => {
    const got = await resourceRowsProgress(
      rowsCtx([row('electricity', once(11, '0')), row('waste', once(3, '12.5'))]),
      'environmental',
    );
    expect(got.saved).toEqual(['/environmental/electricities', '/environmental/waste_generation']);
    expect(got.missingMandatory).toEqual([]);
    expect(classify(got)).toBe('inProgress');
  });

  it('does not count rows with no month entered', async () => {
    const got = await resourceRowsProgress(rowsCtx([row('electricity', blank), row('fuel', blank)]), 'environmental');
    expect(got.saved).toEqual([]);
    expect(classify(got)).toBe('notStarted');
  });

  it('is complete once every such page has an entered row', async () => {
    const types = Object.values(ENVIRONMENTAL_RESOURCES).flat();
    const got = await resourceRowsProgress(rowsCtx(types.map((t) => row(t, once(0, '1')))), 'environmental');
    expect(got.saved).toEqual(got.pages);
    expect(classify(got)).toBe('complete');
  });

  it('tracks nothing in other sections', async () => {
    const rows = [row('electricity', once(0, '1'))];
    for (const s of REVIEW_SECTIONS.filter((x) => x !== 'environmental'))
      expect(await resourceRowsProgress(rowsCtx(rows), s), s).toEqual(NO_PROGRESS);
  });

  it('is combined with the page data source for the environmental section', async () => {
    expect(SECTION_SOURCES.environmental).toEqual([pageDataProgress, resourceRowsProgress]);
    // A narrative saved on one page and rows entered on another: both pages count as saved.
    const ctx2 = {
      year: { ruleSet: '2025' },
      pageAnswers: async () => ({ fuels: { energyTargets: 'Cut diesel use.' } }),
      disclosure: async () => [],
      reportGaps: async () => new Set<string>(),
      resourceRows: async () => [row('electricity', once(0, '1'))],
    } as unknown as YearContext;
    const both = combine(await Promise.all(SECTION_SOURCES.environmental.map((read) => read(ctx2, 'environmental'))));
    expect(both.saved).toEqual(['/environmental/electricities', '/environmental/fuels']);
    expect(classify(both)).toBe('inProgress');
  });
});
