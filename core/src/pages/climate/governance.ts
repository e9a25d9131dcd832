import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { climateTitle } from '../../vocabulary/climateTitles';
import { text, type I18nText, type TextField } from '../../catalogue/types';
import { complyCard, explainsOf, type ComplyEntry } from '../../catalogue/comply';
import { steps as tutorial } from './governance.tutorial';

const narrative = (id: string, labels: I18nText): TextField => ({
  id,
  kind: 'longText',
  translatable: true,
  labels,
  validation: { maxLength: 4000 },
  provisions: ['D-GOV'],
});

const COMPLY: readonly ComplyEntry[] = [{ code: 'D-GOV', id: 'gov', labels: text('Governance', '管治', '管治') }];

/**
 * Climate › Governance (HKEX ESG Reporting Code Part D, D-GOV): who oversees climate-related risks and
 * opportunities and how. The board committee itself is declared once, on Background › Board committee.
 */
export const climateGovernance: DataPage = {
  key: 'climate_governance',
  route: '/climate/climate_governance',
  titleKey: 'pages.climate_governance',
  tutorial,
  ruleSets: ['2025'],
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'governanceTab',
      labels: text('Governance', '管治', '管治'),
      cards: [
        {
          id: 'oversightCard',
          labels: text('Oversight body', '監督組織', '监督组织'),
          seeAlso: {
            route: '/background/board_committee',
            labels: text('Board committee (Background)', '董事委員會（背景）', '董事委员会（背景）'),
          },
          fields: [
            {
              id: 'oversightBody',
              kind: 'text',
              labels: text(
                'Body or individual overseeing climate-related risks and opportunities',
                '監督氣候相關風險及機遇的組織或個人',
                '监督气候相关风险及机遇的组织或个人',
              ),
              // A name the company gives in each language (ADR 0130).
              translatable: true,
              validation: { maxLength: 200 },
              provisions: ['D-GOV'],
            },
            narrative('responsibilities', text('Responsibilities', '職責', '职责')),
            narrative('skills', text('Skills and competencies', '技能及才能', '技能及才能')),
            narrative(
              'informedHow',
              text('How and how often the body is informed', '獲告知的方式及頻率', '获告知的方式及频率'),
            ),
            narrative(
              'strategyConsideration',
              text(
                'How climate is considered in strategy, major transactions and risk management',
                '在策略、重大交易及風險管理中如何考慮氣候相關事宜',
                '在策略、重大交易及风险管理中如何考虑气候相关事宜',
              ),
            ),
            narrative(
              'targetOversight',
              text('Oversight of targets and progress', '對目標及進度的監督', '对目标及进度的监督'),
            ),
          ],
        },
        {
          id: 'managementCard',
          labels: text("Management's role", '管理層的角色', '管理层的角色'),
          fields: [
            narrative('managementRole', text("Management's role", '管理層的角色', '管理层的角色')),
            narrative('controls', text('Controls and procedures', '監控措施及程序', '监控措施及程序')),
          ],
        },
        complyCard(COMPLY),
      ],
    },
  ],
  title: climateTitle('climate_governance', 'Climate governance'),
  nav: { group: 'climate', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  specCalls: [],
};
