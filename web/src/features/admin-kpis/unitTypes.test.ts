import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unitTypeIn, WORDED_UNIT_TYPES } from './unitTypes';

/** The unit_type column of the catalogue the platform seeds (quoted fields may hold commas). */
function seededUnitTypes(): string[] {
  const [header, ...rows] = readFileSync('core/data/hkex-c2-catalogue.csv', 'utf8').trim().split('\n');
  const fields = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!);
  const column = fields(header!).indexOf('unit_type');
  return [...new Set(rows.map((row) => fields(row)[column]!.replace(/^"|"$/g, '')))];
}

describe('the provision catalogue’s unit types in Chinese', () => {
  it('words every unit type the catalogue seeds, in both Chinese scripts, with no English word left', () => {
    const seeded = seededUnitTypes();
    expect(seeded).toContain('tonnes; tonnes per unit');
    expect(seeded.filter((u) => !WORDED_UNIT_TYPES.includes(u))).toEqual([]);
    for (const u of seeded)
      for (const lang of ['hk', 'cn'] as const) {
        const shown = unitTypeIn(u, lang);
        expect(shown.lang, `${u} (${lang})`).toBeUndefined();
        expect(shown.text.replace(/tCO2e|MWh|kWh|HKD|m3/g, ''), `${u} (${lang})`).not.toMatch(/[a-z]{2,}/i);
      }
    expect(unitTypeIn('tonnes; tonnes per unit', 'hk').text).toBe('噸；每單位噸數');
    expect(unitTypeIn('tonnes; tonnes per unit', 'cn').text).toBe('吨；每单位吨数');
  });

  it('shows a unit type an administrator typed as typed, marked English, and English as it is', () => {
    expect(unitTypeIn('tonnes per HKD m revenue', 'hk')).toEqual({ text: 'tonnes per HKD m revenue', lang: 'en' });
    expect(unitTypeIn('text', 'en')).toEqual({ text: 'text' });
  });
});
