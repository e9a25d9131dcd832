import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { bulkId } from '../../lib/ids';
import { AppError, Conflict, Locked, NotFound, ValidationError, type FieldIssue, isYearHeld } from '../../errors';
import type { Key } from '../../infra/db/keys';
import { write, type Change } from '../../infra/db/write';
import type { Membership } from '../membership';
import { reportingYear, type ReportingYear } from '../pageData/year';
import { loadUnits } from '../units/read';
import { boundaryLocations } from './locations';
import { listView, resourceType, rowView } from './read';
import { rowKey, type ResourceRecord } from './rows';
import type { ResourceRowInput, ResourceType } from '../../schemas/resources';
import { storedRowState, type StoredRows } from './stored';
import { checkResourceRow, namesLibraryFactor } from './validate';
import { electricityFactorIds } from '../factors/read';
import { duplicateIssues } from './duplicates';
import { withStoredReferences } from './references';
import { PAGE_OF_RESOURCE_TYPE } from '../../pages/resourcePages';
import { locationReadOnlyChecks } from '../workflow/guard';

/**
 * A submitted or approved location of the type's page is read-only (ADR 0102, amended): every location a change of
 * `changes` rows touches is checked.
 */
const readOnlyChecks = async (
  tenantId: string,
  yearEnd: string,
  type: ResourceType,
  locationIds: Iterable<string>,
  changes: number,
) => {
  const pageKey = PAGE_OF_RESOURCE_TYPE.get(type);
  return pageKey ? locationReadOnlyChecks(tenantId, yearEnd, pageKey, locationIds, changes) : [];
};

/** Audit items keep small saves whole and larger ones as size + digest, so the audit item always fits. */
const AUDIT_WHOLE_BYTES = 16_000;
function auditCopy(rows: unknown[]) {
  const json = JSON.stringify(rows);
  const bytes = Buffer.byteLength(json);
  return bytes <= AUDIT_WHOLE_BYTES
    ? rows
    : { rows: rows.length, bytes, sha256: createHash('sha256').update(json).digest('hex') };
}
const audited = (r: ResourceRecord) => ({
  rowId: r.rowId,
  locationId: r.locationId,
  unit: r.unit,
  months: r.months,
  attributes: r.attributes,
});

/**
 * The change that writes a row's next version (`version` + 1) over the version a user based it on:
 * an update of its own item when that item holds it; else — its newest version is in an import's
 * pack (ADR 0061) — the item replaced, conditional on what it holds now (or on its absence).
 */
function rowChange(
  state: StoredRows,
  key: Key,
  rowId: string,
  version: number,
  fields: { type: ResourceType } & Record<string, unknown>,
) {
  const itemVersion = state.itemVersion(fields.type, rowId);
  if (itemVersion === version) return { op: 'update', key, expectedVersion: version, set: fields } satisfies Change;
  return { op: 'replace', key, itemVersion, item: { ...fields, version: version + 1 } } satisfies Change;
}

interface Target {
  m: Membership;
  type: ResourceType;
  year: ReportingYear;
}

/** Resolves the type (404), the year (404 for another company's) and refuses a printed year (423). */
async function openYear(m: Membership, type: string, yearEnd: string): Promise<Target> {
  const t = resourceType(type);
  const year = await reportingYear(m, yearEnd);
  if (year.period.printed) throw Locked();
  return { m, type: t, year };
}

/**
 * Upserts rows all-or-nothing, in the order a user expects: 423 for a location submitted for review or approved
 * (ADR 0102), 400 with every issue (paths in the body), 404 for a row id the year does not hold, 409 with the current rows when a row was based
 * on another version,
 * then one transaction: the rows, the year-not-printed check and one audit item whose id every
 * changed row keeps as its `auditId` (the lineage of the emissions points there).
 */
async function upsert(target: Target, input: ResourceRowInput[], pathOf: (i: number) => string) {
  const { m, type, year } = target;
  const tenantId = m.actor.tenantId;
  const yearEnd = year.period.yearEnd;
  const [state, locations, units, electricityFactors] = await Promise.all([
    storedRowState(tenantId, yearEnd, type),
    boundaryLocations(tenantId, yearEnd),
    loadUnits(),
    input.some(namesLibraryFactor) ? electricityFactorIds() : new Set<string>(),
  ]);
  // A submitted or approved location refuses the save before its input is checked (423): nothing typed could be saved.
  const stored = new Map(state.rows.map((r) => [r.rowId, r.locationId]));
  const guards = await readOnlyChecks(
    tenantId,
    yearEnd,
    type,
    input.flatMap((r) => [r.locationId, ...(r.id && stored.has(r.id) ? [stored.get(r.id)!] : [])]),
    input.length,
  );
  const ctx = { type, units: units.graph, locations: new Set(locations.map((l) => l.id)), electricityFactors };
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const checked = input.map((row, i) => {
    const path = pathOf(i);
    if (row.id === undefined && row.version !== 0)
      issues.push({ path: `${path}.version`, message: 'A new row has version 0.', code: 'version' });
    if (row.id !== undefined) {
      if (seen.has(row.id)) issues.push({ path: `${path}.id`, message: 'This row is sent twice.', code: 'duplicate' });
      seen.add(row.id);
    }
    const result = checkResourceRow(row, { ...ctx, path });
    if (!result.ok) issues.push(...result.issues);
    return { row, attributes: result.ok ? result.attributes : {} };
  });
  if (issues.length > 0) throw ValidationError(issues);

  const current = state.rows;
  const names = new Map(locations.map((l) => [l.id, l.name]));
  const twice = duplicateIssues(type, current, checked, pathOf, (id) => names.get(id) ?? id);
  if (twice.length > 0) throw ValidationError(twice);
  const byId = new Map(current.map((r) => [r.rowId, r]));
  // A row the year does not hold (another company's id, or deleted since) is not found, as DELETE says.
  if (input.some((r) => r.id !== undefined && !byId.has(r.id))) throw NotFound();
  const stale = input.some((r) => r.id !== undefined && byId.get(r.id)?.version !== r.version);
  if (stale) throw Conflict(await listView(tenantId, year, type, current));

  const auditId = ulid();
  const updatedAt = new Date().toISOString();
  const saved: ResourceRecord[] = [];
  const changes: Change[] = checked.map(({ row, attributes }) => {
    const fields = {
      type,
      yearEnd,
      locationId: row.locationId,
      unit: row.unit,
      months: row.months,
      // A language of an instrument's reference the save leaves out is kept (ADR 0137), after the 409 above.
      attributes: withStoredReferences(attributes, row.id === undefined ? undefined : byId.get(row.id)),
      auditId,
      updatedAt,
      updatedBy: m.actor.login,
    };
    if (row.id === undefined) {
      // In the order sent: the list breaks ties by id, and one batch's ids share a millisecond.
      const rowId = bulkId();
      saved.push({ ...fields, rowId, version: 1 });
      return { op: 'create', key: rowKey(tenantId, yearEnd, type, rowId), item: { ...fields, rowId } };
    }
    saved.push({ ...fields, rowId: row.id, version: row.version + 1 });
    return rowChange(state, rowKey(tenantId, yearEnd, type, row.id), row.id, row.version, { ...fields, rowId: row.id });
  });
  try {
    await write({
      tenantId,
      yearEnd,
      action: `resource.${type}.save`,
      changes: [...changes, ...guards],
      auditId,
      before: auditCopy(input.flatMap((r) => (r.id && byId.get(r.id) ? [audited(byId.get(r.id)!)] : []))),
      after: auditCopy(saved.map(audited)),
    });
  } catch (err) {
    // A printed year (423), or a year held by an Excel import's commit or the year's lock, answer as they are.
    if (err instanceof AppError && (err.status === 409 || err.status === 404) && !isYearHeld(err))
      throw Conflict(await listView(tenantId, year, type));
    throw err;
  }
  const savedIds = new Set(saved.map((r) => r.rowId));
  return { saved, rows: [...current.filter((r) => !savedIds.has(r.rowId)), ...saved] };
}

/** PUT /api/resource/{type}/{year}: the type's list as it is after the save. */
export async function saveResourceRows(
  m: Membership,
  type: string,
  yearEnd: string,
  body: { rows: ResourceRowInput[] },
) {
  const target = await openYear(m, type, yearEnd);
  const { rows } = await upsert(target, body.rows, (i) => `body.rows.${i}`);
  return listView(m.actor.tenantId, target.year, target.type, rows);
}

type NewRow = Omit<ResourceRowInput, 'id' | 'version'>;

/** POST /api/resource/{type}/newBatch: new rows for the year named in the body. */
export async function newResourceBatch(m: Membership, type: string, body: { year: string; rows: NewRow[] }) {
  const target = await openYear(m, type, body.year);
  const rows = body.rows.map((r) => ({ ...r, version: 0 }));
  const out = await upsert(target, rows, (i) => `body.rows.${i}`);
  return listView(m.actor.tenantId, target.year, target.type, out.rows);
}

/** POST /api/<kind>/new/{id}: one new row; answers the row as stored. */
export async function newResourceRow(m: Membership, type: ResourceType, yearEnd: string, body: NewRow) {
  const target = await openYear(m, type, yearEnd);
  const { saved } = await upsert(target, [{ ...body, version: 0 }], () => 'body');
  return rowView(saved[0]!);
}

/** DELETE /api/resource/{type}/{year}/{rowId}?version=N: 409 with the current rows when stale. */
export async function deleteResourceRow(
  m: Membership,
  type: string,
  yearEnd: string,
  rowId: string,
  version: number,
): Promise<void> {
  const { type: t, year } = await openYear(m, type, yearEnd);
  const tenantId = m.actor.tenantId;
  const state = await storedRowState(tenantId, yearEnd, t);
  const current = state.rows;
  const row = current.find((r) => r.rowId === rowId);
  if (!row) throw NotFound();
  if (row.version !== version) throw Conflict(await listView(tenantId, year, t, current));
  const key = rowKey(tenantId, yearEnd, t, rowId);
  // A pack holds an older copy of the row: its item stays, as a tombstone over the copy (ADR 0061).
  const tombstone = {
    rowId,
    type: t,
    yearEnd,
    deleted: true,
    updatedAt: new Date().toISOString(),
    updatedBy: m.actor.login,
  };
  const change: Change = state.packed(t, rowId)
    ? rowChange(state, key, rowId, version, tombstone)
    : { op: 'delete', key, expectedVersion: version };
  try {
    await write({
      tenantId,
      yearEnd,
      action: `resource.${t}.delete`,
      changes: [change, ...(await readOnlyChecks(tenantId, yearEnd, t, [row.locationId], 1))],
      before: audited(row),
    });
  } catch (err) {
    if (err instanceof AppError && err.status === 409 && !isYearHeld(err))
      throw Conflict(await listView(tenantId, year, t));
    throw err;
  }
}
