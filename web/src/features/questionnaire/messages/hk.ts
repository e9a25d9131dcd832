import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the board member questionnaire. */
export const hk: Record<keyof typeof en, string> = {
  product: 'ESG 報告',
  language: '語言',
  title: '董事會成員問卷',
  description: '就公司環境、社會及管治事宜發給董事會成員的問卷。',
  invalidHeader: '此問卷連結不完整或無效',
  invalidText: '請按收到的原樣開啟連結，或向發出連結的公司索取新連結。',
  company: '公司',
  year: '報告年度截至',
  member: '董事會成員',
  instructions: '請就每項議題，以 1（不重要）至 10（非常重要）分別評估其對公司的重要性及對您個人的重要性。',
  toCompany: '對公司的重要性（1–10）',
  toYou: '對您的重要性（1–10）',
  submit: '提交',
  closedHeader: '此問卷已結束',
  closedText: '此報告年度已結束：問卷不能再作答。',
  thankYouTitle: '謝謝',
  submittedNow: '您的答案已提交。謝謝。',
  thankYouText: '您的答案已提交給公司。',
  closesIn_one: '此訊息將於 {{count}} 秒後關閉。',
  closesIn_other: '此訊息將於 {{count}} 秒後關閉。',
  close: '關閉',
  stakeholderTitle: '持份者問卷',
  stakeholderDescription: '公司與持份者分享的 ESG 事宜問卷，毋須提供姓名。',
  group: '持份者群組',
};
