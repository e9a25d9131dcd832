import { SCOPE3_CATEGORIES } from '../../pages/climate/lists';
import { SCOPE3_LISTS } from '../../pages/climate/scope3Lists';
import type { Language } from '../../schemas/common';
import type { ClimateMetricsView } from '../../schemas/climate';
import type { ReportBlock } from '../../schemas/reports';
import { reportFigure } from './format';
import { reportText, type ReportMessageKey } from './messages';

type Line = ClimateMetricsView['scope3'][number];
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
  return what.length ? t('scope3Needs', { what: what.join('; ') }) : '';
}

function figureOrReason(line: Line, lang: Language): string {
  const t = (k: ReportMessageKey, p = {}) => reportText(lang, k, p);
  const lacking = needs(line, lang);
  if (line.state === 'reported') {
    const figure = `${reportFigure(Number(line.tCO2e), lang)}${line.complete ? '' : '*'}`;
    return lacking ? `${figure} (${lacking})` : figure;
  }
  if (line.state === 'excluded') return t('scope3Excluded', { reason: line.reason ?? '' });
  if (line.state === 'explained') return t('scope3Explained', { reason: line.reason ?? '' });
  if (line.method || line.tier || lacking)
    return lacking ? `${t('scope3NotQuantified')} (${lacking})` : t('scope3NotQuantified');
  return t('scope3NotScreened');
}

/**
 * Part D's Scope 3 disclosure (D-MT-GHG3, ADR 0109): every one of the fifteen categories with its method,
 * data-quality tier, and its figure or the reason it is excluded; then which categories the total includes.
 */
export function scope3Blocks(climate: ClimateMetricsView | undefined, lang: Language): ReportBlock[] {
  if (!climate?.scope3?.length) return [];
  const t = (k: ReportMessageKey, p = {}) => reportText(lang, k, p);
  const name = (n: number) => SCOPE3_CATEGORIES.find((c) => c.value === String(n))?.labels[lang] ?? String(n);
  const total = climate.scope3Total;
  return [
    {
      kind: 'table',
      caption: t('scope3Screening'),
      head: [t('scope3Category'), t('scope3Method'), t('scope3Tier'), t('scope3Figure')],
      rows: climate.scope3.map((l) => [
        name(l.category),
        label('scope3Methods', l.method, lang),
        label('scope3Tiers', l.tier, lang),
        figureOrReason(l, lang),
      ]),
    },
    {
      kind: 'p',
      text:
        total && total.categories.length
          ? t('scope3TotalIncludes', {
              total: `${reportFigure(Number(total.tCO2e), lang)}${total.complete ? '' : '*'}`,
              categories: total.categories.join(', '),
            })
          : t('scope3TotalNone'),
    },
  ];
}
