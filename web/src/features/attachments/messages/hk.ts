import type { en } from './en';

export const hk: Record<keyof typeof en, string> = {
  description: '截至 {{date}} 的報告年度的證明文件。',
  noYear: '請在頂欄選擇報告年度以查看其附件。',
  uploadHeader: '上載附件',
  lockedHeader: '此報告年度已列印',
  lockedBody: '此年度的報告已列印，因此其附件可以下載，但不能更改。',
};
