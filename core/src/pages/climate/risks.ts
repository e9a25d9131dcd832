import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { climateTitle } from '../../vocabulary/climateTitles';
import { climateRiskIssues, HORIZONS, horizonFrom, horizonTo, type Horizon } from './risks.rules';
import { text, type I18nText, type NumberField } from '../../catalogue/types';
import { complyCard, explainsOf, type ComplyEntry } from '../../catalogue/comply';
import { steps as tutorial } from './risks.tutorial';

export { HORIZONS, horizonFrom, horizonTo, type Horizon } from './risks.rules';

const HORIZON_LABELS: Record<Horizon, I18nText> = {
  short: text('Short term', '短期', '短期'),
  medium: text('Medium term', '中期', '中期'),
  long: text('Long term', '長期', '长期'),
};

const years = (id: string, labels: I18nText): NumberField => ({
  id,
  kind: 'number',
  labels,
  validation: { integer: true },
  provisions: ['D-STR-RO'],
});

const horizonFields = (h: Horizon): NumberField[] => {
  const l = HORIZON_LABELS[h];
  return [
    years(horizonFrom(h), text(`${l.en}: from year`, `${l.hk}：由第幾年`, `${l.cn}：由第几年`)),
    years(horizonTo(h), text(`${l.en}: to year`, `${l.hk}：至第幾年`, `${l.cn}：至第几年`)),
  ];
};

const COMPLY: readonly ComplyEntry[] = [
  { code: 'D-STR-RO', id: 'risks', labels: text('Risks and opportunities', '風險及機遇', '风险及机遇') },
  {
    code: 'D-STR-BM',
    id: 'businessModel',
    labels: text('Business model and value chain', '業務模式及價值鏈', '业务模式及价值链'),
  },
  {
    code: 'D-STR-TP',
    id: 'transitionPlan',
    labels: text('Strategy and transition plan', '策略及轉型計劃', '策略及转型计划'),
  },
  { code: 'D-STR-FIN', id: 'financialEffects', labels: text('Financial effects', '財務影響', '财务影响') },
];

/**
 * Climate › Risks and opportunities (D-STR-RO, -BM, -TP, -FIN): the company's time horizons and a
 * register of climate-related risks and opportunities; affected locations come from the year's
 * reporting boundary (the run-time `locations` list).
 */
export const climateRisks: DataPage = {
  key: 'climate_risks',
  route: '/climate/climate_risks',
  titleKey: 'pages.climate_risks',
  tutorial,
  ruleSets: ['2025'],
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'registerTab',
      labels: text('Risks and opportunities', '風險及機遇', '风险及机遇'),
      cards: [
        {
          id: 'horizonsCard',
          labels: text(
            'Time horizons (years from the reporting year)',
            '時間範圍（由報告年度起計的年數）',
            '时间范围（由报告年度起计的年数）',
          ),
          fields: HORIZONS.flatMap(horizonFields),
        },
        {
          id: 'registerCard',
          labels: text('Register', '登記冊', '登记册'),
          fields: [
            {
              id: 'register',
              kind: 'table',
              labels: text('Climate-related risks and opportunities', '氣候相關風險及機遇', '气候相关风险及机遇'),
              provisions: ['D-STR-RO'],
              maxRows: 100,
              columns: [
                {
                  id: 'type',
                  kind: 'select',
                  list: 'climateRiskTypes',
                  labels: text('Type', '類型', '类型'),
                  validation: { required: true },
                },
                {
                  id: 'description',
                  kind: 'text',
                  translatable: true,
                  labels: text('Description', '描述', '描述'),
                  validation: { required: true, maxLength: 500 },
                },
                {
                  id: 'horizon',
                  kind: 'select',
                  list: 'timeHorizons',
                  labels: text('Time horizon', '時間範圍', '时间范围'),
                },
                {
                  id: 'likelihood',
                  kind: 'select',
                  list: 'riskLevels',
                  labels: text('Likelihood', '可能性', '可能性'),
                },
                { id: 'impact', kind: 'select', list: 'riskLevels', labels: text('Impact', '影響程度', '影响程度') },
                {
                  id: 'locations',
                  kind: 'multiSelect',
                  list: 'locations',
                  labels: text('Affected locations', '受影響地點', '受影响地点'),
                },
                {
                  id: 'effects',
                  kind: 'longText',
                  translatable: true,
                  labels: text(
                    'Effects on business model and value chain',
                    '對業務模式及價值鏈的影響',
                    '对业务模式及价值链的影响',
                  ),
                  validation: { maxLength: 2000 },
                  provisions: ['D-STR-BM'],
                },
                {
                  id: 'response',
                  kind: 'longText',
                  translatable: true,
                  labels: text('Response and transition plan', '應對措施及轉型計劃', '应对措施及转型计划'),
                  validation: { maxLength: 2000 },
                  provisions: ['D-STR-TP'],
                },
                {
                  id: 'financialCurrent',
                  kind: 'number',
                  unitType: 'currency',
                  labels: text('Current financial effect (HKD)', '當前財務影響（港元）', '当前财务影响（港元）'),
                  validation: { allowNegative: true, required: false },
                  provisions: ['D-STR-FIN'],
                },
                {
                  id: 'financialAnticipated',
                  kind: 'number',
                  unitType: 'currency',
                  labels: text('Anticipated financial effect (HKD)', '預期財務影響（港元）', '预期财务影响（港元）'),
                  validation: { allowNegative: true, required: false },
                  provisions: ['D-STR-FIN'],
                },
                {
                  id: 'financialQualitative',
                  kind: 'longText',
                  translatable: true,
                  labels: text(
                    'Financial effects explained qualitatively (where the Code’s reliefs apply)',
                    '以定性方式說明財務影響（如適用守則的寬免）',
                    '以定性方式说明财务影响（如适用守则的宽免）',
                  ),
                  validation: { maxLength: 2000, required: false },
                  provisions: ['D-STR-FIN'],
                },
              ],
            },
            {
              id: 'concentration',
              kind: 'longText',
              translatable: true,
              labels: text(
                'Where in the business model and value chain the effects are concentrated',
                '影響集中於業務模式及價值鏈的哪些部分',
                '影响集中于业务模式及价值链的哪些部分',
              ),
              validation: { maxLength: 4000 },
              provisions: ['D-STR-BM'],
            },
            {
              id: 'planProgress',
              kind: 'longText',
              translatable: true,
              labels: text(
                'Resourcing and progress on previously disclosed plans',
                '資源配置及過往披露計劃的進度',
                '资源配置及过往披露计划的进度',
              ),
              validation: { maxLength: 4000 },
              provisions: ['D-STR-TP'],
            },
          ],
        },
        complyCard(COMPLY),
      ],
    },
  ],
  title: climateTitle('climate_risks', 'Climate risks and opportunities'),
  nav: { group: 'climate', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  rules: { form: climateRiskIssues },
  specCalls: [],
};
