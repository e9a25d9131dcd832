import { ASPECT_NAMES_CN } from '../../vocabulary/titlesCn';

/**
 * Traditional Chinese (hk) names of the HKEX aspects and Part B/D headings, as the Exchange's Chinese
 * ESG Reporting Code words them; the Simplified (cn) names are generated from these by character
 * conversion (titlesCn.ts, `npm run titles:cn`). Provision titles: titles.ts.
 */
export const ASPECT_NAMES_HK: Record<string, string> = {
  'Governance structure': '管治架構',
  'Reporting principles': '匯報原則',
  'Reporting boundary': '匯報範圍',
  'A1 Emissions': 'A1 排放物',
  'A2 Use of Resources': 'A2 資源使用',
  'A3 Environment and Natural Resources': 'A3 環境及天然資源',
  'A4 Climate Change': 'A4 氣候變化',
  'B1 Employment': 'B1 僱傭',
  'B2 Health and Safety': 'B2 健康與安全',
  'B3 Development and Training': 'B3 發展及培訓',
  'B4 Labour Standards': 'B4 勞工準則',
  'B5 Supply Chain Management': 'B5 供應鏈管理',
  'B6 Product Responsibility': 'B6 產品責任',
  'B7 Anti-corruption': 'B7 反貪污',
  'B8 Community Investment': 'B8 社區投資',
  Governance: '管治',
  Strategy: '策略',
  'Risk management': '風險管理',
  'Metrics and targets': '指標及目標',
};

/** The three-language aspect name, falling back to English for an aspect not in the table. */
export function aspectNames(en: string) {
  return { en, hk: ASPECT_NAMES_HK[en] ?? en, cn: ASPECT_NAMES_CN[en] ?? en };
}
