import { describe, expect, it } from 'vitest';
import { unitConverter } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { calculateYear } from '../src/domain/emissions/calculate';
import { factorCatalogue } from '../src/domain/factors/seed';
import { buildReport } from '../src/domain/reports/build';
import { globexDraft } from './draftInputs';
import type { ResourceRecord } from '../src/domain/resources/rows';
import { unitCatalogue } from '../src/domain/units/catalogue';
import type { Language } from '../src/schemas/common';

/**
 * A financial year of April 2025 to March 2026 takes 2025's factors, the calendar year holding most of its months
 * (`factorYear`): the report's sentence on earlier-year proxies names 2025, as the entry pages do, not 2026.
 */
const csv = referenceData();
const clp: ResourceRecord = {
  rowId: 'R1',
  type: 'electricity',
  yearEnd: '2026-03-31',
  locationId: 'HQ',
  unit: 'kWh',
  months: Array<string>(12).fill('1000'),
  attributes: { supplier: 'clp', account: '1-1' },
  version: 1,
  auditId: 'A1',
  updatedAt: '',
};
const emissions = calculateYear({
  rows: [clp],
  period: { financialYearEndDate: '2026-03-31' },
  library: factorCatalogue(csv),
  units: unitConverter(unitCatalogue(csv.unitFactors)),
});
const about = (lang: Language) => JSON.stringify(buildReport(globexDraft(lang, emissions)).data.sections);

describe('the proxies’ year in a year that ends in March', () => {
  it('is the factors’ year, 2025, in every language', () => {
    expect(emissions.year).toBe(2025);
    expect(about('en')).toContain('No 2025 factor has been published yet for CLP Power Hong Kong customers');
    expect(about('en')).not.toContain('No 2026 factor');
    expect(about('hk')).toContain('尚未公佈 2025 年的排放因子');
    expect(about('cn')).not.toContain('2026 年的排放因子');
  });
});
