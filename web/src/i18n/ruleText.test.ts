import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES_CHINESE } from '@esg/core/catalogue/messagesChinese';
import { keepCatalogueChinese } from './catalogueText';
import { ruleText } from './ruleText';

describe('ruleText: what a refused rule says in the user language', () => {
  // As after a switch to hk or cn, which loads the catalogue's Chinese (web/src/i18n/chinese.ts).
  beforeAll(() => keepCatalogueChinese(CATALOGUE_MESSAGES_CHINESE));

  it('a resource-row rule the API sent with its catalogue key and params', () => {
    const issue = { path: 'body.rows.0.attributes.origin', message: 'Unknown airport HKX.' };
    const keyed = { ...issue, messageKey: 'unknownAirport', params: { code: 'HKX' } };
    expect(ruleText(keyed, 'en')).toBe('Unknown airport HKX.');
    expect(ruleText(keyed, 'hk')).toBe('未知的機場 HKX。');
    expect(ruleText(keyed, 'cn')).toBe('未知的机场 HKX。');
    expect(ruleText({ path: 'body.rows.0.locationId', message: 'x', messageKey: 'notInBoundary' }, 'hk')).toBe(
      '此地點不在本年度的匯報範圍內。',
    );
  });

  it('an issue without a catalogue key is shown as it came', () => {
    expect(ruleText({ path: 'body.x', message: 'Own words.', messageKey: 'noSuchKey' }, 'cn')).toBe('Own words.');
  });
});
