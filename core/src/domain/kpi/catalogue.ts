import type { z } from 'zod';
import { PLATFORM_TENANT } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll, withoutKeys } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { NotFound } from '../../errors';
import { hongKongDate } from '../../lib/dates';
import type { KpiEdit, KpiQuery, KpiView } from '../../schemas/admin';
import { requirePlatformAdmin } from '../company/platform';
import type { Membership } from '../membership';
import { RULE_SET_FROM, ruleSetFor, type RuleSet } from '../../vocabulary/ruleSets';

/** GET /api/kpis: one rule set's provisions in catalogue order; by default the one in force today. */
export async function listKpis(q: z.output<typeof KpiQuery>) {
  const ruleSet: RuleSet = q.ruleSet ?? ruleSetFor(q.financialYearStartDate ?? hongKongDate());
  const items = await queryAll<KpiView>(keys.kpiRuleSet(ruleSet));
  return {
    ruleSet,
    effectiveFrom: RULE_SET_FROM[ruleSet],
    items: items.map((i) => withoutKeys(i) as KpiView).sort((a, b) => a.order - b.order),
  };
}

/**
 * PUT /api/kpis/{ruleSet}/{code}: edits one provision of one rule set only, so a correction to the
 * 2025 wording never rewrites what a FY2024 report showed. A title equal to English stays flagged.
 */
export async function editKpi(m: Membership, p: { ruleSet: RuleSet; code: string }, input: z.output<typeof KpiEdit>) {
  requirePlatformAdmin(m);
  const key = keys.kpi(p.ruleSet, p.code);
  const before = await getItem<KpiView>(key, true);
  if (!before) throw NotFound();
  const { version, ...fields } = input;
  const untranslated = (['hk', 'cn'] as const).filter((l) => fields.title[l] === fields.title.en);
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'kpi.edit',
    changes: [{ op: 'update', key, expectedVersion: version, set: { ...fields, untranslated } }],
    before: withoutKeys(before),
    after: { ...fields, untranslated },
  });
  return { ...(withoutKeys(before) as KpiView), ...fields, untranslated, version: version + 1 };
}
