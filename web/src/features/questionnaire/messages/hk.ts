import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the board member questionnaire. */
export const hk: Record<keyof typeof en, string> = {
  product: 'ESG 報告',
  language: '語言',
  title: '董事會成員問卷',
  description: '就公司環境、社會及管治事宜發給董事會成員的問卷。',
  invalidHeader: '此問卷連結不完整或無效',
  invalidText: '請按收到的原樣開啟連結，或向發出連結的公司索取新連結。',
  linkHeader: '您的董事會成員問卷',
  linkText: '此連結會開啟公司發給您（作為其董事會成員）的問卷表格。您可在此作答，無須登入。',
  notYetText: '此版本的平台尚未提供問卷表格。請保留此連結：日後會在此開啟您的表格。',
};
