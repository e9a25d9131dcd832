import type { en } from './en';

/** Simplified Chinese strings of the Social pages' own screens. */
export const cn: Record<keyof typeof en, string> = {
  seriesTitle: '因工亡故－过去三年',
  seriesDescription:
    '香港交易所关键绩效指标B2.1：每100名工人的比率＝因工亡故人数 ÷ 年末雇员人数 × 100，雇员人数取自“雇佣”页的年末人数；比率自动计算，无须输入。',
  yearEnd: '年度截至',
  source: '来源',
  fatalities: '因工亡故人数',
  workforce: '年末雇员人数',
  rate: '每100名工人比率',
  stored: '本平台',
  entered: '一次性输入',
  missing: '未输入',
  needsHeadcount: '需要“雇佣”页的雇员人数',
  needsFatalities: '需要因工亡故人数',
  notEntered: '–',
  loadFailed: '未能载入过去三年的数据。',
  turnoverTitle: '按地区划分的雇员流失率（%）',
  turnoverDescription:
    '香港交易所关键绩效指标B1.2：离职人数 ÷ 年初及年末雇员人数的平均数 × 100，按上方已保存的地区数字计算，无须输入。',
  location: '地点',
  thisYear: '本年度（%）',
  lastYear: '上年度（%）',
  noRegions: '尚未保存地区数字。',
};
