import type { en } from './en';

/** Simplified Chinese strings of the sign-in page. */
export const cn: Record<keyof typeof en, string> = {
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
  forgotPassword: '忘记密码？',
  register: '注册新公司',
};
