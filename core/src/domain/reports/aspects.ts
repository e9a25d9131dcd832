import type { Language } from '../../schemas/common';

/**
 * HKEX aspects in Chinese, for the content index of a Chinese report (the catalogue's provision
 * titles are English paraphrases; a Chinese report names each provision by its code and aspect).
 */
const ASPECTS: Record<string, [hk: string, cn: string]> = {
  'Governance structure': ['管治架構', '管治架构'],
  'Reporting principles': ['匯報原則', '汇报原则'],
  'Reporting boundary': ['匯報範圍', '报告范围'],
  'A1 Emissions': ['A1 排放物', 'A1 排放物'],
  'A2 Use of Resources': ['A2 資源使用', 'A2 资源使用'],
  'A3 Environment and Natural Resources': ['A3 環境及天然資源', 'A3 环境及天然资源'],
  'A4 Climate Change': ['A4 氣候變化', 'A4 气候变化'],
  'B1 Employment': ['B1 僱傭', 'B1 雇佣'],
  'B2 Health and Safety': ['B2 健康與安全', 'B2 健康与安全'],
  'B3 Development and Training': ['B3 發展及培訓', 'B3 发展及培训'],
  'B4 Labour Standards': ['B4 勞工準則', 'B4 劳工准则'],
  'B5 Supply Chain Management': ['B5 供應鏈管理', 'B5 供应链管理'],
  'B6 Product Responsibility': ['B6 產品責任', 'B6 产品责任'],
  'B7 Anti-corruption': ['B7 反貪污', 'B7 反贪污'],
  'B8 Community Investment': ['B8 社區投資', 'B8 社区投资'],
  Governance: ['管治', '管治'],
  Strategy: ['策略', '策略'],
  'Risk management': ['風險管理', '风险管理'],
  'Metrics and targets': ['指標及目標', '指标及目标'],
};

/** How the content index names a provision: English aspect and title, or the aspect in Chinese. */
export function provisionName(p: { aspect: string; title: string }, lang: Language): string {
  if (lang === 'en') return `${p.aspect} – ${p.title}`;
  const zh = ASPECTS[p.aspect];
  return zh ? zh[lang === 'hk' ? 0 : 1] : p.aspect;
}
