import type { z } from 'zod';
import { ulid } from 'ulid';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll, withoutKeys } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { AppError, BadRequest, Conflict, NotFound } from '../../errors';
import { monetaryUnitSample, newSeed } from '../../calc/assurance/sampling';
import type { LineJson, SpecJson } from '../../calc/emissions/present';
import {
  drawnInVersion,
  type FigureMark,
  type SampleDraw,
  type SampledFigure,
  type SampleRecord,
  type SampleView,
} from '../../schemas/audit';
import type { ResourceType } from '../../schemas/resources';
import type { Membership } from '../membership';
import { yearVersion, type PeriodRecord } from '../records';
import { reportingYear } from '../pageData/year';
import { namesByLogin } from '../people';
import { emissionsOfYear } from '../emissions/read';
import { storedRows } from '../resources/stored';
import { namedBoundaryLocations } from '../workflow/locationNames';
import * as msg from '../../messages';

/**
 * An auditor's sample of a year's figures (docs/decisions/0116-sample-and-trace.md): drawn by monetary-unit
 * sampling over tCO2e or MWh from a recorded seed, each figure then marked agreed or exception with a note.
 * Stored with the year, outside the year lock: a printed year is the one most often audited. A sample belongs to the
 * year's version it was drawn in (ADR 0118): once the year is restated it takes no more marks.
 */

type Basis = z.output<typeof SampleDraw>['basis'];
const MEASURE: Readonly<Record<Basis, { measure: string; unit: string }>> = {
  tco2e: { measure: 'ghg', unit: 'tCO2e' },
  mwh: { measure: 'energy', unit: 'MWh' },
};

/** A stored sample as read while the year is at its version `current`; its drawer named when `nameOf` is given. */
function sampleView(item: SampleRecord, current: number, nameOf?: (login: string) => string): SampleView {
  const drawnIn = drawnInVersion(item);
  return {
    ...(withoutKeys(item) as SampleRecord),
    ...(nameOf ? { drawnByName: nameOf(item.drawnBy) } : {}),
    yearVersion: drawnIn,
    restatedSince: drawnIn < current,
  };
}

/** The year is still printed when the write lands (a mark's condition, in `markFigure`). */
const stillPrinted = (tenantId: string, yearEnd: string): Change => ({
  op: 'holds',
  key: keys.period(tenantId, yearEnd),
  expected: { printed: true },
  onFail: () => Conflict(),
});

/** 409: the year was restated after the sample was drawn; its marks stay the record of the version it was drawn in. */
const Restated = (drawnIn: number, current: number) =>
  new AppError(409, 'SAMPLE_RESTATED', msg.sampleYearRestated, { yearVersion: drawnIn, currentYearVersion: current });

/** A figure: one row's lines of one measure, scope, category and energy type (the parts of its id). */
export const figureIdOf = (rowId: string, s: SpecJson) =>
  [rowId, s.measure, s.scope ?? '-', s.scope3Category ?? '-', s.energyType ?? '-'].join('.');

/** The line belongs to the figure: same row and same spec parts. */
export const lineOfFigure = (figureId: string, line: Pick<LineJson, 'rowId'>, spec: SpecJson) =>
  figureIdOf(line.rowId, spec) === figureId;

/** The year's figures of a basis, each the sum of its lines (a line stopped by a gap counts nothing). */
async function population(tenantId: string, period: PeriodRecord, basis: Basis) {
  const yearEnd = period.yearEnd;
  const [{ json }, rows, locations] = await Promise.all([
    emissionsOfYear(tenantId, period, { lines: true, locationMonths: false }),
    storedRows(tenantId, yearEnd),
    namedBoundaryLocations(tenantId, yearEnd),
  ]);
  const typeOf = new Map(rows.map((r) => [r.rowId, r.type as ResourceType]));
  const names = new Map(locations.map((l) => [l.id, l]));
  const { measure, unit } = MEASURE[basis];
  const figures = new Map<string, Omit<SampledFigure, 'mark'>>();
  for (const line of json.lines) {
    const spec = json.specs[line.spec]!;
    const type = typeOf.get(line.rowId);
    if (spec.measure !== measure || line.value === null || !type) continue;
    const id = figureIdOf(line.rowId, spec);
    const known = figures.get(id);
    if (known) known.value += line.value;
    else
      figures.set(id, {
        id,
        rowId: line.rowId,
        type,
        locationId: line.locationId,
        location: names.get(line.locationId)?.name ?? '',
        ...(names.get(line.locationId) ? { locationNames: names.get(line.locationId)!.names } : {}),
        measure: spec.measure,
        ...(spec.scope ? { scope: spec.scope } : {}),
        ...(spec.scope3Category ? { scope3Category: spec.scope3Category } : {}),
        ...(spec.energyType ? { energyType: spec.energyType } : {}),
        value: line.value,
        unit,
      });
  }
  return [...figures.values()];
}

/** GET /api/audit-samples/{year}: the year's samples, newest first. */
export async function listSamples(m: Membership, yearEnd: string): Promise<SampleView[]> {
  const [{ period }, items, nameOf] = await Promise.all([
    reportingYear(m, yearEnd),
    queryAll<SampleRecord>(keys.auditSamplePrefix(m.actor.tenantId, yearEnd)),
    namesByLogin(m.actor.tenantId),
  ]);
  return items
    .map((i) => sampleView(i, yearVersion(period), nameOf))
    .sort((a, b) => b.drawnAt.localeCompare(a.drawnAt));
}

/**
 * POST /api/audit-samples/{year}: n figures drawn by size from the seed given, or a new seed recorded, in the year's
 * version as read.
 */
export async function drawSample(
  m: Membership,
  yearEnd: string,
  input: z.output<typeof SampleDraw>,
): Promise<SampleView> {
  const { period } = await reportingYear(m, yearEnd);
  const figures = await population(m.actor.tenantId, period, input.basis);
  if (figures.length === 0) throw BadRequest(msg.sampleNothingToDraw);
  const seed = input.seed ?? newSeed();
  const drawn = monetaryUnitSample(
    figures.map((f) => ({ ...f, size: f.value })),
    input.n,
    seed,
  ).map(({ size: _size, ...f }) => f);
  const id = ulid();
  const sample: SampleRecord = {
    id,
    yearEnd,
    basis: input.basis,
    n: input.n,
    seed,
    population: {
      count: figures.length,
      total: figures.reduce((sum, f) => sum + f.value, 0),
      unit: MEASURE[input.basis].unit,
    },
    drawnBy: m.actor.login,
    drawnAt: new Date().toISOString(),
    figures: drawn,
    version: 1,
    yearVersion: yearVersion(period),
  };
  const key = keys.auditSample(m.actor.tenantId, yearEnd, id);
  await write({
    tenantId: m.actor.tenantId,
    action: 'auditSample.draw',
    changes: [{ op: 'create', key, item: { ...sample } }],
    after: { basis: sample.basis, n: sample.n, seed, figures: drawn.map((f) => f.id) },
  });
  return sampleView(sample, yearVersion(period));
}

/** One sample of the year, read against the year's version, and the year; 404 when the year has none by that id. */
export async function readSample(m: Membership, yearEnd: string, sampleId: string) {
  const [{ period }, item] = await Promise.all([
    reportingYear(m, yearEnd),
    getItem<SampleRecord>(keys.auditSample(m.actor.tenantId, yearEnd, sampleId), true),
  ]);
  if (!item) throw NotFound();
  return { sample: sampleView(item, yearVersion(period)), period };
}

/**
 * PUT …/figures/{figureId}: agreed, or an exception with its note; conditional on the sample's version. A sample of a
 * version since restated is refused (409 `sampleYearRestated`): its marks stay the record of that version.
 */
export async function markFigure(
  m: Membership,
  at: { year: string; sampleId: string; figureId: string },
  input: z.output<typeof FigureMark>,
) {
  const { sample, period } = await readSample(m, at.year, at.sampleId);
  if (sample.restatedSince) throw Restated(sample.yearVersion, yearVersion(period));
  if (sample.version !== input.version) throw Conflict(sample);
  const i = sample.figures.findIndex((f) => f.id === at.figureId);
  if (i < 0) throw BadRequest(msg.sampleFigureUnknown);
  const mark = { status: input.status, note: input.note, by: m.actor.login, at: new Date().toISOString() };
  const figures = sample.figures.map((f, j) => (j === i ? { ...f, mark } : f));
  await write({
    tenantId: m.actor.tenantId,
    action: 'auditSample.mark',
    changes: [
      {
        op: 'update',
        key: keys.auditSample(m.actor.tenantId, at.year, at.sampleId),
        expectedVersion: sample.version,
        set: { figures },
      },
      // Only a printed year is restated: on one, the mark rests on its staying printed, so a restatement between
      // the read and this write refuses it (409; read again, the sample says it was restated).
      ...(period.printed ? [stillPrinted(m.actor.tenantId, at.year)] : []),
    ],
    before: sample.figures[i]!.mark ?? null,
    after: { figure: at.figureId, ...mark },
  });
  return { ...sample, figures, version: sample.version + 1 };
}
