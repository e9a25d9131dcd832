import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the Background pages. */
export const hk: Record<keyof typeof en, string> = {
  yearDescription: '報告年度截至 {{date}}',
  noYear: '您的公司尚未設定報告年度。',
  unknownPage: '此頁面尚未有表格。',
};
