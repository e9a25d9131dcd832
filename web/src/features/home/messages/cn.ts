import type { en } from './en';

/** Simplified Chinese strings of the home page. */
export const cn: Record<keyof typeof en, string> = {
  greeting: '欢迎，{{name}}',
  description: '收集本年度的环境、社会及管治数据，并生成您的 ESG 报告。',
  reportingYear: '报告年度截至 {{date}}',
  noYear: '您的公司尚未设置报告年度。',
  reportingYears: '报告年度截至 {{years}}',
  companyInfo: '公司信息',
  companyInfoLink: '查看您的公司信息',
  reviewTitle: '报告年度概览',
  reviewDescription: '报告各部分的进度。',
  section: '部分',
  pages: '已保存页数',
  savedOf: '{{saved}} / {{total}}',
  missingMandatory: '尚缺的强制披露',
  missingCount: '尚缺 {{count}} 项',
  unexplained: '尚待回答或解释',
  unexplainedCount: '{{count}} 项待解释',
  status: '状态',
  notStarted: '未开始',
  inProgress: '进行中',
  complete: '已完成',
  reviewEmpty: '您的角色没有需要查看的报告部分。',
  reviewNoYear: '设置报告年度后才有可查看的内容。',
  reviewFailed: '无法加载概览。',
  loading: '正在加载概览',
};
