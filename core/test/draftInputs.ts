import { unitConverter } from '../src/calc/emissions/adapters';
import type { EmissionsJson } from '../src/calc/emissions/present';
import { referenceData } from '../src/domain/catalogues/data';
import { calculateYear } from '../src/domain/emissions/calculate';
import { factorCatalogue } from '../src/domain/factors/seed';
import { unitCatalogue } from '../src/domain/units/catalogue';
import type { ReportInputs } from '../src/domain/reports/inputs';
import type { Language } from '../src/schemas/common';

/** A 2025-Code draft of Globex's year of April 2025 to March 2026 with no answers: the year's `emissions` alone. */
export const globexDraft = (lang: Language, emissions: EmissionsJson) =>
  ({
    lang,
    edition: 'draft',
    company: { name: 'Globex' },
    ruleSet: '2025',
    period: { yearEnd: '2026-03-31', startDate: '2025-04-01', financialYearEndDate: '2026-03-31' },
    answers: {},
    previousAnswers: {},
    emissions,
    evidence: [],
    fatalities: [],
    generatedAt: '2026-04-01T00:00:00Z',
  }) as unknown as ReportInputs;

const csv = referenceData();
const ACME_YEAR = '2025-12-31';
/** A calendar 2025 with no resource rows, calculated with the reference library. */
const noRows = calculateYear({
  rows: [],
  period: { financialYearEndDate: ACME_YEAR },
  library: factorCatalogue(csv),
  units: unitConverter(unitCatalogue(csv.unitFactors)),
});

/** Acme's calendar 2025 with its board statement answered and nothing else: a draft unless `extra` says otherwise. */
export const acmeStatementOnly = (lang: Language, extra: Partial<ReportInputs> = {}) =>
  ({
    lang,
    edition: 'draft',
    company: { name: 'Acme' },
    ruleSet: '2025',
    period: { yearEnd: ACME_YEAR, startDate: '2025-01-01', endDate: ACME_YEAR, financialYearEndDate: ACME_YEAR },
    answers: { board_statement: { boardOversight: 'The board meets quarterly.', approvedOn: '2026-03-20' } },
    previousAnswers: {},
    emissions: noRows,
    evidence: [],
    fatalities: [],
    generatedAt: '2026-12-01T00:00:00Z',
    ...extra,
  }) as unknown as ReportInputs;
