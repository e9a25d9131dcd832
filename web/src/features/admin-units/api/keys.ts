/** Hierarchical keys: every edit invalidates `all`, since units, types and conversions refer to each other. */
export const unitKeys = {
  all: ['admin-units'] as const,
  units: () => [...unitKeys.all, 'units'] as const,
  types: () => [...unitKeys.all, 'types'] as const,
  systems: () => [...unitKeys.all, 'systems'] as const,
  conversions: () => [...unitKeys.all, 'conversions'] as const,
  convert: (from: string, to: string, value: string) => [...unitKeys.all, 'convert', from, to, value] as const,
};
