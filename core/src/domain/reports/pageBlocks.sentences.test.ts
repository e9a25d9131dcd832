import { describe, expect, it } from 'vitest';
import { pageByKey, PAGES } from '../../pages/index';
import { checkPage } from '../../catalogue/check';
import type { PagePayload } from '../../catalogue/values';
import type { ReportBlock } from '../../schemas/reports';
import { fieldBlocks, pageBlocks } from './pageBlocks';

/** ADR 0124: figures and policy answers said as the company's sentences, never as the form's "label: value" lines. */
const metrics = pageByKey('climate_metrics')!;
const policies = pageByKey('policies')!;
const ctx = (lang: 'en' | 'hk' | 'cn') => ({ lang, locations: new Map<string, string>() });
const paragraphs = (blocks: ReportBlock[]) => blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : []));
const lines = (blocks: ReportBlock[]) =>
  blocks.flatMap((b) => (b.kind === 'records' ? b.records.flatMap((r) => r.fields.map(([l]) => l)) : []));

const EXPOSURE = {
  transitionAmount: '48000000',
  transitionPercent: '12',
  physicalPercent: '21',
  opportunityAmount: '30000000',
  capitalDeployed: '1600000',
  remunerationPercent: '10',
} as PagePayload;

describe('Part D’s exposure, capital and remuneration as sentences', () => {
  it.each([
    [
      'en',
      'Assets or business activities of HKD 48,000,000 (12% of the total) are vulnerable to transition risks. 21% of assets or business activities are vulnerable to physical risks. Assets or business activities of HKD 30,000,000 are aligned with climate-related opportunities. Capital of HKD 1,600,000 was deployed towards climate-related risks and opportunities in the year.',
      '10% of the executive management’s remuneration recognised in the year is linked to climate-related considerations.',
    ],
    [
      'hk',
      '易受轉型風險影響的資產或業務活動為48,000,000港元（佔總額12%）。21%的資產或業務活動易受實體風險影響。與氣候相關機遇一致的資產或業務活動為30,000,000港元。本年度調配予氣候相關風險及機遇的資本為1,600,000港元。',
      '本年度確認的行政管理人員薪酬中，10%與氣候相關考慮因素掛鈎。',
    ],
    [
      'cn',
      '易受转型风险影响的资产或业务活动为48,000,000港元（占总额12%）。21%的资产或业务活动易受实体风险影响。与气候相关机遇一致的资产或业务活动为30,000,000港元。本年度调配予气候相关风险及机遇的资本为1,600,000港元。',
      '本年度确认的行政管理人员薪酬中，10%与气候相关考虑因素挂钩。',
    ],
  ] as const)('%s: one paragraph per card, the amount with its %, no label line', (lang, exposure, remuneration) => {
    const blocks = pageBlocks(metrics, EXPOSURE, ctx(lang));
    expect(paragraphs(blocks)).toContain(exposure);
    expect(paragraphs(blocks)).toContain(remuneration);
    const labels = metrics.tabs
      .flatMap((t) => t.cards)
      .flatMap((c) => c.fields)
      .filter((f) => f.id in EXPOSURE)
      .map((f) => f.labels[lang]);
    expect(lines(blocks).filter((l) => labels.includes(l))).toEqual([]);
  });

  it('every figure declared as a sentence names numbers of its own card, alike in every language', () => {
    expect(PAGES.flatMap((p) => checkPage(p).filter((x) => x.includes('sentences')))).toEqual([]);
    const broken = {
      ...metrics,
      tabs: metrics.tabs.map((t) => ({
        ...t,
        cards: t.cards.map((c) => ({
          ...c,
          fields: c.fields.map((f) =>
            f.id === 'capitalDeployed'
              ? { ...f, sentences: [{ en: 'HKD {value} ({scope3Total})', hk: '{value}', cn: '{value}' }] }
              : f,
          ),
        })),
      })),
    };
    expect(checkPage(broken)).toEqual([
      'capitalDeployed.sentences.0: the languages name different numbers',
      'capitalDeployed.sentences.0: {scope3Total} is not another number of its card',
    ]);
  });
});

describe('a policy the company does not have, or does not disclose', () => {
  it.each([
    [
      'en',
      'The company has no policy on emissions.',
      'The company does not disclose its policy on anti-corruption: Under review.',
    ],
    ['hk', '公司並無制定排放物政策。', '公司不披露其反貪污政策：Under review.'],
    ['cn', '公司并无制定排放物政策。', '公司不披露其反贪污政策：Under review.'],
  ] as const)('%s: a statement under its aspect, never the question and “No”', (lang, no, withheld) => {
    const answers = {
      emissions: { answer: 0 },
      antiCorruption: { answer: -1, reason: 'Under review.' },
    } as unknown as PagePayload;
    const emissions = fieldBlocks(policies, answers, 'emissions', ctx(lang));
    expect(emissions.blocks).toEqual([{ kind: 'p', text: no }]);
    expect(fieldBlocks(policies, answers, 'antiCorruption', ctx(lang)).blocks).toEqual([{ kind: 'p', text: withheld }]);
    const all = JSON.stringify(pageBlocks(policies, answers, ctx(lang)));
    expect(all).not.toMatch(/[?？]/);
  });
});
