import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { climateTitle } from '../../vocabulary/climateTitles';
import { climateRiskIssues, HORIZONS, horizonFrom, horizonTo, type Horizon } from './risks.rules';
import { text, type I18nText, type NumberField } from '../../catalogue/types';
import { complyCard, explainsOf, type ComplyEntry } from '../../catalogue/comply';

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

const TUTORIAL_TEXT = {
  'tutorial.climate.horizons.title': text('Time horizons', '時間範圍', '时间范围'),
  'tutorial.climate.horizons': text(
    'Define your short, medium and long term in years from the reporting year; each risk or opportunity in the register uses one of them. A horizon cannot start after it ends.',
    '以報告年度起計的年數界定短期、中期及長期；登記冊中每項風險或機遇均採用其中之一。時間範圍的開始不可遲於結束。',
    '以报告年度起计的年数界定短期、中期及长期；登记册中每项风险或机遇均采用其中之一。时间范围的开始不可迟于结束。',
  ),
  'tutorial.climate.register.title': text('Risks and opportunities', '風險及機遇', '风险及机遇'),
  'tutorial.climate.register': text(
    'Add one row per climate-related risk or opportunity: its type, horizon, likelihood and impact, the locations of the reporting boundary it affects, its effects, your response and its financial effects in HKD (or explain qualitatively where the Code allows).',
    '每項氣候相關風險或機遇填寫一行：類型、時間範圍、可能性及影響、受影響的匯報範圍地點、影響、應對措施，以及以港元計的財務影響（或在守則容許時以定性方式說明）。',
    '每项气候相关风险或机遇填写一行：类型、时间范围、可能性及影响、受影响的汇报范围地点、影响、应对措施，以及以港元计的财务影响（或在守则容许时以定性方式说明）。',
  ),
};

/**
 * Climate › Risks and opportunities (D-STR-RO, -BM, -TP, -FIN): the company's time horizons and a
 * register of climate-related risks and opportunities; affected locations come from the year's
 * reporting boundary (the run-time `locations` list).
 */
export const climateRisks: DataPage = {
  key: 'climate_risks',
  route: '/climate/climate_risks',
  titleKey: 'pages.climate_risks',
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
  tutorial: [
    {
      id: 'horizons',
      target: 'horizonsCard',
      titleKey: 'tutorial.climate.horizons.title',
      contentKey: 'tutorial.climate.horizons',
    },
    {
      id: 'register',
      target: 'register',
      titleKey: 'tutorial.climate.register.title',
      contentKey: 'tutorial.climate.register',
    },
  ],
  title: climateTitle('climate_risks', 'Climate risks and opportunities'),
  nav: { group: 'climate', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  rules: { form: climateRiskIssues },
  tutorialText: TUTORIAL_TEXT,
  specCalls: [],
};
