import { getItem, queryAll } from '../../infra/db/repo';
import * as keys from '../../infra/db/itemKeys';
import type { AuditEntryView } from '../../schemas/auditLog';
import type { TenantRecord, UserRecord } from '../records';
import type { SupplierRequestRecord } from '../suppliers/records';
import { formerLocations } from '../resources/locations';
import { tenantFacts } from '../tenantFacts';
import { describeEntity, type EntityRef } from './describe';
import { personName } from '../../lib/personName';

type Entry = Omit<AuditEntryView, 'subject' | 'actorName'>;

/** The row's location, from the audited copy of the row (a batch's before/after lists its rows). */
function rowLocation(entry: Entry, rowId: string | undefined): string | undefined {
  for (const side of [entry.after, entry.before]) {
    const rows = Array.isArray(side) ? side : [side];
    for (const row of rows as { rowId?: string; locationId?: string }[])
      if (row && typeof row === 'object' && row.rowId === rowId && row.locationId) return row.locationId;
  }
  return undefined;
}

/**
 * Audit entries in words: each entity as what it is (`describeEntity`) with the name of
 * the user, role, company or row location it names, and the acting user's name. Reads the company's
 * users once, its roles from the cached facts and each year's locations only when a row names one.
 */
export async function nameEntries<E extends Entry>(tenantId: string, entries: readonly E[]) {
  if (entries.length === 0) return [];
  const refs = entries.map((e) => describeEntity(e.entity));
  const facts = await tenantFacts(tenantId);
  const people = new Map((await queryAll<UserRecord>(keys.userPrefix(tenantId))).map((u) => [u.id, personName(u)]));
  const locationIds = new Map<string, Set<string>>();
  const rowLocations = refs.map((ref, i) => {
    if (ref.kind !== 'row' || !ref.yearEnd) return undefined;
    const id = rowLocation(entries[i]!, ref.id);
    if (id) locationIds.set(ref.yearEnd, (locationIds.get(ref.yearEnd) ?? new Set()).add(id));
    return id;
  });
  const places = new Map<string, string>();
  for (const [yearEnd, ids] of locationIds)
    for (const l of await formerLocations(tenantId, yearEnd, [...ids])) places.set(`${yearEnd}|${l.id}`, l.name);
  const companies = new Map<string, string | undefined>();
  for (const ref of refs)
    if (ref.kind === 'company' && ref.id && !companies.has(ref.id))
      companies.set(
        ref.id,
        ref.id === tenantId ? facts.tenant?.name : (await getItem<TenantRecord>(keys.tenant(ref.id)))?.name,
      );

  // A supplier request by its supplier's name (ADR 0119), each request read once.
  const suppliers = new Map<string, string | undefined>();
  for (const ref of refs)
    if (ref.kind === 'supplierRequest' && ref.yearEnd && ref.id && !suppliers.has(ref.id))
      suppliers.set(
        ref.id,
        (await getItem<SupplierRequestRecord>(keys.supplierRequest(tenantId, ref.yearEnd, ref.id)))?.supplierName,
      );

  const nameOf = (ref: EntityRef, i: number): string | undefined => {
    switch (ref.kind) {
      case 'user':
      case 'session':
        return ref.id ? people.get(ref.id) : undefined;
      case 'role':
      case 'rolePages':
        return ref.id ? facts.roles.get(ref.id)?.name : undefined;
      case 'row':
        return rowLocations[i] ? places.get(`${ref.yearEnd}|${rowLocations[i]}`) : undefined;
      case 'company':
        return ref.id ? companies.get(ref.id) : undefined;
      case 'supplierRequest':
        return ref.id ? suppliers.get(ref.id) : undefined;
      case 'factor':
      case 'kpi':
        return ref.id;
      default:
        return undefined;
    }
  };
  return entries.map((e, i) => {
    const { id: _id, ...ref } = refs[i]!;
    const name = nameOf(refs[i]!, i);
    return {
      ...e,
      subject: { ...ref, ...(name ? { name } : {}) },
      ...(e.userId && people.has(e.userId) ? { actorName: people.get(e.userId) } : {}),
    };
  });
}
