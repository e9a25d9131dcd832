import { describe, expect, it } from 'vitest';
import { PACK_BYTES, PACK_ROWS, packRows, packsOf, type ImportStamp, type StagedRow } from './stored';

const stamp: ImportStamp = {
  importId: '01JIMPORT0000000000000000A',
  yearEnd: '2025-12-31',
  auditId: '01JAUDIT00000000000000000A',
  updatedBy: 'admin@acme.hk',
  updatedAt: '2026-11-24T10:00:00.000Z',
};
const row = (i: number, type: StagedRow['type'] = 'water', note = ''): StagedRow => ({
  type,
  id: `01JROW${String(i).padStart(20, '0')}`,
  version: 0,
  locationId: '01JLOC00000000000000000000',
  unit: 'm3',
  months: Array.from({ length: 12 }, (_, m) => String(i + m)),
  attributes: note ? { note } : {},
});
const rowsOf = packRows;

describe('packsOf: an import part stored many rows to an item (ADR 0061)', () => {
  it('packs a type at most PACK_ROWS rows at a time, in order, every row once', () => {
    const rows = Array.from({ length: 2 * PACK_ROWS + 3 }, (_, i) => row(i));
    const packs = packsOf('t1', 4, rows, stamp);
    expect(packs.map((p) => rowsOf(p).length)).toEqual([PACK_ROWS, PACK_ROWS, 3]);
    expect(packs.flatMap(rowsOf)).toEqual(rows);
    expect(packs[0]).toMatchObject({ ...stamp, rowId: '!PACK', type: 'water', pk: 'T#t1#Y#2025-12-31' });
    expect(packs.map((p) => p.sk)).toEqual([0, 1, 2].map((n) => `RES#water#!PACK#${stamp.importId}#0004#000${n}`));
  });

  it('keeps each type in packs of its own, under its own prefix', () => {
    const packs = packsOf('t1', 0, [row(1, 'water'), row(2, 'fuel'), row(3, 'water')], stamp);
    expect(packs.map((p) => [p.type, rowsOf(p).map((r) => r.id)])).toEqual([
      ['water', [row(1).id, row(3).id]],
      ['fuel', [row(2).id]],
    ]);
    expect(packs.every((p) => p.sk.startsWith(`RES#${p.type}#!PACK#`))).toBe(true);
  });

  it('closes a pack before PACK_BYTES of JSON (long Chinese text counts in UTF-8 bytes), so an item stays far under 400 KB', () => {
    const long = '電'.repeat(2_000);
    const rows = Array.from({ length: 40 }, (_, i) => row(i, 'water', long));
    const packs = packsOf('t1', 0, rows, stamp);
    expect(packs.length).toBeGreaterThan(1);
    for (const p of packs) expect(Buffer.byteLength(JSON.stringify(packRows(p)))).toBeLessThanOrEqual(PACK_BYTES);
    expect(packs.flatMap(rowsOf)).toEqual(rows);
  });

  it('answers the same items for the same part every time (a resumed copy rewrites, never adds)', () => {
    const rows = Array.from({ length: 600 }, (_, i) => row(i, i % 3 ? 'water' : 'fuel'));
    expect(packsOf('t1', 2, rows, stamp)).toEqual(packsOf('t1', 2, rows, stamp));
  });
});
