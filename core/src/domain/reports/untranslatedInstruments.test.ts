import { describe, expect, it } from 'vitest';
import { untranslatedInstruments } from './untranslatedInstruments';

/** ADR 0137: an instrument's reference without an edition's language, named by its row, never an id. */
const use = (rowId: string, reference: unknown) =>
  ({ kind: 'certificate', mwh: '1', perMwh: 0, vintage: 2025, rowId, locationId: `L-${rowId}`, reference }) as never;
const period = { startDate: '2025-04-01', endDate: '2026-03-31' };
const name = (id: string, lang: string) => (lang === 'en' ? `Shop ${id}` : `店舖 ${id}`);

describe('untranslatedInstruments', () => {
  const instruments = [
    use('A', { en: 'RECs', hk: '證書' }),
    use('A', { en: 'Tariff' }),
    use('B', '港燈證書'),
    use('B', { hk: '綠色電價' }),
  ];

  it('lists each reference the edition lacks, by location, period and number on its row, in every language', () => {
    expect(untranslatedInstruments(instruments, 'hk', period, name)).toEqual([
      {
        page: '/environmental/electricities',
        field: 'instruments',
        item: {
          en: 'Shop L-A, electricity of 01-04-2025 to 31-03-2026, instrument 2',
          hk: '店舖 L-A，2025年4月1日至2026年3月31日的電力，合約工具 2',
          cn: '店舖 L-A，2025年4月1日至2026年3月31日的电力，合约工具 2',
        },
      },
    ]);
    expect(untranslatedInstruments(instruments, 'en', period, name).map((u) => u.item?.en)).toEqual([
      'Shop L-B, electricity of 01-04-2025 to 31-03-2026, instrument 2',
    ]);
  });

  it('the Simplified edition takes the Traditional converted, or its override; one text lacks no language', () => {
    expect(untranslatedInstruments(instruments, 'cn', period, name).map((u) => u.item?.en)).toEqual([
      'Shop L-A, electricity of 01-04-2025 to 31-03-2026, instrument 2',
    ]);
    expect(untranslatedInstruments([use('C', { en: 'PPA', cn: '购电协议' })], 'cn', period, name)).toEqual([]);
    expect(untranslatedInstruments([use('C', 'One text')], 'hk', period, name)).toEqual([]);
  });
});
