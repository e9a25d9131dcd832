import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '@esg/core/catalogue/messages';
import { CATALOGUE_MESSAGES_CHINESE } from '@esg/core/catalogue/messagesChinese';
import { inEveryLanguage } from '@esg/core/lib/chinese';
import { fromCore, fromI18next, toI18next } from './fromCore';

describe('core messages as i18next resources', () => {
  it('rewrites core placeholders {x} into i18next’s {{x}} and back', () => {
    expect(toI18next('at least {min} and at most {max}')).toBe('at least {{min}} and at most {{max}}');
    expect(fromI18next(toI18next('at least {min} and at most {max}'))).toBe('at least {min} and at most {max}');
    expect(toI18next('no placeholder {}')).toBe('no placeholder {}');
  });

  it('splits each trilingual message into one bundle per language under the same key', () => {
    const bundles = fromCore(inEveryLanguage(CATALOGUE_MESSAGES, CATALOGUE_MESSAGES_CHINESE));
    expect(bundles.en.min).toBe('This field should be at least {{min}}.');
    expect(bundles.hk.min).toBe('此欄位不能少於 {{min}}。');
    expect(bundles.cn.missingInput).toBe('未填写资料。');
    expect(Object.keys(bundles.cn)).toEqual(Object.keys(CATALOGUE_MESSAGES));
  });
});
