import { describe, expect, it } from 'vitest';
import { rowLabels } from './rowLabels';

const HEAD_OFFICE = { en: 'Head office', hk: '總辦事處', cn: '总办事处' };

describe('a data quality row’s label in the reader’s language', () => {
  it('names an intensity row’s denominator, so a location’s denominators never read alike', () => {
    const headcount = rowLabels('intensity', HEAD_OFFICE, { denominator: 'headcount' });
    const area = rowLabels('intensity', HEAD_OFFICE, { denominator: 'floorArea' });
    expect(headcount).toEqual({
      en: 'Head office · Headcount',
      hk: '總辦事處 · 員工人數',
      cn: '总办事处 · 员工人数',
    });
    expect(area.hk).toBe('總辦事處 · 樓面面積');
  });

  it('names paper without a type by its flow, and keeps a typed text as typed without the coded choices', () => {
    expect(rowLabels('paper', HEAD_OFFICE, { flow: 'purchased' }).hk).toBe('總辦事處 · 購買');
    expect(rowLabels('paper', HEAD_OFFICE, { flow: 'purchased', paperType: 'A4 copy paper' }).hk).toBe(
      '總辦事處 · A4 copy paper',
    );
  });

  it('leaves an unknown code as it is rather than dropping it', () => {
    expect(rowLabels('intensity', HEAD_OFFICE, { denominator: 'beds' }).en).toBe('Head office · beds');
  });

  it('names a journey without its route by its mode, never by a Yes/No as stored', () => {
    expect(rowLabels('businessTravel', HEAD_OFFICE, { mode: 'taxi', roundTrip: false })).toEqual({
      en: 'Head office · Taxi',
      hk: '總辦事處 · 的士',
      cn: '总办事处 · 出租车',
    });
  });
});
