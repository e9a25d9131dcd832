import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { workforceTotalIssues } from './employment.rules';
import type { Card } from '../../catalogue/page';
import { text, type I18nText, type NumberField } from '../../catalogue/types';
import {
  BREAKDOWNS,
  MEASURES,
  measureHeading,
  REGION_COLUMN,
  REGIONS,
  TOTAL,
  figureId,
  joined,
  type Breakdown,
  type Measure,
} from './workforce';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';
import { steps as tutorial } from './employment.tutorial';

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

/**
 * Social › Employment: HKEX B1.1 (workforce by gender, employment type, age group, employee
 * category and region) and B1.2 (turnover by gender, age group and region, computed). Every
 * breakdown must add up to the total (pageData rules: 'genderTotals').
 */
export const employment: DataPage = {
  key: 'employment',
  route: '/social/employment',
  titleKey: 'pages.employment',
  tutorial,
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
              // What the rows count, not which locations: the report prints it as this table's caption, and the
              // boundary's table is 「匯報範圍內的地點」 already (ADR 0087).
              labels: text('Workforce by location', '按地點劃分的僱員人數', '按地点划分的雇员人数'),
              uniqueBy: [REGION_COLUMN],
              provisions: ['B1.1'],
              columns: [
                { id: REGION_COLUMN, kind: 'select', list: 'locations', labels: text('Location', '地點', '地点') },
                ...MEASURES.map((m): NumberField => ({
                  id: m.id,
                  kind: 'number',
                  labels: measureHeading(m),
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
  title: text('Employment', '僱傭', '雇佣'),
  nav: { group: 'social', write: COMPANY_WRITE },
  screen: { kind: 'form', panel: 'regionalTurnover' },
  rules: { form: workforceTotalIssues },
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
