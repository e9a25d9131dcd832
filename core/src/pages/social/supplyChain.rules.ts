import type { CatalogueIssue } from '../../catalogue/issues';
import type { PagePayload, TableRow } from '../../catalogue/values';
import { sumDecimals } from '../../lib/decimal';
import { atMost } from '../../catalogue/limits';

export const SUPPLIERS_BY_REGION = 'suppliersByRegion';
export const SUPPLIERS = 'suppliers';
export const TOTAL_SUPPLIERS = 'totalSuppliers';
export const SUPPLIERS_ENGAGED = 'suppliersEngaged';

/** B5.2 ≤ B5.1: the suppliers where the engagement practices are implemented are at most all suppliers. */
export function supplierIssues(values: PagePayload): CatalogueIssue[] {
  const rows = (values[SUPPLIERS_BY_REGION] as TableRow[] | undefined) ?? [];
  const total = sumDecimals(rows.map((r) => r[SUPPLIERS] as string | undefined));
  return atMost(SUPPLIERS_ENGAGED, values[SUPPLIERS_ENGAGED], total);
}
