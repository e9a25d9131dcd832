import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { text } from '../../catalogue/types';
import { steps as tutorial } from './riskManagement.tutorial';

/**
 * Background › Risk management: part (ii) of the HKEX board statement (MDR-GOV: the process to
 * evaluate, prioritise and manage material ESG issues, including risks to the business) and, from
 * 2025, the climate risk-management process of Part D (D-RM).
 */
export const riskManagement: DataPage = {
  key: 'risk_management',
  route: '/background/risk_management',
  titleKey: 'pages.risk_management',
  tutorial,
  tabs: [
    {
      id: 'riskTab',
      labels: text('Risk management', '風險管理', '风险管理'),
      cards: [
        {
          id: 'processCard',
          labels: text('Risk management process', '風險管理流程', '风险管理流程'),
          helpKey: 'help.risk_management.process',
          fields: [
            {
              id: 'riskProcess',
              kind: 'longText',
              translatable: true,
              labels: text(
                'How ESG and climate-related risks are identified, assessed, prioritised and monitored',
                '識別、評估、排列優次及監察環境、社會及管治和氣候相關風險的流程',
                '识别、评估、排列优次及监察环境、社会及管治和气候相关风险的流程',
              ),
              provisions: ['MDR-GOV', 'D-RM'],
            },
            {
              id: 'internalControlReview',
              kind: 'yesNoNtd',
              statements: {
                yes: text(
                  'The board reviewed the ESG risk management and internal control systems during the year.',
                  '董事會已於年內檢討環境、社會及管治風險管理及內部監控系統。',
                  '董事会已于年内检讨环境、社会及管治风险管理及内部监控系统。',
                ),
                no: text(
                  'The board did not review the ESG risk management and internal control systems during the year.',
                  '董事會於年內並無檢討環境、社會及管治風險管理及內部監控系統。',
                  '董事会于年内并无检讨环境、社会及管治风险管理及内部监控系统。',
                ),
              },
              labels: text(
                'Did the board review the ESG risk management and internal control systems this year?',
                '董事會本年度有否檢討環境、社會及管治風險管理及內部監控系統？',
                '董事会本年度有否检讨环境、社会及管治风险管理及内部监控系统？',
              ),
              provisions: ['D-RM'],
              details: [
                { id: 'reviewedOn', kind: 'date', labels: text('Review date', '檢討日期', '检讨日期') },
                {
                  id: 'reviewFindings',
                  kind: 'longText',
                  translatable: true,
                  labels: text('Findings and actions', '檢討結果及行動', '检讨结果及行动'),
                },
              ],
            },
          ],
        },
        {
          id: 'registerCard',
          labels: text('Material risks', '重大風險', '重大风险'),
          fields: [
            {
              id: 'risks',
              kind: 'table',
              labels: text('Risk register', '風險登記冊', '风险登记册'),
              provisions: ['MDR-GOV'],
              uniqueBy: ['risk'],
              columns: [
                {
                  id: 'risk',
                  kind: 'text',
                  translatable: true,
                  labels: text('Risk', '風險', '风险'),
                  validation: { maxLength: 200 },
                },
                {
                  id: 'category',
                  kind: 'select',
                  list: 'riskCategories',
                  labels: text('Category', '類別', '类别'),
                },
                {
                  id: 'likelihood',
                  kind: 'select',
                  list: 'riskLevels',
                  labels: text('Likelihood', '可能性', '可能性'),
                },
                { id: 'impact', kind: 'select', list: 'riskLevels', labels: text('Impact', '影響', '影响') },
                {
                  id: 'mitigation',
                  kind: 'longText',
                  translatable: true,
                  labels: text('Mitigation', '緩解措施', '缓解措施'),
                  validation: { maxLength: 2000 },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  title: text('Risk management', '風險管理', '风险管理'),
  nav: { group: 'background', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  specCalls: [
    {
      id: 'getRiskManagement',
      method: 'GET',
      path: '/api/comp/risk-management/{year}',
      spec: 'GET /comp/risk-management/{year}',
      year: 'year',
    },
    {
      id: 'putRiskManagement',
      method: 'PUT',
      path: '/api/comp/risk-management/{year}',
      spec: 'PUT /comp/risk-management/{year}',
      year: 'year',
    },
  ],
};
