import type { EmissionsJson } from '../../calc/emissions/present';
import type { FactorUse } from '../../calc/emissions/select';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import { factorWording } from '../factors/chinese';
import { toSimplified } from '../../lib/simplified';
import { cellStart, listSeparator, withAside } from '../../lib/format';
import { reportDecimal, reportUnit, withScripts } from './format';
import { reportText } from './messages';

/** Every factor revision the year's figures used, once, with its source (the lineage's bases), by name. */
export function factorsUsed(json: Pick<EmissionsJson, 'bases'>): FactorUse[] {
  const byKey = new Map<string, FactorUse>();
  for (const basis of json.bases) for (const f of basis?.factors ?? []) byKey.set(`${f.id}#${f.revision}`, f);
  return [...byKey.values()].sort(
    (a, b) => factorName(a).localeCompare(factorName(b)) || a.id.localeCompare(b.id) || a.revision - b.revision,
  );
}

/**
 * A factor as a report names it (ADR 0086): what the library says it applies to ("CLP Power Hong Kong customers",
 * "R-410A leakage …"), never its id; its source is publisher, document and year, never an administrator's note. The
 * Chinese editions print the library's Chinese name and source, the English where it has none (ADR 0130).
 */
export const factorName = (f: Partial<FactorUse>, lang: Language = 'en') => factorWording(f, lang, toSimplified).name;
/** A factor's name as the report prints it: CO₂ with its subscript, as the units beside it write it (ADR 0075 amended). */
export const printedFactorName = (f: Partial<FactorUse>, lang: Language) => withScripts(factorName(f, lang));
export const factorSource = (f: Partial<FactorUse>, lang: Language) => factorWording(f, lang, toSimplified).source;

const years = (f: FactorUse) =>
  f.validFrom ? (f.validTo && f.validTo !== f.validFrom ? `${f.validFrom}–${f.validTo}` : String(f.validFrom)) : '–';

/** The appendix's table: each factor by name with its value, unit, year, source and whether an earlier year's stands in. */
export function factorTable(factors: readonly FactorUse[], lang: Language): ReportBlock {
  const t = (k: Parameters<typeof reportText>[1]) => reportText(lang, k);
  return {
    kind: 'table',
    caption: t('factorsUsed'),
    head: [t('factorId'), t('factorValue'), t('unit'), t('factorYear'), t('factorSource'), t('factorProxy')],
    rows: factors.map((f) => [
      // A cell opens with a capital; the name keeps its case inside sentences (ADR 0086 amended); CO₂ as units write it.
      cellStart(printedFactorName(f, lang)),
      reportDecimal(f.value, lang),
      reportUnit(f.unit, lang),
      years(f),
      factorSource(f, lang),
      // An earlier year's factor standing in: Yes, as every yes/no cell of the report writes it (ADR 0086 amended).
      f.proxy ? t('yes') : '',
    ]),
    numeric: [1],
    whole: [2],
  };
}

/**
 * Which factors are earlier years' proxies and why, in one sentence (ADR 0086): none of the report's year has been
 * published yet, so the latest earlier year's stands in until an administrator adds the published one.
 */
export function proxySentence(factors: readonly FactorUse[], year: number, lang: Language): ReportBlock[] {
  const proxies = factors.filter((f) => f.proxy);
  if (proxies.length === 0) return [];
  const names = proxies.map((f) => withAside(printedFactorName(f, lang), years(f), lang)).join(listSeparator(lang));
  // It explains the factors listed just before it: printed on their table's page (ADR 0044).
  return [{ kind: 'p', text: reportText(lang, 'factorProxies', { names, year }), keepWithPrevious: true }];
}
