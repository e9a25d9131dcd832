import type { QueryClient } from '@tanstack/react-query';

/** Hierarchical keys: the library, and per factor its year lookups (which a new revision can change). */
export const factorKeys = {
  all: ['admin-factors'] as const,
  list: () => [...factorKeys.all, 'list'] as const,
  factor: (id: string) => [...factorKeys.all, 'factor', id] as const,
  forYear: (id: string, year: number) => [...factorKeys.factor(id), 'year', year] as const,
};

/** After a write to one factor (a revision, retiring): the library and that factor are read again. */
export const refreshFactor = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: factorKeys.list() }),
    queryClient.invalidateQueries({ queryKey: factorKeys.factor(id) }),
  ]);
