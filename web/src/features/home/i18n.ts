import { defineMessages, registerMessages } from '../../i18n';

const messages = defineMessages(
  {
    greeting: 'Welcome, {{name}}',
    description: 'Collect this year’s environmental, social and governance data and produce your ESG report.',
    reportingYear: 'Reporting year ending {{date}}',
    noYear: 'No reporting year has been set up for your company yet.',
    companyInfo: 'Company information',
    companyInfoLink: 'Review your company information',
  },
  {
    hk: {
      greeting: '歡迎，{{name}}',
      description: '收集本年度的環境、社會及管治資料，並製作您的 ESG 報告。',
      reportingYear: '報告年度截至 {{date}}',
      noYear: '您的公司尚未設定報告年度。',
      companyInfo: '公司資料',
      companyInfoLink: '檢視您的公司資料',
    },
    cn: {
      greeting: '欢迎，{{name}}',
      description: '收集本年度的环境、社会及管治数据，并生成您的 ESG 报告。',
      reportingYear: '报告年度截至 {{date}}',
      noYear: '您的公司尚未设置报告年度。',
      companyInfo: '公司信息',
      companyInfoLink: '查看您的公司信息',
    },
  },
);

export const ns = registerMessages('home', messages);
