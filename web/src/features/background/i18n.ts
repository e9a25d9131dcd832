import { defineMessages, registerMessages } from '../../i18n';

/**
 * The Background pages' own words; the page-data container's words are in forms/pageData/i18n.ts,
 * the forms' labels come from the catalogue.
 */
const messages = defineMessages(
  {
    yearDescription: 'Reporting year ending {{date}}',
    noYear: 'No reporting year has been set up for your company yet.',
    unknownPage: 'This page has no form yet.',
  },
  {
    hk: {
      yearDescription: '報告年度截至 {{date}}',
      noYear: '您的公司尚未設定報告年度。',
      unknownPage: '此頁面尚未有表格。',
    },
    cn: {
      yearDescription: '报告年度截至 {{date}}',
      noYear: '您的公司尚未设置报告年度。',
      unknownPage: '此页面尚未有表单。',
    },
  },
);

export const ns = registerMessages('background', messages);
