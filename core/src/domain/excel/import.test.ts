import { describe, expect, it } from 'vitest';
import { ConversionGraph } from '../../calc/units';
import { cellProblem, cellText, isDateFormat, quantityOf, quantityText, resolved, serialDate, textOf } from './cells';
import { ImportCheck, StagingFailed } from './check';
import { yearContext, type StagedRow } from './context';
import { PART_ROWS } from './limits';
import { StagedJson } from './stagedJson';
import { checkEntries, endRecord, sniff } from './zip';

/** A central directory entry as a ZIP writes it (only the fields the check reads). */
function entry(name: string, opts: { flags?: number; compressed?: number; uncompressed?: number } = {}) {
  const n = Buffer.from(name);
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(opts.flags ?? 0, 8);
  b.writeUInt32LE(opts.compressed ?? 100, 20);
  b.writeUInt32LE(opts.uncompressed ?? 1000, 24);
  b.writeUInt16LE(n.length, 28);
  return Buffer.concat([b, n]);
}
const cd = (...entries: Buffer[]) => new Uint8Array(Buffer.concat(entries));

describe('workbook refusals before parsing', () => {
  it('tells a ZIP from an encrypted workbook and from anything else by its first bytes', () => {
    expect(sniff(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeUndefined();
    expect(sniff(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('excelEncrypted');
    expect(sniff(new TextEncoder().encode('a,b,c'))).toBe('excelNotXlsx');
  });

  it('accepts an ordinary workbook directory', () => {
    expect(checkEntries(cd(entry('[Content_Types].xml'), entry('xl/workbook.xml')), 2)).toHaveLength(2);
  });

  it('refuses macros, encryption, a missing workbook part and a lying entry count', () => {
    expect(checkEntries(cd(entry('xl/workbook.xml'), entry('xl/vbaProject.bin')), 2)).toBe('excelMacro');
    expect(checkEntries(cd(entry('xl/workbook.xml', { flags: 1 })), 1)).toBe('excelEncrypted');
    expect(checkEntries(cd(entry('word/document.xml')), 1)).toBe('excelNotXlsx');
    expect(checkEntries(cd(entry('xl/workbook.xml')), 3)).toBe('excelNotXlsx');
  });

  it('refuses a zip bomb: too much uncompressed, too many entries, or an absurd ratio', () => {
    const huge = entry('xl/worksheets/sheet1.xml', { compressed: 300_000, uncompressed: 201 * 1024 * 1024 });
    expect(checkEntries(cd(entry('xl/workbook.xml'), huge), 2)).toBe('excelZipBomb');
    const dense = entry('xl/worksheets/sheet1.xml', { compressed: 1000, uncompressed: 5 * 1024 * 1024 });
    expect(checkEntries(cd(entry('xl/workbook.xml'), dense), 2)).toBe('excelZipBomb');
  });

  it('refuses more than 2,000 parts as too many parts, not as too large', () => {
    const many = Array.from({ length: 2000 }, (_, i) => entry(`xl/x${i}.xml`));
    expect(checkEntries(cd(entry('xl/workbook.xml'), ...many), 2001)).toBe('excelTooManyParts');
    expect(checkEntries(cd(entry('xl/workbook.xml'), ...many.slice(1)), 2000)).toHaveLength(2000);
  });

  it('finds the end record and refuses ZIP64 markers', () => {
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(2, 10);
    end.writeUInt32LE(100, 12);
    end.writeUInt32LE(50, 16);
    expect(endRecord(new Uint8Array(Buffer.concat([Buffer.alloc(200), end])), 0)).toEqual({
      offset: 50,
      size: 100,
      entries: 2,
    });
    end.writeUInt32LE(0xffffffff, 16);
    expect(endRecord(new Uint8Array(end), 0)).toBe('excelZipBomb');
    expect(endRecord(new Uint8Array(30), 0)).toBe('excelNotXlsx');
  });
});

describe('reading cells', () => {
  it('reads quantities as exact decimal text, refusing signs, letters and formulas without a value', () => {
    expect(quantityOf(12.5)).toEqual({ ok: true, value: '12.5' });
    expect(quantityOf(' 007.50 ')).toEqual({ ok: true, value: '007.50' });
    expect(quantityOf(null)).toEqual({ ok: true, value: '' });
    expect(quantityOf({ formula: 'A1*2', result: 4 })).toEqual({ ok: true, value: '4' });
    expect(quantityOf({ formula: 'A1*2' })).toEqual({ ok: false, key: 'formulaNoValue' });
    expect(quantityOf(-1)).toEqual({ ok: false, key: 'negative' });
    expect(quantityOf('-1')).toEqual({ ok: false, key: 'negative' });
    expect(quantityOf('12a')).toEqual({ ok: false, key: 'notANumber' });
    expect(quantityOf('1,000')).toEqual({ ok: false, key: 'notANumber' });
    expect(quantityOf({ error: '#DIV/0!' })).toEqual({ ok: false, key: 'formulaError' });
    expect(quantityOf('1'.repeat(31))).toEqual({ ok: false, key: 'notANumber' });
  });

  it('names a quantity typed in full-width digits, and refuses it as typed (ADR 0068)', () => {
    expect(quantityOf('１２３')).toEqual({ ok: false, key: 'halfWidthDigits' });
    expect(quantityOf(' １２．５ ')).toEqual({ ok: false, key: 'halfWidthDigits' });
    expect(quantityOf('１２a')).toEqual({ ok: false, key: 'notANumber' });
  });

  it('reads a cell without a result object: the text, or one shared problem per message (ADR 0060)', () => {
    expect(quantityText(2259.25)).toBe('2259.25');
    expect(quantityText(1e21)).toBe('1000000000000000000000');
    expect(quantityText(' 12.50 ')).toBe('12.50');
    expect(quantityText(undefined)).toBe('');
    expect(quantityText({ formula: 'A1', result: '3' })).toBe('3');
    expect(quantityText({ richText: [{ text: '1' }, { text: '2' }] })).toBe('12');
    expect(quantityText(-0.5)).toBe(cellProblem('negative'));
    expect(quantityText('x')).toBe(cellProblem('notANumber'));
    expect(quantityText(Number.NaN)).toEqual({ problem: 'notANumber' });
    expect(quantityText(Infinity)).toEqual({ problem: 'notANumber' });
    expect(quantityText(-0)).toBe('0');
    expect(Object.isFrozen(cellProblem('missing'))).toBe(true);
    expect(cellText(new Date('2025-03-04T00:00:00Z'))).toBe('2025-03-04');
    expect(cellText({ formula: 'A1', result: new Date('2025-03-04T00:00:00Z') })).toBe('2025-03-04');
    expect(cellText(false)).toBe('false');
    expect(cellText({ formula: 'A1' })).toBe(cellProblem('formulaNoValue'));
    expect(cellText({ error: '#N/A' })).toBe(cellProblem('formulaError'));
  });

  it('refuses a date, TRUE/FALSE and a formula’s error in a quantity cell, each by its name', () => {
    expect(quantityText(new Date('2025-12-01T00:00:00Z'))).toBe(cellProblem('dateInNumber'));
    expect(quantityText({ formula: 'DATE(2025,12,1)', result: new Date(0) })).toBe(cellProblem('dateInNumber'));
    expect(quantityText(true)).toBe(cellProblem('booleanInNumber'));
    expect(quantityText(false)).toBe(cellProblem('booleanInNumber'));
    expect(quantityText({ formula: 'A1>0', result: true })).toBe(cellProblem('booleanInNumber'));
    expect(quantityText({ error: '#N/A' })).toBe(cellProblem('formulaError'));
    expect(quantityText({ formula: '1/0', result: { error: '#DIV/0!' } })).toBe(cellProblem('formulaError'));
    // The streaming reader parses an error's cached text as a number: NaN.
    expect(quantityText({ formula: '1/0', result: Number.NaN })).toBe(cellProblem('formulaError'));
  });

  it('tells date formats from number formats as Excel shows them', () => {
    for (const f of ['mm-dd-yy', 'd/m/yyyy', 'DD/MM/YYYY', '[$-409]mmm yy', 'h:mm', 'yyyy"年"m"月"'])
      expect(isDateFormat(f), f).toBe(true);
    for (const f of [
      undefined,
      '',
      'General',
      '#,##0',
      '#,##0.00',
      '0.00E+00',
      '#,##0 "kWh"',
      '#,##0\\ \\k\\W\\h',
      '[Red]#,##0',
    ])
      expect(isDateFormat(f), f).toBe(false);
    expect(serialDate(45992).toISOString().slice(0, 10)).toBe('2025-12-01');
  });

  it('reads texts, rich text and links as they show', () => {
    expect(textOf(' HQ ')).toEqual({ ok: true, value: 'HQ' });
    expect(textOf(42)).toEqual({ ok: true, value: '42' });
    expect(resolved({ richText: [{ text: 'Head ' }, { text: 'office' }] })).toEqual({ ok: true, value: 'Head office' });
    expect(resolved({ text: 'site', hyperlink: 'http://x' })).toEqual({ ok: true, value: 'site' });
  });
});

describe('staged rows leave the check in parts (ADR 0057)', () => {
  const row = (i: number): StagedRow => ({
    type: 'water',
    id: `R${i}`,
    version: 0,
    locationId: 'L',
    unit: 'm3',
    months: [],
    attributes: {},
  });
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  const check = () => new ImportCheck(yearContext('en', {}, [], new ConversionGraph([], [])));

  it('hands over a part whenever it holds PART_ROWS rows, keeping at most one part', async () => {
    const c = check();
    const parts: StagedRow[][] = [];
    c.spillTo(async (json) => void parts.push(JSON.parse(text(json)) as StagedRow[]));
    let most = 0;
    for (let i = 0; i < 2 * PART_ROWS + 7; i++) {
      c.staged.push(row(i));
      expect(c.spillDue).toBe(c.staged.length >= PART_ROWS);
      await c.spill();
      most = Math.max(most, c.staged.length);
    }
    expect(parts.map((p) => p.length)).toEqual([PART_ROWS, PART_ROWS]);
    expect(parts[1]![0]).toEqual(row(PART_ROWS));
    expect(c.staged).toHaveLength(7);
    expect(most).toBeLessThan(PART_ROWS);
  });

  it('writes a part as the UTF-8 of the JSON array of its rows, the social pages last (ADR 0060)', () => {
    const staged = new StagedJson();
    const rows = [
      row(1),
      { ...row(2), months: ['1.5', '', '007'], attributes: { supplier: 'clp', account: '電費 "A" \\ é \ud800' } },
    ];
    for (const r of rows) staged.push(r);
    const page = { kind: 'page', pageKey: 'employment', version: 3, values: { endTotal: '10' } };
    const first = staged.take([page]);
    expect(text(first)).toBe(JSON.stringify([...rows, page]));
    expect(staged).toHaveLength(0);
    // The next part fills the other buffer (growing it past 1 MB): the first part's bytes stay as they were while it is sent.
    const many = Array.from({ length: 3 * PART_ROWS }, (_, i) => ({
      ...row(i),
      attributes: { account: 'x'.repeat(300) },
    }));
    for (const r of many) staged.push(r);
    expect(text(staged.take())).toBe(JSON.stringify(many));
    expect(text(first)).toBe(JSON.stringify([...rows, page]));
    expect(text(staged.take())).toBe('[]');
  });

  it("keeps every row without a sink, and a sink's failure is not the workbook's", async () => {
    const kept = check();
    for (let i = 0; i <= PART_ROWS; i++) kept.staged.push(row(i));
    expect(kept.spillDue).toBe(false);
    await kept.spill();
    expect(kept.staged).toHaveLength(PART_ROWS + 1);
    const failing = check();
    failing.spillTo(() => Promise.reject(new Error('S3 down')));
    for (let i = 0; i < PART_ROWS; i++) failing.staged.push(row(i));
    await expect(failing.spill()).rejects.toBeInstanceOf(StagingFailed);
  });
});
