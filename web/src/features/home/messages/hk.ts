import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the home page. */
export const hk: Record<keyof typeof en, string> = {
  greeting: '歡迎，{{name}}',
  description: '收集本年度的環境、社會及管治資料，並製作您的 ESG 報告。',
  reportingYear: '報告年度截至 {{date}}',
  noYear: '您的公司尚未設定報告年度。',
  reportingYears: '報告年度截至 {{years}}',
  companyInfo: '公司資料',
  companyInfoLink: '檢視您的公司資料',
  reviewTitle: '報告年度概覽',
  reviewDescription: '報告各部分的進度。',
  section: '部分',
  pages: '已儲存頁數',
  savedOf: '{{saved}} / {{total}}',
  missingMandatory: '尚欠的強制披露',
  missingCount: '尚欠 {{count}} 項',
  unexplained: '尚待回答或解釋',
  unexplainedCount: '{{count}} 項待解釋',
  status: '狀態',
  notStarted: '未開始',
  inProgress: '進行中',
  complete: '已完成',
  reviewEmpty: '您的角色沒有需要檢視的報告部分。',
  reviewNoYear: '設定報告年度後才有可檢視的內容。',
  reviewFailed: '無法載入概覽。',
  loading: '正在載入概覽',
};
