import { climateTitle } from './climateTitles';

/**
 * Page and section titles (the spec's screens: "page titles are fetched by the last path segment of the route"),
 * keyed by that segment, in every interface language. The web shows them through its `titles`
 * namespace. These are the screens' and sections'; a data page's title is its module's `title`
 * (core/src/pages, ADR 0080), and core/src/pages/titles.ts holds both.
 */
export const SCREEN_TITLES = {
  home: { en: 'Home', hk: '首頁', cn: '首页' },
  dashboard: { en: 'Dashboard', hk: '儀表板', cn: '仪表板' },
  excel: { en: 'Excel import', hk: 'Excel 匯入', cn: 'Excel 导入' },
  settings: { en: 'Settings', hk: '設定', cn: '设置' },
  personalProfile: { en: 'Personal profile', hk: '個人資料', cn: '个人资料' },
  background: { en: 'Background', hk: '背景', cn: '背景' },
  preliminary_questionnaire: { en: 'Preliminary questionnaire', hk: '初步問卷', cn: '初步问卷' },
  environmental: { en: 'Environmental', hk: '環境', cn: '环境' },
  climate: climateTitle('climate', 'Climate'),
  social: { en: 'Social', hk: '社會', cn: '社会' },
  miscellaneous: { en: 'Miscellaneous', hk: '其他資料', cn: '其他资料' },
  attachment: { en: 'Attachments', hk: '附件', cn: '附件' },
  reporting: { en: 'Reporting', hk: '報告', cn: '报告' },
  template_download: { en: 'Template download', hk: '範本下載', cn: '模板下载' },
  generate_report: { en: 'Generate report', hk: '生成報告', cn: '生成报告' },
  qualitative_analysis: { en: 'Qualitative analysis', hk: '定性分析', cn: '定性分析' },
  materiality_matrix: { en: 'Materiality matrix', hk: '重要性矩陣', cn: '重要性矩阵' },
  view_pdf: { en: 'View PDF', hk: '檢視 PDF', cn: '查看 PDF' },
  policies_result: { en: 'Policy results', hk: '政策結果', cn: '政策结果' },
  data_quality: { en: 'Data quality', hk: '數據質素', cn: '数据质量' },
  administration: { en: 'Administration', hk: '系統管理', cn: '系统管理' },
  users: { en: 'Users', hk: '用戶', cn: '用户' },
  role: { en: 'Roles', hk: '角色', cn: '角色' },
  authorization: { en: 'Page authorization', hk: '頁面授權', cn: '页面授权' },
  privilege: { en: 'Privileges', hk: '權限', cn: '权限' },
  aspect_KPI: { en: 'Aspects and KPIs', hk: '層面及關鍵績效指標', cn: '层面及关键绩效指标' },
  UOM: { en: 'Units of measure', hk: '計量單位', cn: '计量单位' },
  emission_factors: { en: 'Emission factors', hk: '排放因子', cn: '排放因子' },
  audit_log: { en: 'Audit log', hk: '審計記錄', cn: '审计日志' },
  file_log: { en: 'File log', hk: '檔案記錄', cn: '文件日志' },
  system_config: { en: 'System configuration', hk: '系統設定', cn: '系统配置' },
  company_subscription: { en: 'Company subscription', hk: '公司訂閱', cn: '公司订阅' },
  login: { en: 'Sign in', hk: '登入', cn: '登录' },
  questionnaire: { en: 'Questionnaire', hk: '問卷', cn: '问卷' },
  register: { en: 'Register', hk: '註冊', cn: '注册' },
  activate: { en: 'Activate account', hk: '啟用帳戶', cn: '激活账户' },
  reset: { en: 'Reset password', hk: '重設密碼', cn: '重置密码' },
  error: { en: 'Error', hk: '錯誤', cn: '错误' },
  notFound: { en: 'Page not found', hk: '找不到頁面', cn: '页面未找到' },
} as const satisfies Record<string, { en: string; hk: string; cn: string }>;
