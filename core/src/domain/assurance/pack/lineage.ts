import { figureLines, type EmissionsJson, type FigureJson, type LineJson } from '../../../calc/emissions/present';
import type { FactorUse } from '../../../calc/emissions/select';
import { factorName } from '../../reports/factors';
import { editionTextOf } from '../../reports/translated';
import type { Scope3Disclosure } from '../../climate/scope3/disclosure';
import type { CsvCell, CsvTable } from './csv';
import { scope3CategoriesOf, scope3Figures, scope3LineageCells } from './scope3Lineage';

/** A reported figure by name: its provision and what it measures ("A1.2 scope1", "A2.1 intensity per HKD m"). */
export interface NamedFigure {
  name: string;
  /** The provision or intensity code, and the figure's key under it. */
  code: string;
  key: string;
  figure: FigureJson;
}

/** Code-point order: the same on every machine, whatever its locale. */
export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sorted = <T>(record: Record<string, T> | undefined) =>
  Object.entries(record ?? {}).sort(([a], [b]) => byCodePoint(a, b));

/**
 * Every figure the report prints from the year's emissions (ADR 0087): each provision's figures and each intensity,
 * in the order of their names. D-MT-GHG3 is Part D's Scope 3 screening when the year has Part D (`scope3`, ADR 0109):
 * the figures the report prints under that code, not the calculation's three categories.
 */
export function reportedFigures(
  json: Pick<EmissionsJson, 'provisions' | 'intensities'>,
  scope3?: Scope3Disclosure,
): NamedFigure[] {
  const out: NamedFigure[] = [];
  const provisions = scope3 ? { ...json.provisions, 'D-MT-GHG3': scope3Figures(scope3) } : json.provisions;
  for (const [code, figures] of sorted(provisions))
    for (const [key, figure] of sorted(figures)) out.push({ name: `${code} ${key}`, code, key, figure });
  for (const [code, figures] of sorted(json.intensities))
    for (const [key, figure] of sorted(figures)) out.push({ name: `${code} intensity per ${key}`, code, key, figure });
  return out;
}

export const LINEAGE_HEADER = [
  'figure',
  'figure value',
  'figure unit',
  'complete',
  'input row',
  'location',
  'resource',
  'audit entry',
  'line value',
  'factor id',
  'factor name',
  'factor value',
  'factor unit',
  'source',
  'version',
  'valid',
  'proxy',
  'GWP set',
] as const;

const valid = (f: FactorUse) =>
  f.validFrom ? `${f.validFrom}${f.validTo && f.validTo !== f.validFrom ? `–${f.validTo}` : ''}` : '';

/** A calculation line's lineage cells from the input row on: one row per factor that priced it (or one without). */
function lineCells(json: EmissionsJson, line: LineJson, locations: ReadonlyMap<string, string>): CsvCell[][] {
  const basis = json.bases[line.basis];
  const input: CsvCell[] = [
    line.rowId,
    locations.get(line.locationId) ?? line.locationId,
    line.kind,
    line.auditId,
    line.value,
  ];
  const gwpSet = basis?.gwpSet ?? json.gwpSet;
  const factors = basis?.factors ?? [];
  if (factors.length === 0) return [[...input, '', '', '', '', '', '', '', '', gwpSet]];
  return factors.map((f) => [
    ...input,
    f.id,
    factorName(f),
    f.value,
    f.unit,
    f.source ?? '',
    f.revision,
    valid(f),
    f.proxy ? 'yes' : 'no',
    gwpSet,
  ]);
}

/** Where market-based Scope 2 is reported (calc/emissions/provisions.ts): its lines and its instruments. */
const isMarketBased = (code: string, key: string) => code === 'D-MT-GHG2' && key === 'marketBased';

/**
 * Each contractual instrument as a line of market-based Scope 2 (ADR 0090): the electricity row it was bought with,
 * its kind, the row's audit entry and what it changed the figure by, its reference and rate in the factor's columns
 * and its vintage as the validity. With the location-based lines they sum to the figure; an instrument frozen before
 * its change was kept has no line value.
 */
function instrumentCells(json: EmissionsJson, locations: ReadonlyMap<string, string>): CsvCell[][] {
  return (json.instruments ?? []).map((i) => [
    i.rowId,
    locations.get(i.locationId) ?? i.locationId,
    i.kind,
    json.lines.find((l) => l.rowId === i.rowId)?.auditId ?? '',
    i.adjustment ?? '',
    '',
    editionTextOf(i.reference, 'en'),
    i.perMwh,
    'tCO2e/MWh',
    '',
    '',
    String(i.vintage),
    '',
    json.gwpSet,
  ]);
}

/**
 * The lineage of every reported figure as rows (docs/decisions/0117-the-assurance-pack.md): one per figure × input
 * line × factor, the figure's value repeated on each, so a reader filters by figure and sees what it sums; a figure
 * with no line (nothing entered) is one row of its own. Values are the presented numbers, not rounded for print.
 * D-MT-GHG3's figures, when the year has Part D, sum its screening's inputs (scope3Lineage.ts); market-based Scope 2
 * sums the location-based lines and the instruments that change them.
 */
export function lineageTable(
  json: EmissionsJson,
  locations: ReadonlyMap<string, string>,
  scope3?: Scope3Disclosure,
): CsvTable {
  const rows: CsvCell[][] = [];
  const calculated = (figure: FigureJson) =>
    (json.lines.length ? figureLines(json, figure) : []).flatMap((line) => lineCells(json, line, locations));
  for (const { name, code, key, figure } of reportedFigures(json, scope3)) {
    const head: CsvCell[] = [name, figure.value, figure.unit, figure.complete ? 'yes' : 'no'];
    const cells =
      scope3 && code === 'D-MT-GHG3'
        ? scope3LineageCells(scope3CategoriesOf(key, scope3), scope3, json, calculated, locations)
        : [...calculated(figure), ...(isMarketBased(code, key) ? instrumentCells(json, locations) : [])];
    if (cells.length === 0) rows.push([...head, '', '', '', '', '', '', '', '', '', '', '', '', '', json.gwpSet]);
    for (const c of cells) rows.push([...head, ...c]);
  }
  return { header: LINEAGE_HEADER, rows };
}
