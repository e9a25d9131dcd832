import { text, type I18nText } from '../../catalogue/types';
import type { Measure } from './workforceIds';

/**
 * The workforce breakdowns HKEX B1.1 names (gender, employment type, age group, employee category)
 * and the figures counted for each (headcount at year begin and year end, new hires, leavers). The
 * Employment page's fields, its totals rule and the turnover calculation all read these ids.
 */
export const MEASURES = [
  { id: 'begin', labels: text('year begin', '年初', '年初') },
  { id: 'end', labels: text('year end', '年末', '年末') },
  { id: 'hires', labels: text('new hires', '新聘', '新聘') },
  { id: 'leavers', labels: text('leavers', '離職', '离职') },
] as const satisfies readonly { id: Measure; labels: I18nText }[];

export interface Breakdown {
  id: string;
  labels: I18nText;
  groups: readonly { id: string; labels: I18nText }[];
}

export const BREAKDOWNS = [
  {
    id: 'gender',
    labels: text('By gender', '按性別', '按性别'),
    groups: [
      { id: 'Male', labels: text('Male', '男性', '男性') },
      { id: 'Female', labels: text('Female', '女性', '女性') },
    ],
  },
  {
    id: 'employmentType',
    labels: text('By employment type', '按僱傭類型', '按雇佣类型'),
    groups: [
      { id: 'FullTime', labels: text('Full-time', '全職', '全职') },
      { id: 'PartTime', labels: text('Part-time', '兼職', '兼职') },
      { id: 'Contract', labels: text('Contract', '合約', '合约') },
    ],
  },
  {
    id: 'ageGroup',
    labels: text('By age group', '按年齡組別', '按年龄组别'),
    groups: [
      { id: 'Under30', labels: text('Under 30', '30歲以下', '30岁以下') },
      { id: 'Age30to50', labels: text('30 to 50', '30至50歲', '30至50岁') },
      { id: 'Over50', labels: text('Over 50', '50歲以上', '50岁以上') },
    ],
  },
  {
    id: 'category',
    labels: text('By employee category', '按僱員類別', '按雇员类别'),
    groups: [
      { id: 'SeniorManagement', labels: text('Senior management', '高級管理層', '高级管理层') },
      { id: 'MiddleManagement', labels: text('Middle management', '中級管理層', '中级管理层') },
      { id: 'GeneralStaff', labels: text('General staff', '一般員工', '一般员工') },
    ],
  },
] as const satisfies readonly Breakdown[];

export { figureId, REGION_COLUMN, REGIONS, TOTAL, type Measure } from './workforceIds';

/** What is counted, as a column's head says it (sentence case: 'Year begin'); mid-label it stays 'year begin'. */
export const measureHeading = (m: { labels: I18nText }): I18nText =>
  text(m.labels.en.charAt(0).toUpperCase() + m.labels.en.slice(1), m.labels.hk, m.labels.cn);

/** A label made of a group and what is counted for it: 'Male – year begin'. */
export const joined = (a: I18nText, b: I18nText): I18nText =>
  text(`${a.en} – ${b.en}`, `${a.hk} – ${b.hk}`, `${a.cn} – ${b.cn}`);
