import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { earlierYearsBefore } from './healthSafety.rules';
import { text } from '../../catalogue/types';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';
import { steps as tutorial } from './healthSafety.tutorial';

export const FATALITIES = 'fatalities';
/** Years before the company's first reporting year on the platform: entered once, read by later years' B2.1 series. */
export const EARLIER_YEARS = 'earlierYears';
export const EARLIER_YEAR_END = 'yearEnd';
export const EARLIER_WORKFORCE = 'workforce';

const COMPLY = provisionEntries(['B2-GD', 'B2.1', 'B2.2', 'B2.3']);

/**
 * Social › Health and safety: HKEX B2.1 (work-related fatalities of the reporting year; the number
 * and rate of the past three years come from the stored years and, before the first of them, from
 * the earlier years entered here; the rate per 100 workers uses Employment's year-end headcount and
 * is computed on read, never typed: domain/social/fatalities.ts), B2.2 (lost days due to work
 * injury) and B2.3 (measures adopted, how implemented and monitored).
 */
export const healthSafety: DataPage = {
  key: 'health_safety',
  route: '/social/health_safety',
  titleKey: 'pages.health_safety',
  tutorial,
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'healthSafetyTab',
      labels: text('Health and safety', '健康與安全', '健康与安全'),
      cards: [
        {
          id: 'fatalitiesCard',
          labels: text('Work-related fatalities', '因工亡故', '因工亡故'),
          fields: [
            {
              id: FATALITIES,
              kind: 'number',
              labels: text('Work-related fatalities this year', '本年度因工亡故人數', '本年度因工亡故人数'),
              unitType: 'count',
              validation: { integer: true },
              provisions: ['B2.1'],
            },
            {
              id: EARLIER_YEARS,
              kind: 'table',
              labels: text(
                'Years before your first reporting year (entered once)',
                '首個匯報年度之前的年度（只須輸入一次）',
                '首个汇报年度之前的年度（只须输入一次）',
              ),
              maxRows: 2,
              uniqueBy: [EARLIER_YEAR_END],
              provisions: ['B2.1'],
              columns: [
                {
                  id: EARLIER_YEAR_END,
                  kind: 'date',
                  labels: text('Financial year end', '財政年度結束日', '财政年度结束日'),
                  validation: { required: true },
                },
                {
                  id: FATALITIES,
                  kind: 'number',
                  labels: text('Fatalities', '因工亡故人數', '因工亡故人数'),
                  unitType: 'count',
                  validation: { integer: true, required: true },
                },
                {
                  id: EARLIER_WORKFORCE,
                  kind: 'number',
                  labels: text('Workforce at year end', '年末僱員人數', '年末雇员人数'),
                  unitType: 'count',
                  validation: { integer: true, required: true },
                },
              ],
            },
          ],
        },
        {
          id: 'injuriesCard',
          labels: text('Injuries and measures', '工傷及措施', '工伤及措施'),
          fields: [
            {
              id: 'lostDays',
              kind: 'number',
              labels: text('Lost days due to work injury', '因工傷損失工作日數', '因工伤损失工作日数'),
              unitType: 'count',
              provisions: ['B2.2'],
            },
            {
              id: 'measures',
              kind: 'longText',
              translatable: true,
              labels: text(
                'Occupational health and safety measures adopted, how they are implemented and monitored',
                '採納的職業健康與安全措施，以及執行及監察方法',
                '采纳的职业健康与安全措施，以及执行及监察方法',
              ),
              provisions: ['B2.3'],
            },
          ],
        },
      ],
    },
    complyTab(COMPLY),
  ],
  title: text('Health and safety', '健康與安全', '健康与安全'),
  nav: { group: 'social', write: COMPANY_WRITE },
  screen: { kind: 'form', panel: 'fatalitySeries' },
  rules: { year: earlierYearsBefore },
  specCalls: [],
};
