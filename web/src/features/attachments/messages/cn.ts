import type { en } from './en';

export const cn: Record<keyof typeof en, string> = {
  description: '截至 {{date}} 的报告年度的证明文件。',
  noYear: '请在顶栏选择报告年度以查看其附件。',
  uploadHeader: '上传附件',
  lockedHeader: '此报告年度已打印',
  lockedBody: '此年度的报告已打印，因此其附件可以下载，但不能更改。',
};
