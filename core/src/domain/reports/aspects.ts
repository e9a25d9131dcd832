import type { Language } from '../../schemas/common';
import { codeReference, codeTitle } from '../kpi/codeText';

/**
 * How the content index names a provision (ADR 0086): by the Code's own reference ("KPI A1.1", "Governance
 * Structure", Part D's headings) and in the Code's own words, the Exchange's Chinese wording in hk and cn — never the
 * product's codes (MDR-GOV, D-STR-RO) or its shortened titles.
 */
export const provisionName = (p: { code: string; title: string }, lang: Language): string =>
  codeTitle(p.code, p.title, lang);

export const provisionReference = (p: { code: string }, lang: Language): string => codeReference(p.code, lang);
