import type { en } from './en';

export const hk: Record<keyof typeof en, string> = {
  restatedTitle: '本年度現以第 {{version}} 版開放',
  restatedBy: '{{by}} 於 {{date}} 重列。原因：{{reason}}',
  restatedNext:
    '請更正數字，再次批核各頁並由董事會再次簽署，然後重新列印。新報告會說明重列第 {{previous}} 版的原因；第 {{previous}} 版的定稿報告仍可取用。',
};
