import type { en } from './en';

/** Simplified Chinese strings of the board's sign-off link. */
export const cn: Record<keyof typeof en, string> = {
  product: 'ESG 报告',
  title: '董事会审批',
  description: '发给董事审批的董事会声明及环境、社会及管治报告草稿。',
  invalidHeader: '此审批链接不完整或无效',
  invalidText: '请按收到的链接原样打开，或联系发出链接的公司索取新链接。',
  closedHeader: '此报告年度已结束',
  closedText: '报告已经发布：不能再在此审批。',
  withdrawnHeader: '此报告草稿已撤回',
  withdrawnText:
    '草稿送交您后，报告有页面重新开启，其数字或会更改。此链接不再接受批准或意见：公司将向您发送新的草稿以供批准。',
  company: '公司',
  year: '报告年度截至',
  director: '董事',
  statement: '董事会声明',
  boardOversight: '董事会对环境、社会及管治事宜的监管',
  managementApproach: '环境、社会及管治的管理方针及策略',
  progressReview: '董事会如何检讨环境、社会及管治目标的进度',
  notAnswered: '未有填写。',
  draft: '报告草稿',
  openDraft: '打开报告草稿（PDF）',
  approve: '批准报告',
  comment: '您的意见',
  commentHint: '批准前需要修改的地方。公司管理员会收到您的意见。',
  sendComment: '发送意见',
  commentRequired: '请写下需要修改的地方。',
  approvedHeader: '谢谢：您已批准报告',
  commentedHeader: '谢谢：您的意见已发送',
  doneText: '您可关闭此页面。此链接不会再打开。',
};
