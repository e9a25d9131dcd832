import type { en } from './en';

/** Simplified Chinese strings of the board member questionnaire. */
export const cn: Record<keyof typeof en, string> = {
  product: 'ESG 报告',
  language: '语言',
  title: '董事会成员问卷',
  description: '就公司环境、社会及管治事宜发给董事会成员的问卷。',
  invalidHeader: '此问卷链接不完整或无效',
  invalidText: '请按收到的原样打开链接，或向发出链接的公司索取新链接。',
  linkHeader: '您的董事会成员问卷',
  linkText: '此链接会打开公司发给您（作为其董事会成员）的问卷表格。您可在此作答，无须登录。',
  notYetText: '此版本的平台尚未提供问卷表格。请保留此链接：日后会在此打开您的表格。',
};
