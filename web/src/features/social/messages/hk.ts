import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the Social pages' own screens. */
export const hk: Record<keyof typeof en, string> = {
  seriesTitle: '因工亡故－過去三年',
  seriesDescription:
    '香港交易所關鍵績效指標B2.1：每100名工人的比率＝因工亡故人數 ÷ 年末僱員人數 × 100，僱員人數取自「僱傭」頁的年末人數；比率自動計算，無須輸入。',
  yearEnd: '年度截至',
  source: '來源',
  fatalities: '因工亡故人數',
  workforce: '年末僱員人數',
  rate: '每100名工人比率',
  stored: '本平台',
  entered: '一次性輸入',
  missing: '未輸入',
  needsHeadcount: '需要「僱傭」頁的僱員人數',
  needsFatalities: '需要因工亡故人數',
  notEntered: '–',
  loadFailed: '未能載入過去三年的數據。',
  turnoverTitle: '按地區劃分的僱員流失率（%）',
  turnoverDescription:
    '香港交易所關鍵績效指標B1.2：離職人數 ÷ 年初及年末僱員人數的平均數 × 100，按上方已儲存的地區數字計算，無須輸入。',
  location: '地點',
  thisYear: '本年度（%）',
  lastYear: '上年度（%）',
  noRegions: '尚未儲存地區數字。',
};
