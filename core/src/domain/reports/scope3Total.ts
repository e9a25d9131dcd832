import { joinList } from '../../lib/format';
import type { ClimateMetricsView } from '../../schemas/climate';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import { reportFigure } from './format';
import { reportText } from './messages';

/** Part D's Scope 3 total across the screened categories (ADR 0109) and the categories a gap left incomplete. */
export interface Scope3Screened {
  tCO2e: number;
  categories: readonly number[];
  /** The included categories whose figure a gap left incomplete: the total is incomplete with them (ADR 0075). */
  incomplete: readonly number[];
  /** Each quantified category's figure, by category number: Part D's, the screening's estimates included. */
  byCategory: Readonly<Record<number, number>>;
}

/** The year's Scope 3 total as the climate metrics give it, when any category is quantified. */
export function screenedTotal(climate: ClimateMetricsView | undefined): Scope3Screened | undefined {
  const total = climate?.scope3Total;
  if (!climate?.scope3?.length || !total?.categories.length) return undefined;
  const incomplete = total.complete
    ? []
    : climate.scope3.filter((l) => l.state === 'reported' && !l.complete).map((l) => l.category);
  const byCategory = Object.fromEntries(
    climate.scope3.flatMap((l) => (l.state === 'reported' && l.tCO2e !== null ? [[l.category, Number(l.tCO2e)]] : [])),
  );
  return { tCO2e: Number(total.tCO2e), categories: total.categories, incomplete, byCategory };
}

/** "category 3", "categories 1, 2, 13" (「類別 1、2、13」): one category takes the singular. */
export const categoriesText = (numbers: readonly number[], lang: Language) =>
  reportText(lang, numbers.length === 1 ? 'scope3CategoryOne' : 'scope3CategoryMany', {
    list: joinList(numbers, lang),
  });

/** The total as printed: four significant digits, starred when a gap left a category it includes incomplete. */
export const scope3TotalFigure = (s: Scope3Screened, lang: Language) =>
  `${reportFigure(s.tCO2e, lang)}${s.incomplete.length ? '*' : ''}`;

/** The starred total's note: which included categories a gap left incomplete (their own notes say what is missing). */
export const scope3TotalNote = (s: Scope3Screened, lang: Language): ReportBlock[] =>
  s.incomplete.length
    ? [
        {
          kind: 'p',
          note: true,
          text: reportText(lang, 'scope3TotalIncomplete', { categories: categoriesText(s.incomplete, lang) }),
        },
      ]
    : [];
