import type { KpiView } from '../../schemas/admin';
import { parseCsv } from '../catalogues/csv';
import { aspectNames } from './aspects';
import { obligationIn, RULE_SETS } from '../../vocabulary/ruleSets';
import { provisionTitles } from './titles';

const KINDS = new Set(['narrative', 'quantitative', 'mixed']);

/**
 * The HKEX provision catalogue of each rule set from core/data/hkex-c2-catalogue.csv: Part D only
 * in the 2025 rules. Chinese titles come from titles.ts; a code without one throws rather than
 * seeding English as Chinese. A title still equal to English stays flagged untranslated.
 */
export function kpiCatalogue(csv: string): Omit<KpiView, 'version'>[] {
  const rows = parseCsv(csv);
  return RULE_SETS.flatMap((ruleSet) =>
    rows.flatMap((row, order) => {
      const rule = obligationIn(ruleSet, { part: row.part!, obligation_2025: row.obligation_2025! });
      if (!rule) return [];
      if (!KINDS.has(row.kind!)) throw new Error(`KPI ${row.code}: unknown kind ${row.kind}`);
      const title = provisionTitles(row.code!, row.title!);
      return [
        {
          code: row.code!,
          ruleSet,
          part: row.part as KpiView['part'],
          order,
          aspect: aspectNames(row.aspect!),
          title,
          untranslated: (['hk', 'cn'] as const).filter((l) => title[l] === title.en),
          unitType: row.unit_type!,
          kind: row.kind as KpiView['kind'],
          obligation: rule.obligation,
          obligationNote: rule.note,
          changed: row.changed_2020 ?? '',
        },
      ];
    }),
  );
}
