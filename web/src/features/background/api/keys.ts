/** Hierarchical query keys: one page of one reporting year sits under every page of that page key. */
export const backgroundKeys = {
  all: ['background'] as const,
  pageData: () => [...backgroundKeys.all, 'page-data'] as const,
  page: (pageKey: string, year: string) => [...backgroundKeys.pageData(), pageKey, year] as const,
  fieldConfigs: () => [...backgroundKeys.all, 'field-configs'] as const,
  /** The company's configuration of a page (every year), under which each year's configured fields sit. */
  fieldConfig: (pageKey: string) => [...backgroundKeys.fieldConfigs(), pageKey] as const,
  configuredFields: (pageKey: string, year: string) => [...backgroundKeys.fieldConfig(pageKey), 'year', year] as const,
};
