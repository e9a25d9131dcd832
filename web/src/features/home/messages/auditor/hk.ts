import type { en } from './en';

/** 獲邀審計師首頁的繁體中文（ADR 0115）。 */
export const hk: Record<keyof typeof en, string> = {
  title: '您的鑒證審閱',
  intro:
    '{{company}} 邀請您審閱其 ESG 報告。以下年度的每一頁均可供您查閱；您開啟的任何內容都不會更改公司的數據，而您開啟的每一頁都會記錄在公司的審計記錄中。',
  yearsTitle: '開啟您獲邀審閱的年度',
  yearsText: '請在此處或頂部的年度選單選擇年度：其頁面、數字及證明文件均按公司輸入的內容顯示。',
  yearOpen: '年度截至 {{date}}：目前開啟',
  openYear: '開啟截至 {{date}} 的年度',
  dashboard: '在儀表板查閱本年度',
  sampleTitle: '抽取樣本',
  sampleText: '按排放量或能源用量加權，隨機抽取數字；可記錄種子，並以同一種子再次抽取。',
  sampleLink: '抽取本年度的樣本',
  trailTitle: '查閱數字的追溯記錄',
  trailText: '將抽中的數字追溯至其輸入的每月數值、單位換算、排放因子、證明文件及修改記錄，然後標記為相符或例外。',
  trailLink: '追溯樣本中的數字',
  packTitle: '下載鑒證資料包',
  packText: '公司為本年度建立的資料包（重列年度的每個版本）以一個 zip 檔案提供。',
  packLink: '下載本年度的鑒證資料包',
  reportTitle: '查閱報告',
  reportText: '本年度產生的每份報告（草稿或已列印），與公司所見相同。',
  reportLink: '查閱本年度的報告',
};
