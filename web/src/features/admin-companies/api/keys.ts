/** Hierarchical keys: every company page and every period list sits under `all`. */
export const companyKeys = {
  all: ['admin-companies'] as const,
  companies: () => [...companyKeys.all, 'companies'] as const,
  companyPage: (cursor: string | undefined) => [...companyKeys.companies(), cursor ?? 'first'] as const,
  ownPeriods: () => [...companyKeys.all, 'own-periods'] as const,
  printed: (yearEnd: string) => [...companyKeys.ownPeriods(), 'printed', yearEnd] as const,
};
