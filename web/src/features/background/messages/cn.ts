import type { en } from './en';

/** Simplified Chinese strings of the Background pages. */
export const cn: Record<keyof typeof en, string> = {
  yearDescription: '报告年度截至 {{date}}',
  noYear: '您的公司尚未设置报告年度。',
  unknownPage: '此页面尚未有表单。',
  notInRuleSet: '本报告年度适用的香港交易所规则不包括此页（气候相关披露适用于2025年1月1日或之后开始的财政年度）。',
};
