import type { Language } from '../../schemas/common';
import { format } from '../../lib/format';

/** Messages of the company field configuration; the API sends English and the key, the web translates. */
export const FORM_CONFIG_MESSAGES = {
  mandatoryCannotHide: {
    en: 'This field reports a mandatory HKEX provision ({codes}) and cannot be hidden.',
    hk: '此欄位用於披露香港交易所強制披露項目（{codes}），不能隱藏。',
    cn: '此字段用于披露香港交易所强制披露项目（{codes}），不能隐藏。',
  },
  requiredCannotHide: {
    en: 'This field must be answered on every save and cannot be hidden.',
    hk: '此欄位每次儲存時都必須填寫，不能隱藏。',
    cn: '此字段每次保存时都必须填写，不能隐藏。',
  },
  notOnPage: { en: 'This field is not part of the form.', hk: '此欄位不屬於本表格。', cn: '此字段不属于本表单。' },
  duplicated: { en: 'This field is listed twice.', hk: '此欄位重複列出。', cn: '此字段重复列出。' },
  noUnitType: {
    en: 'This field has no unit to choose.',
    hk: '此欄位沒有可選的單位。',
    cn: '此字段没有可选的单位。',
  },
  unitNotOfType: {
    en: 'Please choose a unit of {unitType}.',
    hk: '請選擇{unitType}的單位。',
    cn: '请选择{unitType}的单位。',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type FormConfigMessageKey = keyof typeof FORM_CONFIG_MESSAGES;

export const formConfigIssue = (path: string, code: FormConfigMessageKey, params: Record<string, string> = {}) => ({
  path,
  code,
  message: format(FORM_CONFIG_MESSAGES[code].en, params),
});
