import * as keys from '../../infra/db/itemKeys';
import type { Key } from '../../infra/db/keys';
import { queryAll, withoutKeys, type Item } from '../../infra/db/repo';
import { ConversionGraph } from '../../calc/units';
import type { ConversionView, UnitSystemView, UnitTypeView, UnitView } from '../../schemas/units';

/**
 * Every item of the unit partition says what it is, so one Query loads the whole catalogue; a `stamp` is the
 * conversions' or the units' revision (write.ts, ADR 0158), no entry of the catalogue.
 */
export type UnitItemKind = 'type' | 'system' | 'unit' | 'conversion' | 'stamp';
type Stored = Item & { kind: UnitItemKind };

const strip = <T>(item: Stored) => {
  const { kind: _kind, ...rest } = withoutKeys(item);
  return rest as T;
};

const revisionOf = (items: Stored[], stamp: Key) =>
  (items.find((i) => i.kind === 'stamp' && i.sk === stamp.sk) as { revision?: number } | undefined)?.revision;

/**
 * The whole unit catalogue (a few dozen items), sorted for display, and the revisions of its conversions and of its
 * units (each absent before the first such save through the API). `consistent`: a write's check reads what was last written.
 */
export async function loadUnits(consistent = false) {
  const items = await queryAll<Stored>(keys.unitCatalogue(), consistent);
  const of = <T>(kind: UnitItemKind) => items.filter((i) => i.kind === kind).map((i) => strip<T>(i));
  const units = of<UnitView>('unit').sort((a, b) => a.typeId.localeCompare(b.typeId) || a.id.localeCompare(b.id));
  const conversions = of<ConversionView>('conversion').sort(
    (a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  );
  return {
    types: of<UnitTypeView>('type').sort((a, b) => a.id.localeCompare(b.id)),
    systems: of<UnitSystemView>('system').sort((a, b) => a.id.localeCompare(b.id)),
    units,
    conversions,
    graph: new ConversionGraph(units, conversions),
    conversionsRevision: revisionOf(items, keys.unitConversionsStamp()),
    unitsRevision: revisionOf(items, keys.unitsStamp()),
  };
}

export const listUnits = async () => (await loadUnits()).units;
export const listUnitTypes = async () => (await loadUnits()).types;
export const listUnitSystems = async () => (await loadUnits()).systems;
export const listConversions = async () => (await loadUnits()).conversions;
