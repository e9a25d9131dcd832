import type { CatalogueIssue } from '../../catalogue/issues';
import type { PagePayload } from '../../catalogue/values';
import { atMost } from '../../catalogue/limits';

/** B6.1: products recalled are at most products sold or shipped (the % recalled is at most 100). */
export const recallIssues = (values: PagePayload): CatalogueIssue[] =>
  atMost('productsRecalled', values.productsRecalled, values.productsSold);
