import type { en } from './en';

/** Simplified Chinese strings of the board member questionnaire. */
export const cn: Record<keyof typeof en, string> = {
  product: 'ESG 报告',
  language: '语言',
  title: '董事会成员问卷',
  description: '就公司环境、社会及管治事宜发给董事会成员的问卷。',
  invalidHeader: '此问卷链接不完整或无效',
  invalidText: '请按收到的原样打开链接，或向发出链接的公司索取新链接。',
  company: '公司',
  year: '报告年度截至',
  member: '董事会成员',
  instructions: '请就每项议题，以 1（不重要）至 10（非常重要）分别评估其对公司的重要性及对您个人的重要性。',
  toCompany: '对公司的重要性（1–10）',
  toYou: '对您的重要性（1–10）',
  submit: '提交',
  closedHeader: '此问卷已结束',
  closedText: '此报告年度已结束：问卷不能再作答。',
  thankYouTitle: '谢谢',
  submittedNow: '您的答案已提交。谢谢。',
  thankYouText: '您的答案已提交给公司。',
  closesIn_one: '此消息将于 {{count}} 秒后关闭。',
  closesIn_other: '此消息将于 {{count}} 秒后关闭。',
  close: '关闭',
  stakeholderTitle: '持份者问卷',
  stakeholderDescription: '公司与持份者分享的 ESG 事宜问卷，无需提供姓名。',
  group: '持份者群组',
};
