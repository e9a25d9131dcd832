import type { CatalogueIssue } from '../../catalogue/issues';
import { SUPPLIERS, SUPPLIERS_BY_REGION, SUPPLIERS_ENGAGED } from '../../catalogue/pages/social/supplyChain';
import type { PagePayload, TableRow } from '../../catalogue/values';
import { sumDecimals } from '../../lib/decimal';
import { atMost } from './limits';

/** B5.2 ≤ B5.1: the suppliers where the engagement practices are implemented are at most all suppliers. */
export function supplierIssues(values: PagePayload): CatalogueIssue[] {
  const rows = (values[SUPPLIERS_BY_REGION] as TableRow[] | undefined) ?? [];
  const total = sumDecimals(rows.map((r) => r[SUPPLIERS] as string | undefined));
  return atMost(SUPPLIERS_ENGAGED, values[SUPPLIERS_ENGAGED], total);
}
