import { describe, expect, it } from 'vitest';
import { displayWidth, unbreakablePieces } from './displayWidth';

describe('display width', () => {
  it('counts a Chinese character or full-width form two columns, anything else one', () => {
    expect(displayWidth('kWh')).toBe(3);
    expect(displayWidth('煤氣度數')).toBe(8);
    expect(displayWidth('（A1）')).toBe(6);
  });

  it('breaks a word around each Chinese character and keeps runs of Latin letters and digits whole', () => {
    expect(unbreakablePieces('軒尼詩道500號')).toEqual(['軒', '尼', '詩', '道', '500', '號']);
    expect(unbreakablePieces('kgCO2e/passenger.km')).toEqual(['kgCO2e/passenger.km']);
  });
});
