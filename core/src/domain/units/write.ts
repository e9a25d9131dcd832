import type { z } from 'zod';
import { PLATFORM_TENANT } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { write } from '../../infra/db/write';
import { retryOnConflict } from '../../infra/db/retry';
import { stampChange } from '../../infra/db/stamp';
import { checkEdge, ConversionGraph, keepsConfidence } from '../../calc/units';
import type { FieldIssue } from '../../errors';
import type { ConversionsPut, UnitTypesPut, UnitView, UnitsPut } from '../../schemas/units';
import { refuse, requirePlatformAdmin, upsert } from '../company/platform';
import type { Membership } from '../membership';
import { loadUnits } from './read';

type Symbolled = Pick<UnitView, 'id' | 'symbol' | 'typeId'>;
/** A unit's symbol as compared: trimmed and as typed (mW is not MW), among the units of its type (ADR 0158). */
const sameSymbol = (a: Symbolled, b: Symbolled) => a.typeId === b.typeId && a.symbol.trim() === b.symbol.trim();

/**
 * PUT /api/uom/all: adds or edits units; a unit that has conversions keeps its type, and a symbol is used by one
 * unit of a type (a unit list offers each once). The check and the write are one, as for conversions: the write
 * moves the units' stamp on from the revision the check read, and the loser of a race is checked again (ADR 0158).
 */
export const putUnits = (m: Membership, input: z.output<typeof UnitsPut>) =>
  retryOnConflict(() => checkAndPutUnits(m, input), 3, 50);

async function checkAndPutUnits(m: Membership, input: z.output<typeof UnitsPut>) {
  requirePlatformAdmin(m);
  const cat = await loadUnits(true);
  const issues: FieldIssue[] = [];
  // The units as they will be, entry by entry: the catalogue's others, then this request's earlier entries.
  const others: Symbolled[] = cat.units.filter((x) => !input.units.some((u) => u.id === x.id));
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
    const twin = others.find((x) => sameSymbol(x, u));
    if (twin)
      issues.push({
        path: `${at}.symbol`,
        message: `The symbol ${u.symbol.trim()} is used by ${twin.id}, a unit of the same type: choose another.`,
        code: 'symbolTaken',
      });
    others.push(u);
    const old = cat.units.find((x) => x.id === u.id);
    const linked = cat.conversions.some((c) => c.from === u.id || c.to === u.id);
    if (old && old.typeId !== u.typeId && linked)
      issues.push({ path: `${at}.typeId`, message: 'A unit with conversions cannot change its type.' });
  });
  refuse(issues);
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'uom.units.put',
    changes: [
      ...input.units.map((u, i) => upsert(keys.unit(u.id), { ...u, kind: 'unit' }, u.version, `body.units.${i}.id`)),
      // Conditional on the units the check read (infra/db/stamp.ts).
      stampChange(keys.unitsStamp(), cat.unitsRevision),
    ],
    before: cat.units.filter((u) => input.units.some((x) => x.id === u.id)),
    after: input.units,
  });
  return (await loadUnits(true)).units;
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
    // A pair of units is joined once: a new B→A beside A→B says the same thing twice (ADR 0158).
    const reverse = [...cat.conversions, ...input.conversions.slice(0, i)].find(
      (x) => x.from === c.to && x.to === c.from,
    );
    if (c.version === undefined && reverse) {
      issues.push({
        path: `body.conversions.${i}.from`,
        message: `The conversion ${reverse.from} → ${reverse.to} already exists: edit that one.`,
        code: 'reverseExists',
      });
      return;
    }
    const verdict = checkEdge(new ConversionGraph(cat.units, kept), c);
    if (verdict === 'ok') kept.push({ ...c, version: 0 });
    else issues.push({ path: `body.conversions.${i}`, message: CHECK_MESSAGES[verdict], code: verdict });
  });
  refuse(issues);
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'uom.conversions.put',
    changes: [
      ...input.conversions.map((c, i) => {
        const change = upsert(
          keys.unitConversion(c.from, c.to),
          { ...c, kind: 'conversion' },
          c.version,
          `body.conversions.${i}.from`,
        );
        // The reference data's confidence leaves with the factor it described (calc/units.ts `keepsConfidence`).
        const stored = cat.conversions.find((x) => x.from === c.from && x.to === c.to);
        return change.op === 'update' && stored?.confidence && !keepsConfidence(stored, c)
          ? { ...change, remove: ['confidence'] }
          : change;
      }),
      // Conditional on the conversions the check read (infra/db/stamp.ts).
      stampChange(keys.unitConversionsStamp(), cat.conversionsRevision),
    ],
    before: cat.conversions.filter(edited),
    after: input.conversions,
  });
  return (await loadUnits(true)).conversions;
}
