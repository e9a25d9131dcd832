import { describe, expect, it } from 'vitest';
import { toSimplified } from '@esg/core/lib/simplified';
import { locationName, simplifiedNames } from './locationName';

/** Location names as the API sends them, as typed (ADR 0121); the web converts a Simplified name not typed (ADR 0140). */
describe('a location named in the reader’s language', () => {
  const hq = { name: 'Head office', names: { en: 'Head office', hk: '總辦事處', cn: '總辦事處' } };

  it('reads the Simplified converted from the Traditional typed, and a name typed in Simplified as it is', () => {
    const typed = { name: 'Shop', names: { en: 'Shop', hk: '銅鑼灣商店', cn: '铜锣湾店铺' } };
    const [a, b] = simplifiedNames([hq, typed], toSimplified);
    expect(locationName(a!, 'cn')).toBe('总办事处');
    expect(locationName(b!, 'cn')).toBe('铜锣湾店铺');
    expect(locationName(a!, 'hk')).toBe('總辦事處');
  });

  it('reads the Traditional until the converter has loaded, and the one name where none is sent', () => {
    expect(locationName(simplifiedNames([hq], undefined)[0]!, 'cn')).toBe('總辦事處');
    expect(locationName({ name: 'Warehouse' }, 'cn')).toBe('Warehouse');
  });
});
