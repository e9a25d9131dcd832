import type { en } from './en';

/** 受邀审计师首页的简体中文（ADR 0115）。 */
export const cn: Record<keyof typeof en, string> = {
  title: '您的鉴证审阅',
  intro:
    '{{company}} 邀请您审阅其 ESG 报告。以下年度的每一页均可供您查阅；您打开的任何内容都不会更改公司的数据，而您打开的每一页都会记录在公司的审计日志中。',
  yearsTitle: '打开您受邀审阅的年度',
  yearsText: '请在此处或顶部的年度菜单选择年度：其页面、数字及证明文件均按公司输入的内容显示。',
  yearOpen: '年度截至 {{date}}：当前打开',
  openYear: '打开截至 {{date}} 的年度',
  dashboard: '在仪表板查阅本年度',
  sampleTitle: '抽取样本',
  sampleText: '按排放量或能源用量加权，随机抽取数字；可记录种子，并以同一种子再次抽取。',
  sampleLink: '抽取本年度的样本',
  trailTitle: '查阅数字的追溯记录',
  trailText: '将抽中的数字追溯至其输入的每月数值、单位换算、排放因子、证明文件及修改记录，然后标记为相符或例外。',
  trailLink: '追溯样本中的数字',
  packTitle: '下载鉴证资料包',
  packText: '公司为本年度建立的资料包（重列年度的每个版本）以一个 zip 文件提供。',
  packLink: '下载本年度的鉴证资料包',
  reportTitle: '查阅报告',
  reportText: '本年度生成的每份报告（草稿或已打印），与公司所见相同。',
  reportLink: '查阅本年度的报告',
};
