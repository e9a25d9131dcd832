import type { EmissionsJson } from '../src/calc/emissions/present';
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
