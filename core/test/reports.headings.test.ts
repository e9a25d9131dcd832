import { describe, expect, it } from 'vitest';
import { unitConverter } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { calculateYear } from '../src/domain/emissions/calculate';
import { factorCatalogue } from '../src/domain/factors/seed';
import { buildReport } from '../src/domain/reports/build';
import type { ReportInputs } from '../src/domain/reports/inputs';
import { unitCatalogue } from '../src/domain/units/catalogue';

/** ADR 0087: a part's heading is not printed again as the caption of its first table or card. */
const csv = referenceData();
const yearEnd = '2025-12-31';
const emissions = calculateYear({
  rows: [],
  period: { financialYearEndDate: yearEnd },
  library: factorCatalogue(csv),
  units: unitConverter(unitCatalogue(csv.unitFactors)),
});
const inputs = (lang: ReportInputs['lang']) =>
  ({
    lang,
    edition: 'draft',
    company: { name: 'Acme' },
    ruleSet: '2025',
    period: { yearEnd, startDate: '2025-01-01', endDate: yearEnd, financialYearEndDate: yearEnd },
    answers: { board_statement: { boardOversight: 'The board meets quarterly.', approvedOn: '2026-03-20' } },
    previousAnswers: {},
    emissions,
    evidence: [],
    fatalities: [],
    generatedAt: '2026-12-01T00:00:00Z',
  }) as unknown as ReportInputs;

describe('a part’s heading, printed once', () => {
  it.each(['en', 'hk', 'cn'] as const)('no caption repeats its part’s heading (%s)', (lang) => {
    const { sections } = buildReport(inputs(lang)).data;
    const unnumbered = (h: string) => h.replace(/^[\d.]+ /, '');
    const repeats = sections.flatMap((s) =>
      s.blocks.flatMap((b) => ('caption' in b && b.caption === unnumbered(s.heading) ? [s.heading] : [])),
    );
    expect(repeats).toEqual([]);
    // The board statement and the content index keep their tables, under the part's heading alone.
    const index = sections.find((s) => s.id === 'content-index')!;
    expect(index.blocks[0]).toMatchObject({ kind: 'table', caption: '' });
    const board = sections.find((s) => s.id === 'page-board-statement')!;
    expect(JSON.stringify(board.blocks)).toContain('20-03-2026');
  });
});
