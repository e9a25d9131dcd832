import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { climateTitle } from '../../vocabulary/climateTitles';
import { text, type I18nText, type TextField } from '../../catalogue/types';
import { complyCard, explainsOf, type ComplyEntry } from '../../catalogue/comply';
import { steps as tutorial } from './riskManagement.tutorial';

const step = (id: string, labels: I18nText): TextField => ({
  id,
  kind: 'longText',
  translatable: true,
  labels,
  validation: { maxLength: 4000 },
  provisions: ['D-RM'],
});

const COMPLY: readonly ComplyEntry[] = [
  { code: 'D-RM', id: 'riskManagement', labels: text('Risk management', '風險管理', '风险管理') },
];

/**
 * Climate › Risk management (D-RM): the climate-specific steps; the company's overall risk-management
 * process stays on Background › Risk management, linked rather than asked again.
 */
export const climateRiskManagement: DataPage = {
  key: 'climate_risk_management',
  route: '/climate/climate_risk_management',
  titleKey: 'pages.climate_risk_management',
  tutorial,
  ruleSets: ['2025'],
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'climateRiskTab',
      labels: text('Risk management', '風險管理', '风险管理'),
      cards: [
        {
          id: 'processCard',
          labels: text('Climate risk process', '氣候風險流程', '气候风险流程'),
          seeAlso: {
            route: '/background/risk_management',
            labels: text('Risk management (Background)', '風險管理（背景）', '风险管理（背景）'),
          },
          fields: [
            step('identify', text('How risks are identified', '識別風險的方式', '识别风险的方式')),
            step('assess', text('How risks are assessed', '評估風險的方式', '评估风险的方式')),
            step('prioritise', text('How risks are prioritised', '排列風險優次的方式', '排列风险优次的方式')),
            step('monitor', text('How risks are monitored', '監察風險的方式', '监察风险的方式')),
            step(
              'integration',
              text(
                "Integration into the company's overall risk management",
                '融入公司整體風險管理的方式',
                '融入公司整体风险管理的方式',
              ),
            ),
          ],
        },
        complyCard(COMPLY),
      ],
    },
  ],
  title: climateTitle('climate_risk_management', 'Climate risk management'),
  nav: { group: 'climate', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  specCalls: [],
};
