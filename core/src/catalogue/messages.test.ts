import { describe, expect, it } from 'vitest';
import { messageWith } from './messages';
import { CATALOGUE_MESSAGES_CHINESE, messageIn } from './messagesChinese';

describe('a catalogue message in one language', () => {
  it('fills its placeholders, a Chinese message with the parameter given in its language', () => {
    const params = { reference: 'B1', title: 'Emissions', titleHk: '排放物', titleCn: '排放物' };
    expect(messageIn('provisionEmpty', 'en', params)).toMatch(/^B1 .*Emissions/);
    expect(messageIn('provisionEmpty', 'hk', params)).toBe(
      'B1「排放物」屬強制披露，報告中仍然空白：請輸入數據或答案（不可以解釋代替）。',
    );
  });

  it('reads English until the web has loaded the Chinese table, then the reader’s language', () => {
    const params = { code: 'HKX' };
    expect(messageWith(undefined, 'unknownAirport', 'hk', params)).toBe('Unknown airport HKX.');
    expect(messageWith(CATALOGUE_MESSAGES_CHINESE, 'unknownAirport', 'cn', params)).toBe('未知的机场 HKX。');
    expect(messageWith(CATALOGUE_MESSAGES_CHINESE, 'unknownAirport', 'en', params)).toBe('Unknown airport HKX.');
  });
});
