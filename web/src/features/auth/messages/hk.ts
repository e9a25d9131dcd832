import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the sign-in page. */
export const hk: Record<keyof typeof en, string> = {
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
  forgotPassword: '忘記密碼？',
  register: '註冊新公司',
};
