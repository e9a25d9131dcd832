import type { Chinese } from '../lib/chinese';
import type { ValidationKey } from './validationMessages';

/**
 * The people's fields' validation messages in Traditional and Simplified Chinese, keyed as their English
 * (validationMessages.ts): the types refuse a key that either lacks. Only the web reads them
 * (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */
export const VALIDATION_MESSAGES_CHINESE = {
  loginRequired: { hk: '必須填寫用戶名稱。', cn: '必须填写用户名。' },
  loginMin: { hk: '用戶名稱最少需要 1 個字元。', cn: '用户名至少需要 1 个字符。' },
  loginMax: { hk: '用戶名稱不能超過 50 個字元。', cn: '用户名不能超过 50 个字符。' },
  loginInvalid: { hk: '用戶名稱無效。', cn: '用户名无效。' },
  firstNameRequired: { hk: '必須填寫名字。', cn: '必须填写名字。' },
  firstNameMin: { hk: '名字最少需要 1 個字元', cn: '名字至少需要 1 个字符' },
  firstNameMax: { hk: '名字不能超過 50 個字元', cn: '名字不能超过 50 个字符' },
  lastNameRequired: { hk: '必須填寫姓氏。', cn: '必须填写姓氏。' },
  lastNameMin: { hk: '姓氏最少需要 1 個字元', cn: '姓氏至少需要 1 个字符' },
  lastNameMax: { hk: '姓氏不能超過 50 個字元', cn: '姓氏不能超过 50 个字符' },
  emailRequired: { hk: '必須填寫電郵地址。', cn: '必须填写电子邮箱。' },
  emailMin: { hk: '電郵地址最少需要 5 個字元。', cn: '电子邮箱至少需要 5 个字符。' },
  emailMax: { hk: '電郵地址不能超過 50 個字元。', cn: '电子邮箱不能超过 50 个字符。' },
  emailInvalid: { hk: '電郵地址無效。', cn: '电子邮箱无效。' },
  passwordRequired: { hk: '必須填寫密碼。', cn: '必须填写密码。' },
  passwordMin: { hk: '密碼最少需要 {min} 個字元。', cn: '密码至少需要 {min} 个字符。' },
  passwordMax: { hk: '密碼不能超過 {max} 個字元。', cn: '密码不能超过 {max} 个字符。' },
  passwordMismatch: { hk: '密碼與確認密碼不相符！', cn: '密码与确认密码不匹配！' },
} as const satisfies Record<ValidationKey, Chinese>;
