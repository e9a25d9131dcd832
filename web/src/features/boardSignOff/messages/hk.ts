import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the board's sign-off link. */
export const hk: Record<keyof typeof en, string> = {
  product: 'ESG 報告',
  title: '董事會審批',
  description: '發給董事審批的董事會聲明及環境、社會及管治報告草稿。',
  invalidHeader: '此審批連結不完整或無效',
  invalidText: '請按收到的連結原樣開啟，或聯絡發出連結的公司索取新連結。',
  closedHeader: '此匯報年度已結束',
  closedText: '報告已經發佈：不能再在此審批。',
  withdrawnHeader: '此報告草稿已撤回',
  withdrawnText:
    '草稿送交您後，報告有頁面重新開啟，其數字或會更改。此連結不再接受批准或意見：公司將向您發送新的草稿以供批准。',
  company: '公司',
  year: '匯報年度截至',
  director: '董事',
  statement: '董事會聲明',
  boardOversight: '董事會對環境、社會及管治事宜的監管',
  managementApproach: '環境、社會及管治的管理方針及策略',
  progressReview: '董事會如何檢討環境、社會及管治目標的進度',
  notAnswered: '未有填寫。',
  draft: '報告草稿',
  openDraft: '開啟報告草稿（PDF）',
  approve: '批准報告',
  comment: '您的意見',
  commentHint: '批准前需要修改的地方。公司管理員會收到您的意見。',
  sendComment: '發送意見',
  commentRequired: '請寫下需要修改的地方。',
  approvedHeader: '謝謝：您已批准報告',
  commentedHeader: '謝謝：您的意見已發送',
  doneText: '您可關閉此頁面。此連結不會再開啟。',
};
