/**
 * Hierarchical query keys: a year's rows of one type sit under the year, beside its emissions, so
 * a save can refresh the emissions of that year without touching other years.
 */
export const environmentalKeys = {
  all: ['environmental'] as const,
  year: (year: string) => [...environmentalKeys.all, 'year', year] as const,
  rows: (type: string, year: string) => [...environmentalKeys.year(year), 'rows', type] as const,
  emissions: (year: string) => [...environmentalKeys.year(year), 'emissions'] as const,
  reportSettings: (year: string) => [...environmentalKeys.year(year), 'report-settings'] as const,
  fuelMaster: () => [...environmentalKeys.all, 'fuel-master'] as const,
};
