import type { z } from 'zod';
import { PLATFORM_TENANT } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { write } from '../../infra/db/write';
import { retryOnConflict } from '../../infra/db/retry';
import { stampChange } from '../../infra/db/stamp';
import { ConversionGraph } from '../../calc/units';
import type { FieldIssue } from '../../errors';
import type { ConversionsPut, UnitTypesPut, UnitsPut } from '../../schemas/units';
import { refuse, requirePlatformAdmin, upsert } from '../company/platform';
import type { Membership } from '../membership';
import { loadUnits } from './read';

/** PUT /api/uom/all: adds or edits units; a unit that has conversions keeps its type. */
export async function putUnits(m: Membership, input: z.output<typeof UnitsPut>) {
  requirePlatformAdmin(m);
  const cat = await loadUnits();
  const issues: FieldIssue[] = [];
  input.units.forEach((u, i) => {
    const at = `body.units.${i}`;
    if (!cat.types.some((t) => t.id === u.typeId)) issues.push({ path: `${at}.typeId`, message: 'Unknown unit type.' });
    if (!cat.systems.some((s) => s.id === u.systemId))
      issues.push({ path: `${at}.systemId`, message: 'Unknown unit system.' });
    // A new unit's code is taken whatever its case: KWH beside kWh would be a second, unconvertible kilowatt-hour.
    const taken = u.version === undefined && cat.units.find((x) => x.id.toLowerCase() === u.id.toLowerCase());
    if (taken)
      issues.push({
        path: `${at}.id`,
        message: `The code ${taken.id} is taken: choose another.`,
        code: 'codeTaken',
      });
    const old = cat.units.find((x) => x.id === u.id);
    const linked = cat.conversions.some((c) => c.from === u.id || c.to === u.id);
    if (old && old.typeId !== u.typeId && linked)
      issues.push({ path: `${at}.typeId`, message: 'A unit with conversions cannot change its type.' });
  });
  refuse(issues);
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'uom.units.put',
    changes: input.units.map((u, i) =>
      upsert(keys.unit(u.id), { ...u, kind: 'unit' }, u.version, `body.units.${i}.id`),
    ),
    before: cat.units.filter((u) => input.units.some((x) => x.id === u.id)),
    after: input.units,
  });
  return (await loadUnits()).units;
}

/** PUT /api/uom/types: adds or edits unit types; an existing base unit must be of the type. */
export async function putUnitTypes(m: Membership, input: z.output<typeof UnitTypesPut>) {
  requirePlatformAdmin(m);
  const cat = await loadUnits();
  const issues: FieldIssue[] = [];
  input.types.forEach((t, i) => {
    const base = cat.units.find((u) => u.id === t.baseUnitId);
    if (base && base.typeId !== t.id)
      issues.push({ path: `body.types.${i}.baseUnitId`, message: `${base.id} is a unit of ${base.typeId}.` });
  });
  refuse(issues);
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'uom.types.put',
    changes: input.types.map((t, i) =>
      upsert(keys.unitType(t.id), { ...t, kind: 'type' }, t.version, `body.types.${i}.id`),
    ),
    before: cat.types.filter((t) => input.types.some((x) => x.id === t.id)),
    after: input.types,
  });
  return (await loadUnits()).types;
}

const CHECK_MESSAGES = {
  'unknown-unit': 'Both units must exist.',
  'different-types': 'Units of different types cannot be converted into each other.',
  inconsistent: 'This factor contradicts the conversions already in the catalogue.',
} as const;

/**
 * PUT /api/uom/conversions: adds or edits exact factors. Each must join units of one type and
 * agree with every path already in the graph (edited edges are taken out first). The check and the
 * write are one: the write is conditional on the conversions the check read (`conversionsStamp`), and a
 * write that lost that race is checked again against what the other saved (a 400 when they contradict).
 */
export const putConversions = (m: Membership, input: z.output<typeof ConversionsPut>) =>
  retryOnConflict(() => checkAndPutConversions(m, input), 3, 50);

async function checkAndPutConversions(m: Membership, input: z.output<typeof ConversionsPut>) {
  requirePlatformAdmin(m);
  const cat = await loadUnits(true);
  // Only the same direction is an edit; a reverse edge stays and must agree with the new factor.
  const edited = (c: { from: string; to: string }) => input.conversions.some((x) => x.from === c.from && x.to === c.to);
  const kept = cat.conversions.filter((c) => !edited(c));
  const issues: FieldIssue[] = [];
  input.conversions.forEach((c, i) => {
    const verdict = new ConversionGraph(cat.units, kept).check(c);
    if (verdict === 'ok') kept.push({ ...c, version: 0 });
    else issues.push({ path: `body.conversions.${i}`, message: CHECK_MESSAGES[verdict], code: verdict });
  });
  refuse(issues);
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'uom.conversions.put',
    changes: [
      ...input.conversions.map((c, i) =>
        upsert(
          keys.unitConversion(c.from, c.to),
          { ...c, kind: 'conversion' },
          c.version,
          `body.conversions.${i}.from`,
        ),
      ),
      // Conditional on the conversions the check read (infra/db/stamp.ts).
      stampChange(keys.unitConversionsStamp(), cat.conversionsRevision),
    ],
    before: cat.conversions.filter(edited),
    after: input.conversions,
  });
  return (await loadUnits(true)).conversions;
}
