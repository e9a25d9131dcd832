import { describe, expect, it } from 'vitest';
import { disclosureStatus } from '../src/catalogue/disclosure';
import { PAGES } from '../src/pages/index';
import { provisionName, provisionReference } from '../src/domain/reports/aspects';
import { CODE_WORDED } from '../src/domain/kpi/codeText';
import { PROVISIONS, provisionsIn } from '../src/catalogue/provisions';
import { RULE_SETS } from '../src/vocabulary/ruleSets';
import { contentIndex, reportGaps } from '../src/domain/reports/contentIndex';
import { detectChanges, type YearFacts } from '../src/domain/reports/consistency';
import { REPORT_MESSAGES } from '../src/domain/reports/messages';
import { reportNumber } from '../src/domain/reports/format';

const statuses = (answers = {}) => disclosureStatus(PAGES, answers, '2025');

describe('the HKEX content index', () => {
  it('lists every provision of the rule set; with no data and no explanation each one is a gap', () => {
    const index = contentIndex(statuses(), new Set(), []);
    expect(index.map((e) => e.code)).toEqual(statuses().map((s) => s.code));
    expect(index.some((e) => e.code.startsWith('D-'))).toBe(true);
    expect(reportGaps(index)).toHaveLength(index.length);
  });

  it("names each provision by its own title in the report's language, not only by its aspect", () => {
    const [a11, a12] = contentIndex(statuses(), new Set(), []).filter((e) => e.code === 'A1.1' || e.code === 'A1.2');
    expect(provisionName(a11!, 'en')).toBe('The types of emissions and respective emissions data.');
    expect(provisionName(a11!, 'hk')).toBe('排放物種類及相關排放數據（氮氧化物、硫氧化物、顆粒物等）');
    expect(provisionName(a11!, 'cn')).toBe('排放物种类及相关排放数据（氮氧化物、硫氧化物、颗粒物等）');
    expect(provisionName(a12!, 'hk')).not.toBe(provisionName(a11!, 'hk'));
  });

  it('refers to every provision of the 2020 and 2025 rule sets by the Code’s own reference and wording (ADR 0086)', () => {
    expect([...CODE_WORDED].sort()).toEqual(PROVISIONS.map((p) => p.code).sort());
    for (const ruleSet of RULE_SETS)
      for (const p of provisionsIn(ruleSet))
        for (const lang of ['en', 'hk', 'cn'] as const) {
          const [reference, title] = [provisionReference(p, lang), provisionName(p, lang)];
          // The product's own codes and the catalogue's shorthand are never the index's.
          expect(reference, p.code).not.toMatch(/MDR|D-|GD/);
          expect(title, p.code).not.toMatch(/&|\+|incl\.|mgmt|verify|\bIG\b/);
          if (lang === 'en') expect(title, p.code).not.toBe(p.title);
        }
    const ref = (code: string, lang: 'en' | 'hk' | 'cn') => provisionReference({ code }, lang);
    expect([ref('MDR-GOV', 'en'), ref('A1-GD', 'en'), ref('A1.1', 'en'), ref('B8.2', 'en')]).toEqual([
      'Governance Structure',
      'Aspect A1: General Disclosure',
      'KPI A1.1',
      'KPI B8.2',
    ]);
    expect([ref('A1-GD', 'hk'), ref('A1.1', 'cn'), ref('D-RM', 'hk')]).toEqual([
      '層面A1：一般披露',
      '关键绩效指标A1.1',
      'D 部分 風險管理',
    ]);
    expect(provisionName({ code: 'B2.2', title: '' }, 'en')).toBe('Lost days due to work injury.');
    // What the reference says is not said again by the title.
    expect(provisionName({ code: 'A1-GD', title: '' }, 'hk')).toMatch(/^有關廢氣/);
    expect(provisionName({ code: 'MDR-PRIN-MAT', title: '' }, 'en')).toMatch(/^The process to identify/);
    expect(provisionName({ code: 'MDR-PRIN-MAT', title: '' }, 'cn')).not.toMatch(/^重要性/);
  });

  it('writes Part D in Chinese as the report’s sentences do, 「D 部分」, in the index and the body alike (ADR 0086)', () => {
    for (const lang of ['hk', 'cn'] as const) {
      const references = PROVISIONS.map((p) => provisionReference(p, lang)).filter((r) => r.includes('部分'));
      expect(references.sort()).toEqual(
        lang === 'hk' ? ['D 部分 管治', 'D 部分 風險管理'] : ['D 部分 管治', 'D 部分 风险管理'],
      );
      const body = Object.values(REPORT_MESSAGES[lang]).join('\n');
      expect(body).toContain('D 部分');
      expect(`${body}\n${references.join('\n')}`).not.toMatch(/[A-D]部分/);
    }
  });

  it('points a Part D provision at Part D’s section, not at the general section that also feeds it', () => {
    const index = contentIndex(statuses({ risk_management: {}, climate_risk_management: {} }), new Set(['D-RM']), [
      { id: 'page-risk-management', provisions: ['D-RM'] },
      { id: 'page-climate-risk-management', provisions: ['D-RM'] },
    ]);
    expect(index.find((e) => e.code === 'D-RM')).toMatchObject({ section: 'page-climate-risk-management' });
  });

  it("points a provision disclosed by the year's figures at the first section that covers it", () => {
    const index = contentIndex(statuses(), new Set(['A1.2']), [
      { id: 'env-a1', provisions: ['A1.1', 'A1.2'] },
      { id: 'part-d', provisions: ['A1.2'] },
    ]);
    expect(index.find((e) => e.code === 'A1.2')).toMatchObject({ state: 'disclosed', section: 'env-a1' });
    // Covered by a section but without data: still a gap.
    expect(index.find((e) => e.code === 'A1.1')).toMatchObject({ state: 'gap' });
    expect(reportGaps(index).map((e) => e.code)).not.toContain('A1.2');
  });

  it("keeps the company's explanation: Explained, or Not applicable, with the reason", () => {
    const answers = {
      climate_metrics: {
        transitionRiskDisclosure: 'notApplicable',
        transitionRiskDisclosureReason: 'No transition-exposed assets.',
        capitalDisclosure: 'explained',
        capitalDisclosureReason: 'Not yet measured.',
      },
    };
    const s = statuses(answers);
    const explained = s.filter((p) => p.explanations.length > 0);
    const index = contentIndex(s, new Set(), []);
    expect(index.find((e) => e.code === 'D-MT-TR')).toMatchObject({
      state: 'notApplicable',
      reason: 'No transition-exposed assets.',
    });
    expect(index.find((e) => e.code === 'D-MT-CAP')).toMatchObject({ state: 'explained', reason: 'Not yet measured.' });
    for (const p of explained) {
      const entry = index.find((e) => e.code === p.code)!;
      expect(['explained', 'notApplicable']).toContain(entry.state);
      expect(entry).toHaveProperty('reason', p.explanations[0]!.reason);
    }
    expect(reportGaps(index).map((e) => e.code)).toEqual(
      s.filter((p) => p.explanations.length === 0).map((p) => p.code),
    );
  });
});

const year = (over: Partial<YearFacts['emissions']> = {}, boundary = ['a', 'b']): YearFacts => ({
  emissions: {
    gwpSet: 'AR5',
    removals: 'separate',
    bases: [
      {
        factors: [{ id: 'elec-clp', revision: 2, value: '0.39', unit: 'kg', proxy: false }],
        conversions: [],
        notes: [],
      },
    ],
    ...over,
  },
  boundary,
});

describe('consistency with last year (detected, not typed)', () => {
  it('finds nothing to report when methods, factors and boundary are the same, or there is no last year', () => {
    expect(detectChanges(year(), year())).toEqual([]);
    expect(detectChanges(year(), undefined)).toEqual([]);
  });

  it('detects another GWP set, a revised factor, a changed boundary and netted removals', () => {
    const last = year();
    const now = year(
      {
        gwpSet: 'AR6',
        removals: 'net-scope1',
        bases: [
          {
            factors: [{ id: 'elec-clp', revision: 3, value: '0.38', unit: 'kg', proxy: false }],
            conversions: [],
            notes: [],
          },
        ],
      },
      ['a', 'c'],
    );
    expect(detectChanges(now, last)).toEqual([
      { kind: 'gwp', from: 'AR5', to: 'AR6' },
      { kind: 'factor', id: 'elec-clp', from: 2, to: 3 },
      { kind: 'boundary', added: ['c'], removed: ['b'] },
      { kind: 'method', method: 'net-scope1' },
    ]);
  });

  it('claims no boundary change when either year recorded no boundary (its Reporting boundary page never saved)', () => {
    const unrecorded: YearFacts = { ...year(), boundary: undefined };
    expect(detectChanges(year({}, ['a', 'c']), unrecorded)).toEqual([]);
    expect(detectChanges(unrecorded, year())).toEqual([]);
    expect(detectChanges(year({}, ['a', 'c']), year({}, []))).toEqual([
      { kind: 'boundary', added: ['a', 'c'], removed: [] },
    ]);
  });
});

describe('report words and figures', () => {
  it('has every message in the three languages, none empty', () => {
    for (const lang of ['hk', 'cn'] as const)
      for (const [key, value] of Object.entries(REPORT_MESSAGES.en)) {
        expect(REPORT_MESSAGES[lang][key as keyof typeof REPORT_MESSAGES.en], `${lang}.${key}`).toBeTruthy();
        expect(value).toBeTruthy();
      }
  });

  it('formats figures with comma thousands and at most five significant digits in the decimals', () => {
    expect(reportNumber(12345.678, 'en')).toBe('12,346');
    expect(reportNumber(287.4567, 'en')).toBe('287.46');
    expect(reportNumber(0.097254, 'hk')).toBe('0.097254');
    expect(reportNumber(0, 'en')).toBe('0');
    expect(reportNumber(1234567, 'cn')).toBe('1,234,567');
  });
});
