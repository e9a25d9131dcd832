import type { RuleSet } from '../../vocabulary/ruleSets';

/** A text in the product's three languages (the spec's languages: en, hk, cn). */
export interface Text3 {
  en: string;
  hk: string;
  cn: string;
}

/** A default materiality topic: one per HKEX aspect (A1–A4, B1–B8) and per Part D pillar. */
export interface DefaultTopic {
  id: string;
  /** The HKEX aspect or Part D pillar the topic stands for; provisions of that aspect follow its materiality. */
  aspect: string;
  name: Text3;
  description: Text3;
}

const t = (aspect: string, name: Text3, description: Text3): DefaultTopic => ({
  id: aspect,
  aspect,
  name,
  description,
});

const ASPECTS: readonly DefaultTopic[] = [
  t(
    'A1',
    { en: 'Emissions', hk: '排放物', cn: '排放物' },
    {
      en: 'Greenhouse gases, air pollutants, waste water and waste produced by the business.',
      hk: '業務產生的溫室氣體、空氣污染物、污水及廢棄物。',
      cn: '业务产生的温室气体、空气污染物、污水及废弃物。',
    },
  ),
  t(
    'A2',
    { en: 'Use of resources', hk: '資源使用', cn: '资源使用' },
    {
      en: 'How efficiently the business uses energy, water, packaging and other materials.',
      hk: '業務使用能源、水、包裝及其他物料的效率。',
      cn: '业务使用能源、水、包装及其他物料的效率。',
    },
  ),
  t(
    'A3',
    { en: 'Environment and natural resources', hk: '環境及天然資源', cn: '环境及天然资源' },
    {
      en: 'Significant impacts of the business on the environment and on natural resources.',
      hk: '業務對環境及天然資源的重大影響。',
      cn: '业务对环境及天然资源的重大影响。',
    },
  ),
  t(
    'A4',
    { en: 'Climate change', hk: '氣候變化', cn: '气候变化' },
    {
      en: 'Climate-related issues that have affected, or may affect, the business.',
      hk: '已經及可能會對業務產生影響的氣候相關事宜。',
      cn: '已经及可能会对业务产生影响的气候相关事宜。',
    },
  ),
  t(
    'B1',
    { en: 'Employment', hk: '僱傭', cn: '雇佣' },
    {
      en: 'Pay, hiring, working hours, equal opportunity, diversity and staff turnover.',
      hk: '薪酬、招聘、工作時數、平等機會、多元化及員工流失。',
      cn: '薪酬、招聘、工作时数、平等机会、多元化及员工流失。',
    },
  ),
  t(
    'B2',
    { en: 'Health and safety', hk: '健康與安全', cn: '健康与安全' },
    {
      en: 'A safe workplace: accidents, lost days and protection from occupational hazards.',
      hk: '安全的工作環境：工傷事故、損失工作日及職業性危害的防護。',
      cn: '安全的工作环境：工伤事故、损失工作日及职业性危害的防护。',
    },
  ),
  t(
    'B3',
    { en: 'Development and training', hk: '發展及培訓', cn: '发展及培训' },
    {
      en: 'Training that helps employees do their work and develop their skills.',
      hk: '協助員工履行工作職責及提升技能的培訓。',
      cn: '协助员工履行工作职责及提升技能的培训。',
    },
  ),
  t(
    'B4',
    { en: 'Labour standards', hk: '勞工準則', cn: '劳工准则' },
    {
      en: 'Preventing child labour and forced labour in the business.',
      hk: '防止業務中出現童工及強制勞工。',
      cn: '防止业务中出现童工及强制劳工。',
    },
  ),
  t(
    'B5',
    { en: 'Supply chain management', hk: '供應鏈管理', cn: '供应链管理' },
    {
      en: 'Environmental and social risks of suppliers, and how suppliers are chosen.',
      hk: '供應商的環境及社會風險，以及如何甄選供應商。',
      cn: '供应商的环境及社会风险，以及如何甄选供应商。',
    },
  ),
  t(
    'B6',
    { en: 'Product responsibility', hk: '產品責任', cn: '产品责任' },
    {
      en: 'Safety and quality of products and services, advertising, labelling and customer privacy.',
      hk: '產品及服務的安全與質素、廣告、標籤及客戶私隱。',
      cn: '产品及服务的安全与质量、广告、标签及客户隐私。',
    },
  ),
  t(
    'B7',
    { en: 'Anti-corruption', hk: '反貪污', cn: '反贪污' },
    {
      en: 'Bribery, extortion, fraud and money laundering, and how they are prevented.',
      hk: '賄賂、勒索、欺詐及洗黑錢，以及相關的防範措施。',
      cn: '贿赂、勒索、欺诈及洗钱，以及相关的防范措施。',
    },
  ),
  t(
    'B8',
    { en: 'Community investment', hk: '社區投資', cn: '社区投资' },
    {
      en: 'Understanding and supporting the communities where the business operates.',
      hk: '了解及支持業務營運所在的社區。',
      cn: '了解及支持业务营运所在的社区。',
    },
  ),
];

/** Part D (from financial years starting 1 January 2025): the climate disclosure's four pillars. */
const PILLARS: readonly DefaultTopic[] = [
  t(
    'D-GOV',
    { en: 'Climate governance', hk: '氣候管治', cn: '气候管治' },
    {
      en: 'How the board and management oversee climate-related risks and opportunities.',
      hk: '董事會及管理層如何監察氣候相關風險及機遇。',
      cn: '董事会及管理层如何监察气候相关风险及机遇。',
    },
  ),
  t(
    'D-STR',
    { en: 'Climate strategy', hk: '氣候策略', cn: '气候策略' },
    {
      en: 'Climate-related risks and opportunities, their effects and the resilience of the strategy.',
      hk: '氣候相關風險及機遇、其影響及策略的抵禦力。',
      cn: '气候相关风险及机遇、其影响及策略的韧性。',
    },
  ),
  t(
    'D-RISK',
    { en: 'Climate risk management', hk: '氣候風險管理', cn: '气候风险管理' },
    {
      en: 'How climate-related risks are identified, assessed and managed.',
      hk: '如何識別、評估及管理氣候相關風險。',
      cn: '如何识别、评估及管理气候相关风险。',
    },
  ),
  t(
    'D-MET',
    { en: 'Climate metrics and targets', hk: '氣候指標及目標', cn: '气候指标及目标' },
    {
      en: 'Greenhouse gas emissions (Scope 1, 2 and 3) and the climate targets the company sets.',
      hk: '溫室氣體排放（範圍 1、2 及 3）及公司訂立的氣候目標。',
      cn: '温室气体排放（范围 1、2 及 3）及公司订立的气候目标。',
    },
  ),
];

/** The topics a year starts with: every aspect, and the Part D pillars when the year's rule set has Part D. */
export const defaultTopics = (ruleSet: RuleSet): readonly DefaultTopic[] =>
  ruleSet === '2025' ? [...ASPECTS, ...PILLARS] : ASPECTS;

/** The default topic of an id, whatever the rule set (its names and descriptions). */
export const defaultTopic = (id: string): DefaultTopic | undefined => [...ASPECTS, ...PILLARS].find((d) => d.id === id);
