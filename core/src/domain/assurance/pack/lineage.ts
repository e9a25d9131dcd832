import { figureLines, type EmissionsJson, type FigureJson, type LineJson } from '../../../calc/emissions/present';
import type { FactorUse } from '../../../calc/emissions/select';
import { factorName } from '../../reports/factors';
import type { CsvCell, CsvTable } from './csv';

/** A reported figure by name: its provision and what it measures ("A1.2 scope1", "A2.1 intensity per HKD m"). */
export interface NamedFigure {
  name: string;
  figure: FigureJson;
}

/** Code-point order: the same on every machine, whatever its locale. */
export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sorted = <T>(record: Record<string, T> | undefined) =>
  Object.entries(record ?? {}).sort(([a], [b]) => byCodePoint(a, b));

/**
 * Every figure the report prints from the year's emissions (ADR 0087): each provision's figures and each intensity,
 * in the order of their names.
 */
export function reportedFigures(json: Pick<EmissionsJson, 'provisions' | 'intensities'>): NamedFigure[] {
  const out: NamedFigure[] = [];
  for (const [code, figures] of sorted(json.provisions))
    for (const [key, figure] of sorted(figures)) out.push({ name: `${code} ${key}`, figure });
  for (const [code, figures] of sorted(json.intensities))
    for (const [key, figure] of sorted(figures)) out.push({ name: `${code} intensity per ${key}`, figure });
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

/**
 * The lineage of every reported figure as rows (docs/decisions/0117-the-assurance-pack.md): one per figure × input
 * line × factor, the figure's value repeated on each, so a reader filters by figure and sees what it sums; a figure
 * with no line (nothing entered) is one row of its own. Values are the presented numbers, not rounded for print.
 */
export function lineageTable(json: EmissionsJson, locations: ReadonlyMap<string, string>): CsvTable {
  const rows: CsvCell[][] = [];
  for (const { name, figure } of reportedFigures(json)) {
    const head: CsvCell[] = [name, figure.value, figure.unit, figure.complete ? 'yes' : 'no'];
    const lines: LineJson[] = json.lines.length ? figureLines(json, figure) : [];
    if (lines.length === 0) rows.push([...head, '', '', '', '', '', '', '', '', '', '', '', '', '', json.gwpSet]);
    for (const line of lines) {
      const basis = json.bases[line.basis];
      const input: CsvCell[] = [
        line.rowId,
        locations.get(line.locationId) ?? line.locationId,
        line.kind,
        line.auditId,
        line.value,
      ];
      const factors = basis?.factors ?? [];
      if (factors.length === 0)
        rows.push([...head, ...input, '', '', '', '', '', '', '', '', basis?.gwpSet ?? json.gwpSet]);
      for (const f of factors)
        rows.push([
          ...head,
          ...input,
          f.id,
          factorName(f),
          f.value,
          f.unit,
          f.source ?? '',
          f.revision,
          valid(f),
          f.proxy ? 'yes' : 'no',
          basis?.gwpSet ?? json.gwpSet,
        ]);
    }
  }
  return { header: LINEAGE_HEADER, rows };
}
