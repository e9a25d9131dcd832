import { entered, seriesFindings, type AnomalyThresholds, type SeriesFinding } from '../../calc/assurance/anomalies';
import { ENVIRONMENTAL_RESOURCES } from '../../pages/resourcePages';
import { periodMonths } from '../../lib/dates';
import * as keys from '../../infra/db/itemKeys';
import { write } from '../../infra/db/write';
import { AppError, Locked, NotFound } from '../../errors';
import * as msg from '../../messages';
import type { Membership } from '../membership';
import { reportingYear, tenantYear, type ReportingYear } from '../pageData/year';
import { isStock } from '../resources/totals';
import type { BoundaryLocation } from '../resources/locations';
import { namedBoundaryLocations, type LocationNames } from '../workflow/locationNames';
import { rowLabels } from './rowLabels';
import { naturalKey, rowLabel } from '../resources/naturalKey';
import type { ResourceRecord } from '../resources/rows';
import { storedRows } from '../resources/stored';
import { explanations, thresholdsOf, type ExplanationRecord } from './store';
import type { AnomaliesView, AnomalyView } from '../../schemas/assurance';
import type { ResourceType } from '../../schemas/resources';

/** What the anomalies of a year are computed from: read once, shared with completeness (ADR 0107). */
export interface YearFigures {
  rows: readonly ResourceRecord[];
  lastRows: readonly ResourceRecord[];
  locations: ReadonlyMap<string, BoundaryLocation & { names: LocationNames }>;
}

export async function yearFigures(tenantId: string, year: ReportingYear): Promise<YearFigures> {
  const [rows, lastRows, locations] = await Promise.all([
    storedRows(tenantId, year.period.yearEnd),
    year.previous ? storedRows(tenantId, year.previous.yearEnd) : [],
    namedBoundaryLocations(tenantId, year.period.yearEnd),
  ]);
  return { rows, lastRows, locations: new Map(locations.map((l) => [l.id, l])) };
}

export const keyOf = (r: ResourceRecord) => naturalKey(r.type, r.locationId, r.attributes);
const periodPart = (p: SeriesFinding['period']) => (p === 'year' ? 'year' : `m${p}`);
const monthsOf = (r: ResourceRecord) => r.months.map(entered);

/**
 * A row's year figure as a number, from its parsed months: a stock's last entered month, else their sum
 * (rowTotal's rule; the exact decimal total is for display, a check needs no more than a double).
 */
function yearOf(r: ResourceRecord, months: readonly (number | undefined)[] = monthsOf(r)): number | undefined {
  const values = months.filter((v): v is number => v !== undefined);
  if (values.length === 0) return undefined;
  return isStock(r) ? values[values.length - 1]! : values.reduce((s, v) => s + v, 0);
}

/** Headcount at the year end, from intensity rows whose denominator is headcount (a stock: its last month). */
function headcount(rows: readonly ResourceRecord[]): number | undefined {
  const heads = rows.filter((r) => r.type === 'intensity' && r.attributes.denominator === 'headcount');
  const total = heads.reduce((s, r) => s + (yearOf(r) ?? 0), 0);
  return total > 0 ? total : undefined;
}

/** Each kind's year total per unit (intensity denominators are not consumption). */
function totalsByKind(rows: readonly ResourceRecord[]) {
  const out = new Map<string, { type: ResourceType; unit: string; total: number }>();
  for (const r of rows) {
    if (r.type === 'intensity' || r.months.every((m) => m === '')) continue;
    const id = `${r.type}.${encodeURIComponent(r.unit).replace(/[^\w%-]/g, '_')}`;
    const now = out.get(id) ?? { type: r.type, unit: r.unit, total: 0 };
    out.set(id, { ...now, total: now.total + (yearOf(r) ?? 0) });
  }
  return out;
}

/**
 * Every anomaly of a year, without explanations: each row's months and year against last year's row of
 * the same natural key (ADR 0070) and against its own months; each kind's year per employee against last
 * year's. Intensity denominators are rows like any other and are checked the same way.
 */
export function findAnomalies(f: YearFigures, t: AnomalyThresholds): Omit<AnomalyView, 'explanation'>[] {
  const last = new Map(f.lastRows.map((r) => [keyOf(r), r]));
  const out: Omit<AnomalyView, 'explanation'>[] = [];
  for (const r of f.rows) {
    const prev = last.get(keyOf(r));
    const months = monthsOf(r);
    const total = yearOf(r, months);
    const lastMonths = prev && monthsOf(prev);
    const lastTotal = prev && yearOf(prev, lastMonths);
    const label = rowLabel(r.type, f.locations.get(r.locationId)?.name ?? '', r.attributes);
    for (const x of seriesFindings(months, lastMonths, total, lastTotal, t)) {
      out.push({
        id: `row.${r.type}.${r.rowId}.${periodPart(x.period)}`,
        subject: 'row',
        type: r.type,
        rowId: r.rowId,
        locationId: r.locationId,
        label,
        unit: r.unit,
        period: x.period,
        value: x.period === 'year' ? total! : months[x.period]!,
        reference: x.reference,
        measure: x.measure,
        rule: x.rule,
      });
    }
  }
  const heads = headcount(f.rows);
  const lastHeads = headcount(f.lastRows);
  if (heads && lastHeads) {
    const before = totalsByKind(f.lastRows);
    for (const [id, k] of totalsByKind(f.rows)) {
      const prev = before.get(id);
      if (!prev) continue;
      const value = k.total / heads;
      for (const x of seriesFindings([], undefined, value, prev.total / lastHeads, t))
        out.push({
          id: `perEmployee.${id}.year`,
          subject: 'perEmployee',
          type: k.type,
          label: '',
          unit: k.unit,
          value,
          ...x,
        });
    }
  }
  return out;
}

/** An explanation holds while the figure still has the value it explained. */
const holds = (e: ExplanationRecord | undefined, value: number) =>
  e !== undefined && Math.abs(e.value - value) <= Math.abs(value) * 1e-9;

async function anomaliesOf(tenantId: string, year: ReportingYear) {
  const [figures, t, notes] = await Promise.all([
    yearFigures(tenantId, year),
    thresholdsOf(tenantId),
    explanations(tenantId, year.period.yearEnd),
  ]);
  const anomalies: AnomalyView[] = findAnomalies(figures, t).map((a) => {
    const e = notes.get(a.id);
    return holds(e, a.value) ? { ...a, explanation: { comment: e!.comment, by: e!.by, at: e!.at } } : a;
  });
  return { figures, anomalies };
}

/**
 * A row's anomaly as the screens show it: its label in each language too, as completeness names a row (ADR 0121).
 * Only the views name them; the print and approval gates (`unexplainedAnomalies`) need no names.
 */
function named(f: YearFigures): (a: AnomalyView) => AnomalyView {
  const rows = new Map(f.rows.map((r) => [r.rowId, r]));
  return (a) => {
    const r = a.rowId === undefined ? undefined : rows.get(a.rowId);
    return r ? { ...a, labels: rowLabels(r.type, f.locations.get(r.locationId)?.names, r.attributes) } : a;
  };
}

/** GET /api/anomalies/{year}. */
export const readAnomalies = (m: Membership, yearEnd: string) => anomaliesViewOf(m.actor.tenantId, yearEnd);

/** A company's year as GET /api/anomalies answers it (also what the assurance pack lists, ADR 0117). */
export async function anomaliesViewOf(tenantId: string, yearEnd: string): Promise<AnomaliesView> {
  const year = await tenantYear(tenantId, yearEnd);
  const [{ figures, anomalies }, t] = await Promise.all([anomaliesOf(tenantId, year), thresholdsOf(tenantId)]);
  return {
    yearEnd,
    months: periodMonths(year.period.financialYearStartDate),
    thresholds: { yoyPercent: t.yoyPercent, madLimit: t.madLimit },
    anomalies: anomalies.map(named(figures)),
    unexplained: anomalies.filter((a) => !a.explanation).length,
  };
}

/**
 * The anomalies of a year no one has explained yet: what blocks printing, and what an approval step
 * can ask before it lets a page or a year through (`pageKey`: only the anomalies of that page's resource types).
 */
export async function unexplainedAnomalies(
  tenantId: string,
  yearEnd: string,
  pageKey?: string,
): Promise<AnomalyView[]> {
  const types: readonly string[] | undefined =
    pageKey === undefined ? undefined : (ENVIRONMENTAL_RESOURCES[pageKey] ?? []);
  const { anomalies } = await anomaliesOf(tenantId, await tenantYear(tenantId, yearEnd));
  return anomalies.filter((a) => !a.explanation && (!types || types.includes(a.type)));
}

/** Refuses to print a year while an anomaly of it is unexplained (409 with the ids, ADR 0107): no reason overrides it. */
export async function requireExplained(tenantId: string, yearEnd: string) {
  const open = await unexplainedAnomalies(tenantId, yearEnd);
  if (open.length > 0)
    throw new AppError(409, 'ANOMALIES_UNEXPLAINED', msg.anomaliesUnexplained, { anomalies: open.map((a) => a.id) });
}

/** PUT /api/anomalies/{year}/{anomalyId}/explanation: only an anomaly the year has now can be explained (else 404). */
export async function explainAnomaly(m: Membership, yearEnd: string, anomalyId: string, comment: string) {
  const tenantId = m.actor.tenantId;
  const year = await reportingYear(m, yearEnd);
  // A printed year says so whatever the request; the write checks it again.
  if (year.period.printed) throw Locked();
  const { figures, anomalies } = await anomaliesOf(tenantId, year);
  const found = anomalies.find((a) => a.id === anomalyId);
  if (!found) throw NotFound();
  const anomaly = named(figures)(found);
  const note: ExplanationRecord = {
    anomalyId,
    value: anomaly.value,
    comment,
    by: m.actor.login,
    at: new Date().toISOString(),
  };
  await write({
    tenantId,
    yearEnd,
    action: 'anomaly.explain',
    changes: [{ op: 'put', key: keys.anomalyExplanation(tenantId, yearEnd, anomalyId), item: { ...note } }],
    before: anomaly.explanation ?? null,
    after: { anomalyId, comment },
  });
  return { ...anomaly, explanation: { comment: note.comment, by: note.by, at: note.at } };
}
