import { defineMessages, registerMessages } from '../../i18n';

const messages = defineMessages(
  {
    title: 'Sign in',
    description: 'Enter your user name and password to open your ESG report.',
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    failed: 'Failed to sign in! Please check your credentials and try again.',
    required: 'This field is required.',
    language: 'Language',
    version: 'Version {{version}}',
    product: 'ESG Reporting',
    tagline: 'Environmental, social and governance reporting aligned with the HKEX ESG Reporting Code',
  },
  {
    hk: {
      title: '登入',
      description: '請輸入用戶名稱及密碼以開啟您的 ESG 報告。',
      username: '用戶名稱',
      password: '密碼',
      submit: '登入',
      submitting: '正在登入…',
      failed: '登入失敗！請檢查您的憑證，然後再試一次。',
      required: '此欄位為必填。',
      language: '語言',
      version: '版本 {{version}}',
      product: 'ESG 報告',
      tagline: '符合香港交易所《環境、社會及管治報告守則》的 ESG 報告平台',
    },
    cn: {
      title: '登录',
      description: '请输入用户名和密码以打开您的 ESG 报告。',
      username: '用户名',
      password: '密码',
      submit: '登录',
      submitting: '正在登录…',
      failed: '登录失败！请检查您的凭据，然后重试。',
      required: '此字段为必填项。',
      language: '语言',
      version: '版本 {{version}}',
      product: 'ESG 报告',
      tagline: '符合香港交易所《环境、社会及管治报告守则》的 ESG 报告平台',
    },
  },
);

export const ns = registerMessages('auth', messages);
