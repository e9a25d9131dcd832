import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { CLIMATE_METRICS } from './metrics.key';
import { climateTitle } from '../../vocabulary/climateTitles';
import { metricsIssues } from './metrics.rules';
import { scope3Cards } from './scope3';
import { scope3Issues } from './scope3.rules';
import type { Card } from '../../catalogue/page';
import { text, type I18nText, type NumberField, type ScalarField, type TextField } from '../../catalogue/types';
import { complyCard, explainsOf, type ComplyEntry } from '../../catalogue/comply';
import { steps as tutorial } from './metrics.tutorial';

const optional = { required: false } as const;
const amount = (id: string, labels: I18nText, code: string, sentences?: readonly I18nText[]): NumberField => ({
  id,
  kind: 'number',
  unitType: 'currency',
  labels,
  provisions: [code],
  ...(sentences ? { sentences } : {}),
});
const percent = (id: string, labels: I18nText, code: string, sentences?: readonly I18nText[]): NumberField => ({
  id,
  kind: 'number',
  labels,
  provisions: [code],
  ...(sentences ? { sentences } : {}),
});
const narrative = (id: string, labels: I18nText, code: string): TextField => ({
  id,
  kind: 'longText',
  translatable: true,
  labels,
  validation: { maxLength: 4000 },
  provisions: [code],
});

/**
 * Amount and % of assets or activities exposed (D-MT-TR, D-MT-PR) or aligned (D-MT-OPP); the report says them as one
 * sentence, "Assets or business activities of HKD 48,000,000 (12% of the total) are vulnerable to transition risks."
 * (ADR 0124), or the one that was answered.
 */
const exposure = (id: string, code: string, labels: I18nText, what: I18nText): ScalarField[] => [
  amount(`${id}Amount`, text(`${labels.en} (HKD)`, `${labels.hk}（港元）`, `${labels.cn}（港元）`), code, [
    text(
      `Assets or business activities of HKD {value} ({${id}Percent}% of the total) are ${what.en}.`,
      `${what.hk}的資產或業務活動為{value}港元（佔總額{${id}Percent}%）。`,
      `${what.cn}的资产或业务活动为{value}港元（占总额{${id}Percent}%）。`,
    ),
    text(
      `Assets or business activities of HKD {value} are ${what.en}.`,
      `${what.hk}的資產或業務活動為{value}港元。`,
      `${what.cn}的资产或业务活动为{value}港元。`,
    ),
  ]),
  percent(`${id}Percent`, text(`${labels.en} (%)`, `${labels.hk}（%）`, `${labels.cn}（%）`), code, [
    text(
      `{value}% of assets or business activities are ${what.en}.`,
      `{value}%的資產或業務活動${what.hk}。`,
      `{value}%的资产或业务活动${what.cn}。`,
    ),
  ]),
];

const targetColumns: ScalarField[] = [
  { id: 'metric', kind: 'select', list: 'targetMetrics', labels: text('Metric', '指標', '指标') },
  {
    id: 'description',
    kind: 'text',
    translatable: true,
    labels: text('Objective and scope', '目的及範圍', '目的及范围'),
    validation: { maxLength: 500, ...optional },
  },
  {
    id: 'basis',
    kind: 'select',
    list: 'targetBases',
    labels: text('Absolute or intensity', '絕對或密度', '绝对或密度'),
  },
  {
    id: 'denominator',
    kind: 'select',
    list: 'intensityDenominators',
    labels: text('Intensity per', '密度單位', '密度单位'),
    validation: optional,
  },
  { id: 'baseYear', kind: 'number', labels: text('Base year', '基準年', '基准年'), validation: { integer: true } },
  {
    id: 'baseValue',
    kind: 'number',
    labels: text('Base value (if not calculated)', '基準值（如非計算所得）', '基准值（如非计算所得）'),
    validation: optional,
    unitColumn: 'unit',
    asFigure: true,
  },
  { id: 'targetYear', kind: 'number', labels: text('Target year', '目標年', '目标年'), validation: { integer: true } },
  {
    id: 'targetValue',
    kind: 'number',
    labels: text('Target value', '目標值', '目标值'),
    unitColumn: 'unit',
    asFigure: true,
  },
  {
    id: 'unit',
    kind: 'text',
    labels: text(
      'Unit (for another metric; Scope 1 and 2 are in tCO2e)',
      '單位（其他指標適用；範圍1及2以噸二氧化碳當量計）',
      '单位（其他指标适用；范围1及2以吨二氧化碳当量计）',
    ),
    validation: { maxLength: 40, ...optional },
  },
  { id: 'grossNet', kind: 'select', list: 'grossNet', labels: text('Gross or net', '總額或淨額', '总额或净额') },
  {
    id: 'offsets',
    kind: 'longText',
    translatable: true,
    labels: text('Carbon credits or offsets used', '使用的碳信用或抵銷', '使用的碳信用或抵销'),
    validation: { maxLength: 2000, ...optional },
  },
  {
    id: 'milestones',
    kind: 'longText',
    translatable: true,
    labels: text('Interim milestones and review', '中期里程碑及檢討', '中期里程碑及检讨'),
    validation: { maxLength: 2000, ...optional },
  },
];

const COMPLY: readonly ComplyEntry[] = [
  { code: 'D-MT-GHG3', id: 'scope3', labels: text('Scope 3 emissions', '範圍3排放', '范围3排放') },
  { code: 'D-MT-TR', id: 'transitionRisk', labels: text('Transition risk exposure', '轉型風險承擔', '转型风险承担') },
  { code: 'D-MT-PR', id: 'physicalRisk', labels: text('Physical risk exposure', '實體風險承擔', '实体风险承担') },
  { code: 'D-MT-OPP', id: 'opportunity', labels: text('Opportunity alignment', '與機遇一致', '与机遇一致') },
  { code: 'D-MT-CAP', id: 'capital', labels: text('Capital deployment', '資本調配', '资本调配') },
  { code: 'D-MT-ICP', id: 'carbonPrice', labels: text('Internal carbon price', '內部碳價', '内部碳价') },
  { code: 'D-MT-REM', id: 'remuneration', labels: text('Remuneration', '薪酬', '薪酬') },
  { code: 'D-MT-IND', id: 'industry', labels: text('Industry-based metrics', '行業指標', '行业指标') },
  { code: 'D-MT-TGT', id: 'targets', labels: text('Climate-related targets', '氣候相關目標', '气候相关目标') },
];

const cards: Card[] = [
  {
    id: 'ghgCard',
    labels: text('Scope 1, 2 and 3 emissions', '範圍1、2及3排放', '范围1、2及3排放'),
    fields: [
      narrative(
        'ghgApproach',
        text('Measurement approach, inputs and assumptions', '計量方法、輸入數據及假設', '计量方法、输入数据及假设'),
        'D-MT-GHG1',
      ),
      {
        id: 'scope3Explanations',
        kind: 'table',
        labels: text('Scope 3 categories not reported', '未有匯報的範圍3類別', '未有汇报的范围3类别'),
        provisions: ['D-MT-GHG3'],
        uniqueBy: ['category'],
        maxRows: 15,
        columns: [
          { id: 'category', kind: 'select', list: 'scope3Categories', labels: text('Category', '類別', '类别') },
          {
            id: 'reason',
            kind: 'longText',
            labels: text('Why it is not reported', '未有匯報的原因', '未有汇报的原因'),
            validation: { maxLength: 2000 },
          },
        ],
      },
    ],
  },
  {
    id: 'exposureCard',
    labels: text('Exposure and capital', '風險承擔及資本', '风险承担及资本'),
    fields: [
      ...exposure(
        'transition',
        'D-MT-TR',
        text('Vulnerable to transition risks', '易受轉型風險影響', '易受转型风险影响'),
        text('vulnerable to transition risks', '易受轉型風險影響', '易受转型风险影响'),
      ),
      ...exposure(
        'physical',
        'D-MT-PR',
        text('Vulnerable to physical risks', '易受實體風險影響', '易受实体风险影响'),
        text('vulnerable to physical risks', '易受實體風險影響', '易受实体风险影响'),
      ),
      ...exposure(
        'opportunity',
        'D-MT-OPP',
        text('Aligned with opportunities', '與機遇一致', '与机遇一致'),
        text('aligned with climate-related opportunities', '與氣候相關機遇一致', '与气候相关机遇一致'),
      ),
      amount('capitalDeployed', text('Capital deployed (HKD)', '調配資本（港元）', '调配资本（港元）'), 'D-MT-CAP', [
        text(
          'Capital of HKD {value} was deployed towards climate-related risks and opportunities in the year.',
          '本年度調配予氣候相關風險及機遇的資本為{value}港元。',
          '本年度调配予气候相关风险及机遇的资本为{value}港元。',
        ),
      ]),
      // What the capital went to, often a list of projects: a line beside the amount's sentence, not a fragment.
      {
        ...narrative('capitalDescription', text('Capital deployment', '資本調配', '资本调配'), 'D-MT-CAP'),
        asItem: true,
      },
    ],
  },
  {
    id: 'carbonPriceCard',
    labels: text('Internal carbon price and remuneration', '內部碳價及薪酬', '内部碳价及薪酬'),
    fields: [
      {
        id: 'carbonPriceUsed',
        kind: 'select',
        list: 'carbonPriceUse',
        labels: text('Is an internal carbon price used?', '有否採用內部碳價？', '有否采用内部碳价？'),
        statements: {
          yes: text('The company uses an internal carbon price.', '公司採用內部碳價。', '公司采用内部碳价。'),
          no: text(
            'The company does not use an internal carbon price.',
            '公司並無採用內部碳價。',
            '公司并无采用内部碳价。',
          ),
        },
        provisions: ['D-MT-ICP'],
      },
      amount(
        'carbonPrice',
        text('Price per tCO2e (HKD)', '每噸二氧化碳當量價格（港元）', '每吨二氧化碳当量价格（港元）'),
        'D-MT-ICP',
        [
          text(
            'The internal carbon price is HKD {value} per tonne of CO₂e.',
            '內部碳價為每噸二氧化碳當量{value}港元。',
            '内部碳价为每吨二氧化碳当量{value}港元。',
          ),
        ],
      ),
      narrative('carbonPriceApplication', text('How it is applied', '應用方式', '应用方式'), 'D-MT-ICP'),
      percent(
        'remunerationPercent',
        text(
          'Executive remuneration linked to climate (%)',
          '與氣候掛鈎的行政人員薪酬（%）',
          '与气候挂钩的行政人员薪酬（%）',
        ),
        'D-MT-REM',
        [
          text(
            '{value}% of the executive management’s remuneration recognised in the year is linked to climate-related considerations.',
            '本年度確認的行政管理人員薪酬中，{value}%與氣候相關考慮因素掛鈎。',
            '本年度确认的行政管理人员薪酬中，{value}%与气候相关考虑因素挂钩。',
          ),
        ],
      ),
      narrative(
        'remunerationDescription',
        text('How climate is factored in', '如何納入氣候因素', '如何纳入气候因素'),
        'D-MT-REM',
      ),
    ],
  },
  {
    id: 'industryCard',
    labels: text('Industry-based metrics', '行業指標', '行业指标'),
    fields: [
      {
        id: 'industryMetrics',
        kind: 'table',
        labels: text('Industry-based metrics', '行業指標', '行业指标'),
        provisions: ['D-MT-IND'],
        maxRows: 50,
        columns: [
          { id: 'name', kind: 'text', labels: text('Metric', '指標', '指标'), validation: { maxLength: 200 } },
          { id: 'value', kind: 'text', labels: text('Value', '數值', '数值'), validation: { maxLength: 100 } },
          {
            id: 'standard',
            kind: 'text',
            labels: text('Standard (e.g. SASB)', '準則（例如 SASB）', '准则（例如 SASB）'),
            validation: { maxLength: 100, ...optional },
          },
        ],
      },
    ],
  },
  {
    id: 'targetsCard',
    labels: text('Targets', '目標', '目标'),
    fields: [
      {
        id: 'targets',
        kind: 'table',
        labels: text('Climate-related targets', '氣候相關目標', '气候相关目标'),
        provisions: ['D-MT-TGT'],
        maxRows: 30,
        columns: targetColumns,
      },
      {
        id: 'targetMilestones',
        kind: 'table',
        labels: text('Interim milestones', '中期里程碑', '中期里程碑'),
        provisions: ['D-MT-TGT'],
        uniqueBy: ['target', 'year'],
        maxRows: 100,
        columns: [
          {
            id: 'target',
            kind: 'number',
            labels: text('Target (row number)', '目標（行號）', '目标（行号）'),
            validation: { integer: true, min: '1' },
          },
          { id: 'year', kind: 'number', labels: text('Year', '年份', '年份'), validation: { integer: true } },
          { id: 'value', kind: 'number', labels: text('Milestone value', '里程碑數值', '里程碑数值') },
        ],
      },
      // The base year recalculation policy (ADR 0120): a restated base year recalculates a base at this change or more.
      percent(
        'baseYearRecalculationThreshold',
        text(
          'Base year recalculation threshold: structural changes or restatements of at least (%)',
          '基準年重新計算門檻：結構變動或重列達到（%）',
          '基准年重新计算门槛：结构变动或重列达到（%）',
        ),
        'D-MT-TGT',
      ),
    ],
  },
  complyCard(COMPLY),
];

/**
 * Climate › Metrics and targets (D-MT-*). Scope 1 and 2 are never typed: they come from the GHG
 * calculation (GET /api/climate/metrics/{year}), as does Scope 3 by category and target progress.
 */
export const climateMetrics: DataPage = {
  key: CLIMATE_METRICS.key,
  route: '/climate/climate_metrics',
  titleKey: 'pages.climate_metrics',
  tutorial,
  ruleSets: CLIMATE_METRICS.ruleSets,
  explains: explainsOf(COMPLY),
  tabs: [
    { id: 'metricsTab', labels: text('Metrics and targets', '指標及目標', '指标及目标'), cards },
    { id: 'scope3Tab', labels: text('Scope 3 screening', '範圍3篩選', '范围3筛选'), cards: scope3Cards },
  ],
  title: climateTitle('climate_metrics', 'Climate metrics and targets'),
  nav: { group: 'climate', write: COMPANY_WRITE },
  screen: { kind: 'form', panel: 'climateMetrics' },
  rules: { form: (values) => [...metricsIssues(values), ...scope3Issues(values)] },
  specCalls: [],
};
