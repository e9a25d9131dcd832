import { describe, expect, it } from 'vitest';
import { pageByKey } from '../../pages/index';
import type { PagePayload } from '../../catalogue/values';
import type { ReportBlock } from '../../schemas/reports';
import { pageBlocks } from './pageBlocks';

const LANGS = ['en', 'hk', 'cn'] as const;
const ctx = (lang: (typeof LANGS)[number]) => ({ lang, locations: new Map<string, string>() });
const captions = (blocks: ReportBlock[]) => blocks.flatMap((b) => ('caption' in b && b.caption ? [b.caption] : []));
const labels = (blocks: ReportBlock[]) =>
  blocks.flatMap((b) =>
    b.kind === 'records' ? b.records.flatMap((r) => r.fields.map(([l]) => l)) : b.kind === 'table' ? b.head : [],
  );

/** Acme's community investment as FY2025 answers it: donations, three activities, and the B8.2 totals. */
const community = {
  focusAreas: ['education'],
  anyContribution: { answer: 1, details: { donations: '50000', volunteerHours: '60' } },
  anyCharitableActivity: {
    answer: 1,
    details: {
      activities: [
        {
          activity: 'Homework club',
          channel: 'ngoPartner',
          focusArea: 'education',
          heldOn: '2025-03-08',
          hours: '240',
          money: '120000',
        },
      ],
      venues: [{ address: 'Tsui Ping Estate Community Hall', city: 'Kwun Tong', country: 'Hong Kong' }],
    },
  },
  totalMoney: '170000',
  totalVolunteerHours: '300',
} as unknown as PagePayload;

/** ADR 0087: a part reads as a report — one heading per part, named by the report's words, not the form's. */
describe('the headings and names a page prints', () => {
  it.each(LANGS)(
    'community investment (%s) prints each heading once: the B8.2 totals alone are "Resources contributed"',
    (lang) => {
      const blocks = pageBlocks(pageByKey('community_investment')!, community, ctx(lang));
      const printed = captions(blocks);
      expect(printed.length).toBeGreaterThanOrEqual(4);
      expect(new Set(printed).size).toBe(printed.length);
      const resources = { en: 'Resources contributed', hk: '投入的資源', cn: '投入的资源' }[lang];
      const totals = { en: 'Resources contributed (B8.2)', hk: '投入的資源（B8.2）', cn: '投入的资源（B8.2）' }[lang];
      expect(printed.filter((c) => c.startsWith(resources))).toEqual([totals]);
    },
  );

  it.each(LANGS)('a scenario’s source (%s) is named without the form’s examples', (lang) => {
    const scenario = { scenario: '1.5C', scenarioSource: 'IPCC AR6 SSP1-1.9', method: 'qualitative', horizon: 'long' };
    const blocks = pageBlocks(
      pageByKey('climate_resilience')!,
      { scenarios: [scenario] } as unknown as PagePayload,
      ctx(lang),
    );
    const names = labels(blocks);
    expect(names).toContain({ en: 'Source', hk: '來源', cn: '来源' }[lang]);
    expect(JSON.stringify(names)).not.toMatch(/e\.g\.|例如/);
  });

  it.each(LANGS)('what the capital went to (%s) prints as a line beside its sentence, never a fragment', (lang) => {
    const answers = { capitalDeployed: '1600000', capitalDescription: 'LED retrofit of the head office.' };
    const blocks = pageBlocks(pageByKey('climate_metrics')!, answers as unknown as PagePayload, ctx(lang));
    const name = { en: 'Capital deployment', hk: '資本調配', cn: '资本调配' }[lang];
    expect(blocks.filter((b) => b.kind === 'p').map((b) => b.kind === 'p' && b.text)).not.toContain(
      'LED retrofit of the head office.',
    );
    expect(
      blocks.some(
        (b) =>
          b.kind === 'records' &&
          b.records.some((r) => r.fields.some(([l, v]) => l === name && v === 'LED retrofit of the head office.')),
      ),
    ).toBe(true);
  });

  it.each(LANGS)(
    'the workforce by location (%s) is captioned for what it counts, not as the boundary’s locations',
    (lang) => {
      const rows = [{ location: 'l1', begin: '84', end: '86', hires: '14', leavers: '12' }];
      const blocks = pageBlocks(pageByKey('employment')!, { regions: rows } as unknown as PagePayload, ctx(lang));
      const boundary = pageBlocks(
        pageByKey('reporting_boundaries')!,
        { locations: [{ name: 'Head office', inBoundary: 'yes' }] } as unknown as PagePayload,
        ctx(lang),
      );
      const workforce = { en: 'Workforce by location', hk: '按地點劃分的僱員人數', cn: '按地点划分的雇员人数' }[lang];
      expect(captions(blocks)).toContain(workforce);
      for (const c of captions(boundary)) expect(captions(blocks)).not.toContain(c);
    },
  );

  it.each(LANGS)('the suppliers by region (%s) print under one heading of those words, not two', (lang) => {
    const answers = { suppliersByRegion: [{ region: 'Hong Kong', suppliers: '186' }], totalSuppliers: '186' };
    const blocks = pageBlocks(pageByKey('supply_chain')!, answers as unknown as PagePayload, ctx(lang));
    const byRegion = { en: 'by', hk: '按地區', cn: '按地区' }[lang];
    expect(captions(blocks).filter((c) => c.includes(byRegion))).toHaveLength(1);
  });

  it.each(LANGS)('the climate register (%s) is headed by its table’s caption, not the form’s card over it', (lang) => {
    const risk = {
      type: 'physical-acute',
      description: 'Typhoons',
      horizon: 'short',
      likelihood: 'high',
      impact: 'medium',
    };
    const answers = { register: [risk], concentration: 'The physical risks are concentrated at the warehouse.' };
    const blocks = pageBlocks(pageByKey('climate_risks')!, answers as unknown as PagePayload, ctx(lang));
    const printed = captions(blocks);
    expect(printed).toContain(
      { en: 'Climate-related risks and opportunities', hk: '氣候相關風險及機遇', cn: '气候相关风险及机遇' }[lang],
    );
    expect(printed).not.toContain({ en: 'Register', hk: '登記冊', cn: '登记册' }[lang]);
    expect(JSON.stringify(blocks)).toContain('The physical risks are concentrated at the warehouse.');
  });
});
