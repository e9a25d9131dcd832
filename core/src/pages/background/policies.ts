import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';
import { text, type DetailField, type I18nText, type YesNoNtdField } from '../../catalogue/types';
import { steps as tutorial } from './policies.tutorial';

/**
 * One policy question per HKEX aspect: its general disclosure (`<aspect>-GD`) asks for the policies
 * and for compliance with the laws that have a significant impact. Detail ids carry the question's
 * id, because ids are unique across a page. A question may stay unanswered when the page is saved:
 * what is answered is kept, and the aspect stays open (a gap of the year, refused by the final
 * report) until it is answered or explained (ADR 0088).
 */
function policy(id: string, code: string, aspect: I18nText, more: readonly DetailField[] = []): YesNoNtdField {
  return {
    id,
    kind: 'yesNoNtd',
    labels: text(
      `Does the company have a policy on ${aspect.en.toLowerCase()}?`,
      `公司有否制定${aspect.hk}政策？`,
      `公司有否制定${aspect.cn}政策？`,
    ),
    provisions: [code],
    validation: { required: false },
    // A policy the company does not have (or does not disclose) is its statement in the report, never the question
    // and "No" (ADR 0124); a Yes prints under the policy's name.
    statements: {
      yes: text(
        `The company has a policy on ${aspect.en.toLowerCase()}.`,
        `公司已制定${aspect.hk}政策。`,
        `公司已制定${aspect.cn}政策。`,
      ),
      no: text(
        `The company has no policy on ${aspect.en.toLowerCase()}.`,
        `公司並無制定${aspect.hk}政策。`,
        `公司并无制定${aspect.cn}政策。`,
      ),
      notDisclosed: text(
        `The company does not disclose its policy on ${aspect.en.toLowerCase()}: {reason}`,
        `公司不披露其${aspect.hk}政策：{reason}`,
        `公司不披露其${aspect.cn}政策：{reason}`,
      ),
    },
    details: [
      {
        id: `${id}Name`,
        kind: 'text',
        translatable: true,
        labels: text('Policy name', '政策名稱', '政策名称'),
        validation: { maxLength: 200 },
      },
      {
        id: `${id}Details`,
        kind: 'longText',
        translatable: true,
        labels: text('What the policy covers', '政策內容', '政策内容'),
      },
      {
        id: `${id}Compliance`,
        kind: 'longText',
        translatable: true,
        labels: text(
          'Compliance with relevant laws and regulations',
          '遵守相關法律及規例的情況',
          '遵守相关法律及法规的情况',
        ),
        validation: { required: false },
      },
      ...more,
    ],
  };
}

/**
 * A4.1 under the 2020 rule set (Part D answers it by cross-reference under the 2025 one: reports/contentIndex.ts):
 * the significant climate-related issues, beside the climate change policy (ADR 0072).
 */
const climateIssues: DetailField = {
  id: 'climateChangeIssues',
  kind: 'longText',
  translatable: true,
  labels: text(
    'Significant climate-related issues which have impacted, and those which may impact, the company, and the actions taken to manage them',
    '已經及可能會對公司產生影響的重大氣候相關事宜的描述，及應對行動',
    '已经及可能会对公司产生影响的重大气候相关事宜的描述，及应对行动',
  ),
  validation: { required: false },
  provisions: ['A4.1'],
};

/** The environmental general disclosures and A4.1, explained or marked not applicable here (ADR 0072). */
const COMPLY = provisionEntries(['A1-GD', 'A2-GD', 'A3-GD', 'A4-GD', 'A4.1']);

const ENVIRONMENTAL = [
  policy('emissions', 'A1-GD', text('Emissions', '排放物', '排放物')),
  policy('useOfResources', 'A2-GD', text('Use of resources', '資源使用', '资源使用')),
  policy(
    'naturalResources',
    'A3-GD',
    text('The environment and natural resources', '環境及天然資源', '环境及天然资源'),
  ),
  policy('climateChange', 'A4-GD', text('Climate change', '氣候變化', '气候变化'), [climateIssues]),
];
const SOCIAL = [
  policy('employment', 'B1-GD', text('Employment', '僱傭', '雇佣')),
  policy('healthSafety', 'B2-GD', text('Health and safety', '健康與安全', '健康与安全')),
  policy('training', 'B3-GD', text('Development and training', '發展及培訓', '发展及培训')),
  policy('labourStandards', 'B4-GD', text('Labour standards', '勞工準則', '劳工准则')),
  policy('supplyChain', 'B5-GD', text('Supply chain management', '供應鏈管理', '供应链管理')),
  policy('productResponsibility', 'B6-GD', text('Product responsibility', '產品責任', '产品责任')),
  policy('antiCorruption', 'B7-GD', text('Anti-corruption', '反貪污', '反贪污')),
  policy('communityInvestment', 'B8-GD', text('Community investment', '社區投資', '社区投资')),
];

/** Background › Policies: which HKEX aspect policies the company has (yes / no / not to disclose). */
export const policies: DataPage = {
  key: 'policies',
  route: '/background/policies',
  titleKey: 'pages.policies',
  tutorial,
  tabs: [
    {
      id: 'environmentalTab',
      labels: text('Environmental', '環境', '环境'),
      cards: [
        {
          id: 'environmentalCard',
          labels: text('Environmental policies', '環境政策', '环境政策'),
          fields: ENVIRONMENTAL,
        },
      ],
    },
    {
      id: 'socialTab',
      labels: text('Social', '社會', '社会'),
      cards: [{ id: 'socialCard', labels: text('Social policies', '社會政策', '社会政策'), fields: SOCIAL }],
    },
    complyTab(COMPLY),
  ],
  explains: explainsOf(COMPLY),
  title: text('Policies', '政策', '政策'),
  nav: { group: 'background', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  specCalls: [
    {
      id: 'companyPolicies',
      method: 'GET',
      path: '/api/policies/comp/{year}',
      spec: 'GET /policies/comp/{year}',
      year: 'year',
    },
    { id: 'putPolicies', method: 'PUT', path: '/api/policies/{year}', spec: 'PUT /policies/{year}', year: 'year' },
  ],
};
