import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { workforceTotalIssues } from './employment.rules';
import type { Card } from '../../catalogue/page';
import { text, type I18nText, type NumberField } from '../../catalogue/types';
import {
  BREAKDOWNS,
  MEASURES,
  REGION_COLUMN,
  REGIONS,
  TOTAL,
  figureId,
  joined,
  type Breakdown,
  type Measure,
} from './workforce';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';

const headcount = (measure: (typeof MEASURES)[number], group: { id: string; labels: I18nText }): NumberField => ({
  id: figureId(measure.id, group.id),
  kind: 'number',
  labels: joined(group.labels, measure.labels),
  unitType: 'count',
  validation: { integer: true },
  provisions: ['B1.1'],
});

const breakdownCard = (b: Breakdown): Card => ({
  id: `${b.id}Card`,
  labels: b.labels,
  fields: b.groups.flatMap((g) => MEASURES.map((m) => headcount(m, g))),
});

/** B1.2: leavers ÷ the average of the headcount at year begin and year end, as a percentage. */
export const turnoverFormula = (group: string) => {
  const [begin, end, leavers] = (['begin', 'end', 'leavers'] as Measure[]).map((m) => figureId(m, group));
  return `if(${begin} + ${end} == 0, 0, round(${leavers} / ((${begin} + ${end}) / 2) * 100, 1))`;
};

const TURNOVER_LABEL = text('turnover rate (%)', '流失率（%）', '流失率（%）');
const turnover = (group: { id: string; labels: I18nText }): NumberField => ({
  id: `turnover${group.id}`,
  kind: 'number',
  labels: joined(group.labels, TURNOVER_LABEL),
  provisions: ['B1.2'],
  formula: turnoverFormula(group.id),
  needsEveryInput: true,
});

const totalGroup = { id: TOTAL, labels: text('Total workforce', '僱員總數', '雇员总数') };
const [gender, , ageGroup] = BREAKDOWNS;

const COMPLY = provisionEntries(['B1-GD', 'B1.1', 'B1.2']);

const TUTORIAL_TEXT = {
  'tutorial.employment.total.title': text('Total workforce', '僱員總數', '雇员总数'),
  'tutorial.employment.total': text(
    'Enter the headcount at year begin and year end, new hires and leavers; every breakdown below must add up to these totals (HKEX KPI B1.1).',
    '輸入年初及年末的僱員人數、新聘及離職人數；以下每項分類的總和須與此總數相符（香港交易所關鍵績效指標B1.1）。',
    '输入年初及年末的雇员人数、新聘及离职人数；以下每项分类的总和须与此总数相符（香港交易所关键绩效指标B1.1）。',
  ),
  'tutorial.employment.turnover.title': text('Turnover rate', '流失率', '流失率'),
  'tutorial.employment.turnover': text(
    'The turnover rate is calculated when you save: leavers divided by the average of the year begin and year end headcount (HKEX KPI B1.2).',
    '流失率會在儲存時計算：離職人數除以年初及年末僱員人數的平均數（香港交易所關鍵績效指標B1.2）。',
    '流失率会在保存时计算：离职人数除以年初及年末雇员人数的平均数（香港交易所关键绩效指标B1.2）。',
  ),
};

/**
 * Social › Employment: HKEX B1.1 (workforce by gender, employment type, age group, employee
 * category and region) and B1.2 (turnover by gender, age group and region, computed). Every
 * breakdown must add up to the total (pageData rules: 'genderTotals').
 */
export const employment: DataPage = {
  key: 'employment',
  route: '/social/employment',
  titleKey: 'pages.employment',
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'workforceTab',
      labels: text('Workforce', '僱員人數', '雇员人数'),
      cards: [
        {
          id: 'totalCard',
          labels: text('Total workforce', '僱員總數', '雇员总数'),
          fields: MEASURES.map((m) => headcount(m, totalGroup)),
        },
        ...BREAKDOWNS.map(breakdownCard),
        {
          id: 'regionCard',
          labels: text('By geographical region', '按地區', '按地区'),
          fields: [
            {
              id: REGIONS,
              kind: 'table',
              labels: text('Locations in the reporting boundary', '匯報範圍內的地點', '汇报范围内的地点'),
              uniqueBy: [REGION_COLUMN],
              provisions: ['B1.1'],
              columns: [
                { id: REGION_COLUMN, kind: 'select', list: 'locations', labels: text('Location', '地點', '地点') },
                ...MEASURES.map((m): NumberField => ({
                  id: m.id,
                  kind: 'number',
                  labels: text(m.labels.en, m.labels.hk, m.labels.cn),
                  unitType: 'count',
                  validation: { integer: true },
                })),
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'turnoverTab',
      labels: text('Turnover', '僱員流失', '雇员流失'),
      cards: [
        {
          id: 'turnoverCard',
          labels: text('Employee turnover rate', '僱員流失率', '雇员流失率'),
          fields: [totalGroup, ...gender.groups, ...ageGroup.groups].map(turnover),
        },
      ],
    },
    complyTab(COMPLY),
  ],
  tutorial: [
    {
      id: 'total',
      target: 'totalCard',
      titleKey: 'tutorial.employment.total.title',
      contentKey: 'tutorial.employment.total',
    },
    {
      id: 'turnover',
      target: 'turnoverCard',
      titleKey: 'tutorial.employment.turnover.title',
      contentKey: 'tutorial.employment.turnover',
    },
  ],
  title: text('Employment', '僱傭', '雇佣'),
  nav: { group: 'social', write: COMPANY_WRITE },
  screen: { kind: 'form', panel: 'regionalTurnover' },
  rules: { form: workforceTotalIssues },
  tutorialText: TUTORIAL_TEXT,
  specCalls: [
    { id: 'getEmployees', method: 'GET', path: '/api/employee/{id}', spec: 'GET employee/{id}', year: 'period' },
    {
      id: 'putEmployees',
      method: 'PUT',
      path: '/api/employee/batch',
      spec: 'PUT /employee/batch/',
      year: 'bodyPeriod',
    },
  ],
};
