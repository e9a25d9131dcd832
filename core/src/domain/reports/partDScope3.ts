import { SCOPE3_CATEGORIES } from '../../pages/climate/lists';
import { joinClauses, withAside } from '../../lib/format';
import { scope3Cards } from '../../pages/climate/scope3';
import { SCOPE3_LISTS } from '../../pages/climate/scope3Lists';
import { scope3TierText } from '../../pages/climate/scope3Tier';
import type { Language } from '../../schemas/common';
import type { ClimateMetricsView } from '../../schemas/climate';
import type { ReportBlock } from '../../schemas/reports';
import type { TableRow } from '../../catalogue/values';
import type { EmissionYears } from './environmental';
import { reportFigure } from './format';
import { incompleteNotes, type Incomplete } from './notes';
import { reportText, type ReportMessageKey } from './messages';
import { categoriesText, scope3TotalFigure, scope3TotalNote, screenedTotal } from './scope3Total';

type Line = ClimateMetricsView['scope3'][number];

/**
 * The Scope 3 screening's entries and the targets' milestones: Part D prints what they add up to (the fifteen-category
 * table, the path to each target), never the entry tables one by one (2,000 purchase lines; ADR 0109, ADR 0110).
 * The free estimates print as entered: their method note is the only account of how they were made.
 */
export const PRINTED_IN_PART_D: ReadonlySet<string> = new Set([
  ...scope3Cards.flatMap((c) => c.fields.map((f) => f.id)).filter((id) => id !== 'scope3Other'),
  'targetMilestones',
]);
const label = (list: string, value: string | undefined, lang: Language) =>
  (value && SCOPE3_LISTS[list]!.find((o) => o.value === value)?.labels[lang]) || '–';

/** What a figure lacks, in the report's words: a factor, the company's own factor, a rate (ADR 0109). */
function needs(line: Line, lang: Language): string {
  const t = (k: ReportMessageKey, p = {}) => reportText(lang, k, p);
  // Factors by name in the appendix, never by id (ADR 0086): here only that one is missing.
  const what = [
    ...new Set(
      (line.missing ?? []).map((m) =>
        m.kind === 'ownFactor'
          ? t('scope3NeedsOwnFactor')
          : m.kind === 'rate'
            ? t('scope3NeedsRate', { currency: m.currency })
            : t('scope3NeedsFactor'),
      ),
    ),
  ];
  return what.length ? t('scope3Needs', { what: joinClauses(what, lang) }) : '';
}

/** The calculation's own figure of a category (1, 5, 6) when a gap left it incomplete: starred, its note says why. */
const calculatedGap = (y: EmissionYears, category: number) => {
  const f = y.thisYear.json.provisions['D-MT-GHG3']?.[`category-${category}`];
  return f && !f.complete ? f : undefined;
};

/**
 * Where category 1's figure comes from (ADR 0119): the part answered by suppliers through data requests, its tCO₂e,
 * share and how many suppliers answered, and the rest estimated — or that no supplier answered. In the API's figures:
 * the line's tCO₂e and its `supplier` part.
 */
export function supplierPart(line: Line, lang: Language): string | undefined {
  if (line.category !== 1 || line.state !== 'reported' || line.tCO2e === null) return undefined;
  const t = (k: ReportMessageKey, p = {}) => reportText(lang, k, p);
  const part = line.supplier;
  if (!part) return t('scope3SupplierNone');
  const [total, own] = [Number(line.tCO2e), Number(part.tCO2e)];
  const suppliers = t(part.suppliers === 1 ? 'scope3SuppliersOne' : 'scope3SuppliersMany', { count: part.suppliers });
  if (own >= total) return t('scope3SupplierAll', { suppliers });
  return t('scope3SupplierPart', {
    supplier: reportFigure(own, lang),
    share: reportFigure((own / total) * 100, lang),
    suppliers,
    estimated: reportFigure(total - own, lang),
  });
}

function figureOrReason(line: Line, lang: Language, starred: boolean, reason: string | undefined): string {
  const t = (k: ReportMessageKey, p = {}) => reportText(lang, k, p);
  const lacking = needs(line, lang);
  if (line.state === 'reported') {
    // What an estimate lacks is said in the cell, and category 1's supplier-specific part; a gap of the calculation
    // is starred and explained in the note.
    const figure = `${reportFigure(Number(line.tCO2e), lang)}${starred ? '*' : ''}`;
    const asides = [supplierPart(line, lang), lacking].filter((a): a is string => Boolean(a));
    return asides.length ? withAside(figure, joinClauses(asides, lang), lang) : figure;
  }
  if (line.state === 'excluded') return t('scope3Excluded', { reason: reason ?? line.reason ?? '' });
  if (line.state === 'explained') return t('scope3Explained', { reason: line.reason ?? '' });
  if (line.method || line.tier || lacking)
    return lacking ? withAside(t('scope3NotQuantified'), lacking, lang) : t('scope3NotQuantified');
  return t('scope3NotScreened');
}

/**
 * Each screened category's reason in the edition's language, from the edition's answers (the metrics hold one text of
 * each: ADR 0121): by category number.
 */
function editionReasons(screening: unknown): Map<number, string> {
  const rows = Array.isArray(screening) ? (screening as TableRow[]) : [];
  return new Map(
    rows.flatMap((r) =>
      typeof r.reason === 'string' && r.reason.trim() ? [[Number(r.category), r.reason] as const] : [],
    ),
  );
}

/**
 * Part D's Scope 3 disclosure (D-MT-GHG3, ADR 0109): every one of the fifteen categories with its method,
 * data-quality tier, and its figure or the reason it is excluded (in the edition's language: `screening`, the edition's
 * answers of the screening table); then which categories the total includes.
 */
export function scope3Blocks(
  climate: ClimateMetricsView | undefined,
  y: EmissionYears,
  screening?: unknown,
): ReportBlock[] {
  const reasons = editionReasons(screening);
  if (!climate?.scope3?.length) return [];
  const { lang } = y;
  const t = (k: ReportMessageKey, p = {}) => reportText(lang, k, p);
  const name = (n: number) => SCOPE3_CATEGORIES.find((c) => c.value === String(n))?.labels[lang] ?? String(n);
  const total = screenedTotal(climate);
  const incomplete: Incomplete[] = climate.scope3.flatMap((l) => {
    const figure = l.state === 'reported' ? calculatedGap(y, l.category) : undefined;
    return figure ? [{ row: name(l.category), year: y.thisYear.label, figure, json: y.thisYear.json }] : [];
  });
  const starred = new Set(incomplete.map((i) => i.row));
  // What the table's figures add up to is said on the page the table ends on (ADR 0044).
  return [
    {
      kind: 'table',
      caption: t('scope3Screening'),
      head: [t('scope3Category'), t('scope3Method'), t('scope3Tier'), t('scope3Figure')],
      rows: climate.scope3.map((l) => [
        name(l.category),
        label('scope3Methods', l.method, lang),
        scope3TierText(l, lang),
        figureOrReason(l, lang, starred.has(name(l.category)), reasons.get(l.category)),
      ]),
    },
    ...incompleteNotes(incomplete, lang),
    ...(total
      ? [
          {
            kind: 'p' as const,
            keepWithPrevious: true as const,
            text: t('scope3TotalIncludes', {
              total: scope3TotalFigure(total, lang),
              categories: categoriesText(total.categories, lang),
            }),
          },
          ...scope3TotalNote(total, lang),
        ]
      : [{ kind: 'p' as const, text: t('scope3TotalNone'), keepWithPrevious: true as const }]),
  ];
}
