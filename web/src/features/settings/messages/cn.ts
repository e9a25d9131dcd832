import type { en } from './en';

/** Simplified Chinese strings of the settings page. */
export const cn: Record<keyof typeof en, string> = {
  title: '设置',
  description: '您的用户信息及密码。',
  detailsTitle: '用户信息',
  username: '用户名',
  firstName: '名字',
  lastName: '姓氏',
  email: '电子邮箱',
  language: '语言',
  save: '保存',
  saving: '正在保存…',
  passwordTitle: '更改密码',
  currentPassword: '当前密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  passwordHint: '密码长度必须为 {{min}} 至 {{max}} 个字符。',
  changePassword: '更改密码',
  loadFailed: '无法加载您的信息。',
  currentPasswordRequired: '必须填写当前密码。',
  companyTitle: '公司设置',
  companyLanguage: '公司默认语言',
  taskMails: '工作邮件',
  taskMailsHint: '页面指派或退回给您时，您总会收到邮件。',
  taskDigests: '每日以邮件通知我三日后到期或已逾期的工作，以及待我审阅的页面',
};
