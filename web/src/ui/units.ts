import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@esg/core/contract/admin';
import { isUnitSymbol, unitLabelOf } from '@esg/core/calc/unitChoices';
import type { UnitView } from '@esg/core/schemas/units';
import { UNIT_WORDS } from '@esg/core/lib/unitWords';
import { routeQuery } from '../api/routeQuery';
import { languageOf } from '../i18n/languages';

/**
 * GET /api/uom/all: the unit catalogue. The same read (and cache entry) as the units administration's; an edit
 * there refreshes it here too.
 */
export const useUnits = () => useQuery({ ...routeQuery(adminRoutes.listUnits), staleTime: 10 * 60_000 });

/**
 * A free label (an intensity's own unit, ADR 0014) as the reader sees it: in Chinese the words of a denominator's
 * usual unit (124 人, 126 百萬港元: core's UNIT_WORDS, as the report prints them), else as typed.
 */
export const freeUnitLabel = (label: string, language: string): string => {
  const lang = languageOf(language);
  return lang === 'en' ? label : (UNIT_WORDS[label.trim()]?.[lang] ?? label);
};

/**
 * A unit as the reader sees it (core's unitLabelOf): its symbol when it is one (kWh, L, m³), else its
 * name in their language (煤氣度數 for 'unit (Towngas)', 英制加侖 for 'imp gal'); never its id. A unit the catalogue
 * does not hold is an intensity's own label (`freeUnitLabel`).
 */
export function unitLabel(id: string, catalogue: readonly UnitView[], language: string): string {
  const unit = catalogue.find((u) => u.id === id);
  return unit ? unitLabelOf(unit, languageOf(language)) : freeUnitLabel(id, language);
}

/** `unitLabel` over the catalogue once it is read; meanwhile a symbol as it is and nothing for an id. */
export function useUnitLabel(language: string): (id: string) => string {
  const units = useUnits();
  return (id) => (units.data ? unitLabel(id, units.data, language) : isUnitSymbol(id) ? id : '');
}
