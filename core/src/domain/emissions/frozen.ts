import { gunzipSync } from 'node:zlib';
import type { EmissionsJson } from '../../calc/emissions/present';
import { type Key } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';

/**
 * A printed year's emissions, frozen: the presented result with its lineage, gzipped (a year of
 * 600 rows is ~1,500 lines; JSON that repeats the same keys shrinks ~10×, far under DynamoDB's
 * 400 KB). Written in the same transaction that sets the printed flag, so a printed year never
 * shows figures its report did not.
 */
export interface EmissionsSnapshot {
  yearEnd: string;
  frozenAt: string;
  frozenBy?: string;
  result: Uint8Array;
  /**
   * A replaced version's (docs/decisions/0118-restatement.md): Part D's Scope 3 total across the screened categories
   * as its report printed it (ADR 0109), decimal tCO2e; null when it printed none; absent when not kept.
   */
  scope3Screened?: string | null;
}

export const snapshotKey = (tenantId: string, yearEnd: string): Key =>
  keys.yearItem(tenantId, yearEnd, 'EMISSIONS', 'SNAPSHOT');

/**
 * Where a restated year keeps the snapshot of a version it replaced (docs/decisions/0118-restatement.md): the old
 * final report's figures, which the new report compares with.
 */
export const versionSnapshotKey = (tenantId: string, yearEnd: string, version: number): Key =>
  keys.yearItem(tenantId, yearEnd, 'EMISSIONS', 'SNAPSHOT', `V${version}`);

export async function readSnapshot(tenantId: string, yearEnd: string, version?: number) {
  const key = version === undefined ? snapshotKey(tenantId, yearEnd) : versionSnapshotKey(tenantId, yearEnd, version);
  const item = await getItem<EmissionsSnapshot>(key, true);
  if (!item) return undefined;
  const json = JSON.parse(gunzipSync(item.result).toString('utf8')) as EmissionsJson;
  const scope3Screened = item.scope3Screened == null ? item.scope3Screened : Number(item.scope3Screened);
  return { json, frozenAt: item.frozenAt, frozenBy: item.frozenBy, scope3Screened };
}
