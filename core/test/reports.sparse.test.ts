import { describe, expect, it } from 'vitest';
import { unitConverter } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { calculateYear } from '../src/domain/emissions/calculate';
import { factorCatalogue } from '../src/domain/factors/seed';
import { buildReport } from '../src/domain/reports/build';
import { globexDraft } from './draftInputs';
import { reportText } from '../src/domain/reports/messages';
import { unitCatalogue } from '../src/domain/units/catalogue';
import type { Language } from '../src/schemas/common';

/** A 2025-Code year with nothing entered (Globex's first year): what its draft says about the mandatory figures. */
const csv = referenceData();
const emissions = calculateYear({
  rows: [],
  period: { financialYearEndDate: '2026-03-31' },
  library: factorCatalogue(csv),
  units: unitConverter(unitCatalogue(csv.unitFactors)),
});
const sparse = (lang: Language) => buildReport(globexDraft(lang, emissions));

describe.each(['en', 'hk', 'cn'] as const)('a sparse year’s draft (%s)', (lang) => {
  const { data, index } = sparse(lang);
  const section = (id: string) => data.sections.find((s) => s.id === id)!;

  it('says under Part D’s emissions heading that no Scope 1 or Scope 2 is recorded, and that both are mandatory', () => {
    const text = JSON.stringify(section('part-d-scopes').blocks);
    expect(text).toContain(reportText(lang, 'noScope1And2'));
    expect(text).toContain(reportText(lang, 'scopesRequired'));
    // One paragraph: a space between English sentences, none after a Chinese full stop.
    expect(text).not.toContain('。 ');
  });

  it('marks an undisclosed mandatory provision apart from a comply-or-explain one in the content index', () => {
    const rows = section('content-index').blocks.flatMap((b) => (b.kind === 'table' ? b.rows : []));
    const where = (code: string) => rows[index.findIndex((e) => e.code === code)]![2];
    for (const code of ['MDR-GOV', 'MDR-BOUND', 'D-MT-GHG1', 'D-MT-GHG2'])
      expect(where(code)).toBe(reportText(lang, 'notDisclosedRequired'));
    expect(where('A1.1')).toBe(reportText(lang, 'notDisclosed'));
    expect(reportText(lang, 'notDisclosedRequired')).not.toBe(reportText(lang, 'notDisclosed'));
  });
});
