import type { ActivityRow } from '../../calc/emissions/model';
import type { LibraryRevision } from '../../calc/emissions/ports';
import * as keys from '../../infra/db/itemKeys';
import { greatCircleKm } from './airports';
import { timesWhole } from '../../lib/decimal';
import type { Attributes, ResourceType } from '../../schemas/resources';

/**
 * A stored resource row: one item per (reporting year, location, resource row), all 12 months in
 * it (ADR 0004), under `T#<t>#Y#<yearEnd>` / `RES#<type>#<rowId>` — or, written by an Excel import,
 * one of many in a pack item among the type's rows (docs/decisions/0061-excel-rows-packed.md).
 */
export interface ResourceRecord {
  rowId: string;
  type: ResourceType;
  yearEnd: string;
  locationId: string;
  unit: string;
  months: string[];
  attributes: Record<string, unknown>;
  version: number;
  auditId: string;
  updatedAt: string;
  updatedBy?: string;
}

export const RES = 'RES';
export const rowKey = (tenantId: string, yearEnd: string, type: string, rowId: string) =>
  keys.yearItem(tenantId, yearEnd, RES, type, rowId);
export const typePrefix = (tenantId: string, yearEnd: string, type: string) =>
  keys.yearPrefix(tenantId, yearEnd, RES, type);
export const yearRowsPrefix = (tenantId: string, yearEnd: string) => keys.yearPrefix(tenantId, yearEnd, RES);
/** The record of an import's switch among a type's rows (ADR 0061): `RES#<type>#!IMPORTED#<importId>`. */
export const IMPORTED = '!IMPORTED';
export const importedKey = (tenantId: string, yearEnd: string, type: string, importId: string) =>
  keys.yearItem(tenantId, yearEnd, RES, type, IMPORTED, importId);
/** A pack of an import's rows (ADR 0061): `RES#<type>#!PACK#<importId>#<part>#<n>`, among the type's rows. */
export const PACK = '!PACK';
export const packsPrefix = (tenantId: string, yearEnd: string, type: string, importId: string) =>
  keys.yearPrefix(tenantId, yearEnd, RES, type, PACK, importId);
export const packKey = (tenantId: string, yearEnd: string, type: string, importId: string, part: number, n: number) =>
  keys.yearItem(
    tenantId,
    yearEnd,
    RES,
    type,
    PACK,
    importId,
    String(part).padStart(4, '0'),
    String(n).padStart(4, '0'),
  );

/** The passenger-km unit the flight conversion produces (unit catalogue id). */
export const PKM = 'pkm';

/** A flight between two known airports: its distance, counting both legs of a round trip. */
export function flightKm(type: ResourceType, attributes: Record<string, unknown>): number | undefined {
  if (type !== 'businessTravel') return undefined;
  const a = attributes as Attributes<'businessTravel'>;
  if (a.mode !== 'flight' || !a.origin || !a.destination) return undefined;
  const km = greatCircleKm(a.origin, a.destination);
  return km === undefined ? undefined : km * (a.roundTrip ? 2 : 1);
}

/** The factor id a row's own published factor gets in the calculation's library. */
export const ownFactorId = (rowId: string) => `own-${rowId.toLowerCase()}`;

/** What the calculation reads for a stored row, or undefined for rows it does not calculate (materials, intensity). */
export function activityRow(r: Omit<ResourceRecord, 'version' | 'updatedAt' | 'yearEnd'>): ActivityRow | undefined {
  const base = { rowId: r.rowId, locationId: r.locationId, unit: r.unit, months: r.months, auditId: r.auditId };
  switch (r.type) {
    case 'electricity': {
      const a = r.attributes as Attributes<'electricity'>;
      const factorId = a.ownFactor ? ownFactorId(r.rowId) : a.factorId;
      const instruments = a.instruments?.length ? { instruments: a.instruments } : {};
      return { ...base, kind: 'electricity', supplier: a.supplier, ...(factorId ? { factorId } : {}), ...instruments };
    }
    case 'fuel': {
      const a = r.attributes as Attributes<'fuel'>;
      return a.fuel === 'towngas' ? { ...base, kind: 'towngas' } : { ...base, kind: 'fuel', fuel: a.fuel };
    }
    case 'vehicle': {
      const a = r.attributes as Attributes<'vehicle'>;
      return {
        ...base,
        kind: 'vehicle',
        fuel: a.fuel,
        vehicleType: a.vehicleType,
        ...(a.emissionStandard?.trim() ? { emissionStandard: a.emissionStandard.trim() } : {}),
        ...(a.distance ? { distance: a.distance } : {}),
      };
    }
    case 'refrigerant':
      return { ...base, kind: 'refrigerant', gas: (r.attributes as Attributes<'refrigerant'>).gas };
    case 'water':
      return { ...base, kind: 'water' };
    case 'paper':
      return { ...base, kind: 'paper', flow: (r.attributes as Attributes<'paper'>).flow };
    case 'waste': {
      const a = r.attributes as Attributes<'waste'>;
      return { ...base, kind: 'waste', hazardous: a.hazardous, handling: a.handling };
    }
    case 'tree':
      return { ...base, kind: 'tree' };
    case 'businessTravel': {
      const a = r.attributes as Attributes<'businessTravel'>;
      const km = flightKm(r.type, r.attributes);
      const travel = { ...base, kind: 'businessTravel' as const, mode: a.mode, ...(a.cabin ? { cabin: a.cabin } : {}) };
      // Trips between two airports become passenger-km by the great-circle distance.
      return km === undefined ? travel : { ...travel, unit: PKM, months: r.months.map((m) => timesWhole(m, km)) };
    }
    case 'packaging':
      return { ...base, kind: 'packaging', material: (r.attributes as Attributes<'packaging'>).material };
    case 'material':
    case 'intensity':
      return undefined;
  }
}

/** Electricity rows' own published factors, as library revisions layered over the year's library. */
export function ownFactors(rows: readonly ResourceRecord[]): LibraryRevision[] {
  return rows.flatMap((r) => {
    if (r.type !== 'electricity') return [];
    const own = (r.attributes as Attributes<'electricity'>).ownFactor;
    if (!own) return [];
    return [
      {
        id: ownFactorId(r.rowId),
        revision: r.version,
        value: own.value,
        unit: own.unit,
        source: own.source ?? 'supplier-published factor entered with the row',
        basis: 'supplier-specific',
      },
    ];
  });
}
