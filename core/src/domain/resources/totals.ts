import { yearTotalOf } from '../../lib/decimal';
import type { ResourceRecord } from './rows';

/** Stocks (floor area, headcount, shops) are as at the year end; flows (revenue, output) add up. */
const STOCKS = new Set(['floorArea', 'headcount', 'shops']);
export const isStock = (r: Pick<ResourceRecord, 'type' | 'attributes'>) =>
  r.type === 'intensity' && STOCKS.has(String(r.attributes.denominator));

/**
 * A row's year total: a stock's last month entered, a flow's sum; '' when no month is entered (not entered, never
 * zero: docs/decisions/0069-not-entered-never-zero.md). Apart from the rows' views (read.ts) so the emissions and the
 * anomaly checks use it without the rows' schemas (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */
export const rowTotal = (r: Pick<ResourceRecord, 'type' | 'months' | 'attributes'>): string =>
  yearTotalOf(r.months, isStock(r));
