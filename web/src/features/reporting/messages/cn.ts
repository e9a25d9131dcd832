import type { en } from './en';

/** Simplified Chinese strings of the reporting pages. */
export const cn: Record<keyof typeof en, string> = {
  generateTitle: '生成报告',
  generateDescription: '将 {{year}} 报告年度的 ESG 报告打印为 PDF。',
  noYear: '贵公司尚未设置报告年度。',
  start: '生成报告',
  progressLabel: '报告进度',
  QUEUED: '正在等待报告打印…',
  RUNNING: '正在打印报告…',
  DONE: '报告已准备好。',
  FAILED: '无法打印报告，请再试一次。',
  view: '查看 PDF',
  download: '下载 PDF',
  viewTitle: '报告',
  viewerLabel: 'ESG 报告 PDF',
  missingId: '尚未选择报告，请先生成报告。',
  loadFailed: '无法加载报告。',
  back: '返回生成报告',
};
