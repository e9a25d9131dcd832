import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { referencePorts } from '@esg/core/calc/emissions/adapters';
import { recalculateYear, syntheticYear } from '@esg/core/calc/emissions/synthetic';
import { referenceData } from '@esg/core/domain/catalogues/data';
import { csvBytes } from '@esg/core/domain/assurance/pack/csv';
import { csvCell } from '@esg/core/lib/csv';
import { LINEAGE_HEADER, lineageTable, reportedFigures } from '@esg/core/domain/assurance/pack/lineage';
import { manifestBytes } from '@esg/core/domain/assurance/pack/manifest';
import { sampleTable } from '@esg/core/domain/assurance/pack/tables';
import type { SampleRecord } from '@esg/core/schemas/audit';
import { ZipStream } from '@esg/core/lib/zipStream';
import { readZip } from '../support/unzip';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const text = (b: Uint8Array) => new TextDecoder().decode(b);

/** Splits RFC 4180 text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') [cell, i] = [cell + '"', i + 1];
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') [row, cell] = [[...row, cell], ''];
    else if (c === '\r' && csv[i + 1] === '\n') {
      rows.push([...row, cell]);
      [row, cell, i] = [[], '', i + 1];
    } else cell += c;
  }
  return rows;
}

describe('the assurance pack’s CSV (ADR 0117)', () => {
  it('quotes what needs quoting, keeps numbers as numbers, and defuses text a spreadsheet would run', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('is UTF-8 with a byte order mark and CRLF line ends, Chinese names intact', () => {
    const bytes = csvBytes({ header: ['名稱', 'value'], rows: [['總辦事處', 1.5]] });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text(bytes.slice(3))).toBe('名稱,value\r\n總辦事處,1.5\r\n');
  });
});

describe('the lineage CSV (ADR 0117)', () => {
  const json = recalculateYear(syntheticYear(2), { year: 2024, gwpSet: 'AR5' }, referencePorts(referenceData()));
  const table = lineageTable(json, new Map([['loc-000', 'Head office']]));
  const rows = parseCsv(text(csvBytes(table)));

  it('lists every reported figure with its value, each line it sums and each factor of that line', () => {
    expect(rows[0]).toEqual([...LINEAGE_HEADER]);
    const figures = reportedFigures(json);
    expect(figures.length).toBeGreaterThan(10);
    for (const { name, figure } of figures) {
      const mine = rows.filter((r) => r[0] === name);
      expect(mine.length, name).toBeGreaterThan(0);
      for (const r of mine) expect(r[1], name).toBe(figure.value === null ? '' : String(figure.value));
    }
    const scope2 = rows.filter((r) => r[0] === 'A1.2 scope2' && r[9] !== '');
    expect(scope2.length).toBeGreaterThan(0);
    // A factor row names the factor by id and name, with its value, unit, source, version and GWP set.
    expect(scope2.some((r) => r[9]!.startsWith('elec-') && /^kgCO2e?\/kWh$/.test(r[12]!))).toBe(true);
    for (const r of scope2) {
      expect(r[10]).not.toBe('');
      expect(Number(r[11])).toBeGreaterThan(0);
      expect(r[12]).toMatch(/^kgCO2e?\//);
      expect(r[14]).toMatch(/^\d+$/);
      expect(r[17]).toBe('AR5');
    }
  });

  it('is the same bytes for the same year (no locale or map order in it)', () => {
    expect(sha(csvBytes(lineageTable(json, new Map([['loc-000', 'Head office']]))))).toBe(sha(csvBytes(table)));
  });
});

describe('the samples CSV (ADR 0116, 0117)', () => {
  const sample = (id: string, drawnAt: string, yearVersion?: number): SampleRecord => ({
    id,
    yearEnd: '2024-12-31',
    basis: 'tco2e',
    n: 1,
    seed: 7,
    population: { count: 3, total: 12, unit: 'tCO2e' },
    drawnBy: 'olivia',
    drawnAt,
    figures: [
      {
        id: 'r1.ghg.2.-.-',
        rowId: 'r1',
        type: 'electricity',
        locationId: 'l1',
        location: 'HQ',
        measure: 'ghg',
        value: 4,
        unit: 'tCO2e',
      },
    ],
    version: 1,
    ...(yearVersion ? { yearVersion } : {}),
  });

  it('gives each sample’s year version, version 1 for one stored before it was recorded, oldest first', () => {
    const t = sampleTable([sample('B', '2026-03-01T00:00:00.000Z', 2), sample('A', '2026-01-01T00:00:00.000Z')]);
    expect(t.header.slice(0, 3)).toEqual(['sample', 'year version', 'drawn at']);
    expect(t.rows.map((r) => r.slice(0, 2))).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
  });
});

describe('the manifest (ADR 0117)', () => {
  const files = [
    { name: 'lineage.csv', bytes: 10, sha256: 'b'.repeat(64) },
    { name: 'anomalies.csv', bytes: 5, sha256: 'a'.repeat(64) },
  ];
  const facts = { company: 'Acme', yearEnd: '2024-12-31', yearVersion: 2, edition: 'final' as const, files };

  it('lists every file by name in code-point order with its size and SHA-256, and the year’s version', () => {
    const doc = JSON.parse(text(manifestBytes({ ...facts, builtAt: '2026-01-01T00:00:00.000Z' }))) as {
      files: { name: string }[];
      yearVersion: number;
      algorithm: string;
    };
    expect(doc.files.map((f) => f.name)).toEqual(['anomalies.csv', 'lineage.csv']);
    expect(doc).toMatchObject({ yearVersion: 2, algorithm: 'SHA-256', files: [files[1], files[0]] });
  });

  it('differs between two builds in the build date only', () => {
    const a = text(manifestBytes({ ...facts, builtAt: '2026-01-01T00:00:00.000Z' }));
    const b = text(manifestBytes({ ...facts, files: [...files].reverse(), builtAt: '2026-02-03T04:05:06.007Z' }));
    expect(a).not.toBe(b);
    expect(a.replace(/"builtAt": "[^"]+"/, '')).toBe(b.replace(/"builtAt": "[^"]+"/, ''));
  });
});

describe('the streamed zip (ADR 0117)', () => {
  async function zipOf(files: { name: string; chunks: Uint8Array[] }[]) {
    const out: Uint8Array[] = [];
    const zip = new ZipStream(async (c) => void out.push(Uint8Array.from(c)));
    const stored = [];
    for (const f of files)
      stored.push(
        await zip.add(
          f.name,
          (async function* () {
            yield* f.chunks;
          })(),
        ),
      );
    const size = await zip.finish();
    const bytes = new Uint8Array(Buffer.concat(out));
    expect(size).toBe(bytes.byteLength);
    return { bytes, stored };
  }
  const files = [
    {
      name: 'evidence-files/water.R1.3/01J-bill.pdf',
      chunks: [new Uint8Array([1, 2, 3]), new Uint8Array(70_000).fill(7)],
    },
    { name: '證明.txt', chunks: [new TextEncoder().encode('總辦事處')] },
    { name: 'empty.csv', chunks: [] },
  ];

  it('holds each file byte for byte under its UTF-8 name, with its checksum, and reports its SHA-256', async () => {
    const { bytes, stored } = await zipOf(files);
    const read = readZip(bytes);
    expect(read.map((f) => f.name)).toEqual(files.map((f) => f.name));
    for (const [i, f] of read.entries()) {
      const whole = new Uint8Array(Buffer.concat(files[i]!.chunks));
      expect(f.crcOk).toBe(true);
      expect(f.bytes).toEqual(whole);
      expect(stored[i]).toEqual({ name: f.name, bytes: whole.byteLength, sha256: sha(whole) });
    }
  });

  it('gives the same bytes for the same files, however they are chunked (fixed timestamps)', async () => {
    const a = await zipOf(files);
    const rechunked = files.map((f) => ({ ...f, chunks: [new Uint8Array(Buffer.concat(f.chunks))] }));
    const b = await zipOf(rechunked);
    expect(sha(a.bytes)).toBe(sha(b.bytes));
  });
});
