import { defineMessages, registerMessages } from '../../i18n';

/** The public board member questionnaire link (spec §2 `/questionnaire?id=`). */
const messages = defineMessages(
  {
    product: 'ESG Reporting',
    language: 'Language',
    title: 'Board member questionnaire',
    description: 'A questionnaire sent to a member of the board about the company’s ESG matters.',
    invalidHeader: 'This questionnaire link is incomplete or invalid',
    invalidText: 'Open the link exactly as you received it, or ask the company that sent it for a new link.',
    linkHeader: 'Your board member questionnaire',
    linkText:
      'This link opens the questionnaire form the company sent you as a member of its board. You answer it here, without signing in.',
    notYetText:
      'The questionnaire form is not available in this version of the platform yet. Please keep the link: it will open your form here.',
  },
  {
    hk: {
      product: 'ESG 報告',
      language: '語言',
      title: '董事會成員問卷',
      description: '就公司環境、社會及管治事宜發給董事會成員的問卷。',
      invalidHeader: '此問卷連結不完整或無效',
      invalidText: '請按收到的原樣開啟連結，或向發出連結的公司索取新連結。',
      linkHeader: '您的董事會成員問卷',
      linkText: '此連結會開啟公司發給您（作為其董事會成員）的問卷表格。您可在此作答，無須登入。',
      notYetText: '此版本的平台尚未提供問卷表格。請保留此連結：日後會在此開啟您的表格。',
    },
    cn: {
      product: 'ESG 报告',
      language: '语言',
      title: '董事会成员问卷',
      description: '就公司环境、社会及管治事宜发给董事会成员的问卷。',
      invalidHeader: '此问卷链接不完整或无效',
      invalidText: '请按收到的原样打开链接，或向发出链接的公司索取新链接。',
      linkHeader: '您的董事会成员问卷',
      linkText: '此链接会打开公司发给您（作为其董事会成员）的问卷表格。您可在此作答，无须登录。',
      notYetText: '此版本的平台尚未提供问卷表格。请保留此链接：日后会在此打开您的表格。',
    },
  },
);

export const ns = registerMessages('questionnaire', messages);
