import { gzipSync } from 'node:zlib';
import type { Change } from '../../infra/db/write';
import type { PeriodRecord } from '../records';
import { recalculate } from './calculate';
import { snapshotKey, type EmissionsSnapshot } from './frozen';

const SNAPSHOT_MAX_BYTES = 350_000;

/** The change that freezes a year's emissions as they are now (an unversioned put: printing owns it). */
export async function snapshotChange(
  tenantId: string,
  period: PeriodRecord,
  frozenBy?: string,
): Promise<Extract<Change, { op: 'put' }>> {
  let result = gzipSync(JSON.stringify(await recalculate(tenantId, period)));
  // A year too large for one item keeps its figures and gaps; its lines can be recalculated from the audit trail.
  if (result.byteLength > SNAPSHOT_MAX_BYTES)
    result = gzipSync(JSON.stringify(await recalculate(tenantId, period, { lines: false })));
  const item: EmissionsSnapshot = {
    yearEnd: period.yearEnd,
    frozenAt: new Date().toISOString(),
    ...(frozenBy ? { frozenBy } : {}),
    result,
  };
  return { op: 'put', key: snapshotKey(tenantId, period.yearEnd), item: { ...item } };
}
