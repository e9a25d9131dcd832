import { describe, expect, it } from 'vitest';
import type { AnswersByPage, ProvisionStatus } from '../src/catalogue/disclosure';
import { PAGES } from '../src/catalogue/registry';
import { classify, combine, NO_PROGRESS, REVIEW_SECTIONS, type SectionProgress } from '../src/domain/progress/classify';
import { pageDataProgress, SECTION_SOURCES, type YearContext } from '../src/domain/progress/sources';
import { PAGE_GROUPS } from '../src/domain/access/pages';

const progress = (pages: string[], saved: string[], missingMandatory: string[] = []): SectionProgress => ({
  pages,
  saved,
  missingMandatory,
});

describe('a section of the year under review (issue #4 §8)', () => {
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

const ctx = (answers: AnswersByPage, provisions: ProvisionStatus[] = []) =>
  ({ pageAnswers: async () => answers, disclosure: async () => provisions }) as unknown as YearContext;

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

  it('tracks nothing in a section without declared pages', async () => {
    expect(await pageDataProgress(ctx({ company_information: {} }), 'miscellaneous')).toEqual(NO_PROGRESS);
  });
});
