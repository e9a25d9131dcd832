import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the reporting pages. */
export const hk: Record<keyof typeof en, string> = {
  generateTitle: '生成報告',
  generateDescription: '將 {{year}} 報告年度的 ESG 報告列印為 PDF。',
  noYear: '貴公司尚未設定報告年度。',
  start: '生成報告',
  progressLabel: '報告進度',
  QUEUED: '正在等待報告列印…',
  RUNNING: '正在列印報告…',
  DONE: '報告已準備好。',
  FAILED: '無法列印報告，請再試一次。',
  view: '檢視 PDF',
  download: '下載 PDF',
  viewTitle: '報告',
  viewerLabel: 'ESG 報告 PDF',
  missingId: '尚未選擇報告，請先生成報告。',
  loadFailed: '無法載入報告。',
  back: '返回生成報告',
};
