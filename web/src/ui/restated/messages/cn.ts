import type { en } from './en';

export const cn: Record<keyof typeof en, string> = {
  restatedTitle: '本年度现以第 {{version}} 版开放',
  restatedBy: '{{by}} 于 {{date}} 重列。原因：{{reason}}',
  restatedNext:
    '请更正数字，再次批核各页并由董事会再次签署，然后重新打印。新报告会说明重列第 {{previous}} 版的原因；第 {{previous}} 版的定稿报告仍可取用。',
};
