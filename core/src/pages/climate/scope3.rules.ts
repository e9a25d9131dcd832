import { blankText, ruleIssue, type CatalogueIssue } from '../../catalogue/issues';
import type { PagePayload, TableRow } from '../../catalogue/values';

const rows = (v: unknown) => (Array.isArray(v) ? (v as TableRow[]) : []);
const need = (row: TableRow, path: string, ids: readonly string[]) =>
  ids.filter((id) => blankText(row[id])).map((id) => ruleIssue(`${path}.${id}`, 'missingInput'));

/**
 * Scope 3 screening (ADR 0109): a category screened out says why; a purchase line by mass names its
 * material and tonnes, by spend its amount and currency, and a currency other than HKD needs the year's
 * rate (the error names it); a commuting row has what its basis multiplies.
 */
export function scope3Issues(values: PagePayload): CatalogueIssue[] {
  const rates = new Set(
    rows(values.scope3Rates)
      .filter((r) => !blankText(r.hkdPerUnit))
      .map((r) => r.currency),
  );
  const screening = rows(values.scope3Screening).flatMap((r, i) =>
    r.relevance === 'notRelevant' ? need(r, `scope3Screening.${i}`, ['reason']) : [],
  );
  const purchases = rows(values.scope3Purchases).flatMap((r, i) => {
    const path = `scope3Purchases.${i}`;
    if (r.basis === 'mass') return need(r, path, ['material', 'tonnes']);
    const missing = need(r, path, ['amount', 'currency']);
    const currency = typeof r.currency === 'string' ? r.currency : '';
    if (currency && currency !== 'HKD' && !rates.has(currency))
      missing.push(ruleIssue(`${path}.currency`, 'missingRate', { rate: `${currency} → HKD` }));
    return missing;
  });
  const freight = rows(values.scope3Freight).flatMap((r, i) => need(r, `scope3Freight.${i}`, ['tonnes', 'km']));
  const commuting = rows(values.scope3Commuting).flatMap((r, i) => {
    const path = `scope3Commuting.${i}`;
    if (r.basis === 'distance') return need(r, path, ['passengerKm']);
    const row = need(r, path, ['sharePercent', 'kmPerDay', 'days']);
    return blankText(values.commutingHeadcount) ? [...row, ruleIssue('commutingHeadcount', 'missingInput')] : row;
  });
  return [...screening, ...purchases, ...freight, ...commuting];
}
