import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { climateTitle } from '../../vocabulary/climateTitles';
import { text } from '../../catalogue/types';
import { complyCard, explainsOf, type ComplyEntry } from '../../catalogue/comply';
import { steps as tutorial } from './resilience.tutorial';

const COMPLY: readonly ComplyEntry[] = [
  { code: 'D-STR-RES', id: 'resilience', labels: text('Climate resilience', '氣候韌性', '气候韧性') },
];

/** Climate › Resilience (D-STR-RES): the scenario analysis behind the strategy's climate resilience. */
export const climateResilience: DataPage = {
  key: 'climate_resilience',
  route: '/climate/climate_resilience',
  titleKey: 'pages.climate_resilience',
  tutorial,
  ruleSets: ['2025'],
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'resilienceTab',
      labels: text('Resilience', '韌性', '韧性'),
      cards: [
        {
          id: 'scenarioCard',
          labels: text('Scenario analysis', '情景分析', '情景分析'),
          fields: [
            {
              id: 'scenarios',
              kind: 'table',
              labels: text('Scenarios used', '採用的情景', '采用的情景'),
              provisions: ['D-STR-RES'],
              uniqueBy: ['scenario', 'horizon'],
              maxRows: 20,
              columns: [
                {
                  id: 'scenario',
                  kind: 'select',
                  list: 'climateScenarios',
                  labels: text('Scenario', '情景', '情景'),
                  validation: { required: true },
                },
                {
                  id: 'scenarioSource',
                  kind: 'text',
                  labels: text(
                    'Source (e.g. IEA NZE, NGFS)',
                    '來源（例如 IEA NZE、NGFS）',
                    '来源（例如 IEA NZE、NGFS）',
                  ),
                  validation: { maxLength: 200 },
                },
                {
                  id: 'method',
                  kind: 'select',
                  list: 'analysisMethods',
                  labels: text('Method', '方法', '方法'),
                },
                {
                  id: 'horizon',
                  kind: 'select',
                  list: 'timeHorizons',
                  labels: text('Time horizon', '時間範圍', '时间范围'),
                },
                {
                  id: 'results',
                  kind: 'longText',
                  translatable: true,
                  labels: text('Results', '結果', '结果'),
                  validation: { maxLength: 4000 },
                },
                {
                  id: 'implications',
                  kind: 'longText',
                  translatable: true,
                  labels: text('Implications for strategy', '對策略的影響', '对策略的影响'),
                  validation: { maxLength: 4000 },
                },
              ],
            },
            {
              id: 'resilienceAssessment',
              kind: 'longText',
              translatable: true,
              labels: text(
                'Assessment of the resilience of the strategy and business model',
                '策略及業務模式韌性的評估',
                '策略及业务模式韧性的评估',
              ),
              validation: { maxLength: 4000 },
              provisions: ['D-STR-RES'],
            },
          ],
        },
        complyCard(COMPLY),
      ],
    },
  ],
  title: climateTitle('climate_resilience', 'Climate resilience'),
  nav: { group: 'climate', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  specCalls: [],
};
