import type { en } from './en';

/** Traditional Chinese (Hong Kong) strings of the settings page. */
export const hk: Record<keyof typeof en, string> = {
  title: '設定',
  description: '您的用戶資料及密碼。',
  detailsTitle: '用戶資料',
  username: '用戶名稱',
  firstName: '名字',
  lastName: '姓氏',
  email: '電郵地址',
  language: '語言',
  save: '儲存',
  saving: '正在儲存…',
  passwordTitle: '更改密碼',
  currentPassword: '目前密碼',
  newPassword: '新密碼',
  confirmPassword: '確認新密碼',
  passwordHint: '密碼長度必須介乎 {{min}} 至 {{max}} 個字元。',
  changePassword: '更改密碼',
  loadFailed: '無法載入您的資料。',
  currentPasswordRequired: '必須填寫目前密碼。',
  companyTitle: '公司設定',
  companyLanguage: '公司預設語言',
  taskMails: '工作電郵',
  taskMailsHint: '頁面指派或退回給您時，您總會收到電郵。',
  taskDigests: '每日以電郵通知我三日後到期或已逾期的工作，以及待我審閱的頁面',
};
