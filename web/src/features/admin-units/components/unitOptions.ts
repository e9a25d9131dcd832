import type { SelectProps } from '@cloudscape-design/components/select';
import type { useUnitCatalogue } from './useUnitCatalogue';

type Catalogue = ReturnType<typeof useUnitCatalogue>;

/** Units grouped by their type (only `typeId`'s when given), symbol first, name as description. */
export function unitOptions(c: Catalogue, typeId?: string): SelectProps.OptionGroup[] {
  return (c.types.data ?? [])
    .filter((type) => !typeId || type.id === typeId)
    .map((type) => ({
      label: c.name(type.names),
      options: (c.units.data ?? [])
        .filter((u) => u.typeId === type.id)
        .map((u) => ({ value: u.id, label: u.symbol, description: c.name(u.names), tags: [u.id] })),
    }))
    .filter((g) => g.options.length > 0);
}

export const typeOptions = (c: Catalogue): SelectProps.Option[] =>
  (c.types.data ?? []).map((type) => ({ value: type.id, label: c.name(type.names), tags: [type.id] }));

export const systemOptions = (c: Catalogue): SelectProps.Option[] =>
  (c.systems.data ?? []).map((s) => ({ value: s.id, label: c.name(s.names) }));
