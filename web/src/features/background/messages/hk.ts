import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the Background pages. */
export const hk: Record<keyof typeof en, string> = {
  yearDescription: '報告年度截至 {{date}}',
  noYear: '您的公司尚未設定報告年度。',
  unknownPage: '此頁面尚未有表格。',
  notInRuleSet: '本報告年度適用的香港交易所規則不包括此頁（氣候相關披露適用於2025年1月1日或之後開始的財政年度）。',
};
