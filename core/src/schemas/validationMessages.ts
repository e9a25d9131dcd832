import { format } from '../lib/format';
/**
 * Password length: the spec says 4–50 but reminds users of 8; Cognito cannot go below 6.
 * We apply 8–50 on client and server (docs/decisions/0002-password-length.md). Here, beside the
 * messages that name them, so the web's boot reads them without zod (ADR 0084).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;

/**
 * The spec's validation messages for people's fields (login, names, e-mail, password), in every interface
 * language: the one source for the API's zod messages (schemas/common.ts, English) and the web's
 * `validation` namespace. `{min}` / `{max}` are filled in by whoever shows the message.
 */
export const VALIDATION_MESSAGES = {
  loginRequired: { en: 'Your username is required.', hk: '必須填寫用戶名稱。', cn: '必须填写用户名。' },
  loginMin: {
    en: 'Your username is required to be at least 1 character.',
    hk: '用戶名稱最少需要 1 個字元。',
    cn: '用户名至少需要 1 个字符。',
  },
  loginMax: {
    en: 'Your username cannot be longer than 50 characters.',
    hk: '用戶名稱不能超過 50 個字元。',
    cn: '用户名不能超过 50 个字符。',
  },
  loginInvalid: { en: 'Your username is invalid.', hk: '用戶名稱無效。', cn: '用户名无效。' },
  firstNameRequired: { en: 'Your first name is required.', hk: '必須填寫名字。', cn: '必须填写名字。' },
  firstNameMin: {
    en: 'Your first name is required to be at least 1 character',
    hk: '名字最少需要 1 個字元',
    cn: '名字至少需要 1 个字符',
  },
  firstNameMax: {
    en: 'Your first name cannot be longer than 50 characters',
    hk: '名字不能超過 50 個字元',
    cn: '名字不能超过 50 个字符',
  },
  lastNameRequired: { en: 'Your last name is required.', hk: '必須填寫姓氏。', cn: '必须填写姓氏。' },
  lastNameMin: {
    en: 'Your last name is required to be at least 1 character',
    hk: '姓氏最少需要 1 個字元',
    cn: '姓氏至少需要 1 个字符',
  },
  lastNameMax: {
    en: 'Your last name cannot be longer than 50 characters',
    hk: '姓氏不能超過 50 個字元',
    cn: '姓氏不能超过 50 个字符',
  },
  emailRequired: { en: 'Your email is required.', hk: '必須填寫電郵地址。', cn: '必须填写电子邮箱。' },
  emailMin: {
    en: 'Your email is required to be at least 5 characters.',
    hk: '電郵地址最少需要 5 個字元。',
    cn: '电子邮箱至少需要 5 个字符。',
  },
  emailMax: {
    en: 'Your email cannot be longer than 50 characters.',
    hk: '電郵地址不能超過 50 個字元。',
    cn: '电子邮箱不能超过 50 个字符。',
  },
  emailInvalid: { en: 'Your email is invalid.', hk: '電郵地址無效。', cn: '电子邮箱无效。' },
  passwordRequired: { en: 'Your password is required.', hk: '必須填寫密碼。', cn: '必须填写密码。' },
  passwordMin: {
    en: 'Your password is required to be at least {min} characters.',
    hk: '密碼最少需要 {min} 個字元。',
    cn: '密码至少需要 {min} 个字符。',
  },
  passwordMax: {
    en: 'Your password cannot be longer than {max} characters.',
    hk: '密碼不能超過 {max} 個字元。',
    cn: '密码不能超过 {max} 个字符。',
  },
  passwordMismatch: {
    en: 'The password and its confirmation do not match!',
    hk: '密碼與確認密碼不相符！',
    cn: '密码与确认密码不匹配！',
  },
} as const satisfies Record<string, Readonly<Record<'en' | 'hk' | 'cn', string>>>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** A rule's English text, placeholders filled (`passwordMin` with `{ min: 8 }`). */
export const validationEn = (key: ValidationKey, values: Record<string, number> = {}): string =>
  format(VALIDATION_MESSAGES[key].en, values);
