/** Hierarchical query keys: one page of one reporting year sits under every page of that page key. */
export const pageDataKeys = {
  all: ['pageData'] as const,
  pageData: () => [...pageDataKeys.all, 'page-data'] as const,
  page: (pageKey: string, year: string) => [...pageDataKeys.pageData(), pageKey, year] as const,
  fieldConfigs: () => [...pageDataKeys.all, 'field-configs'] as const,
  /** The company's configuration of a page (every year), under which each year's configured fields sit. */
  fieldConfig: (pageKey: string) => [...pageDataKeys.fieldConfigs(), pageKey] as const,
  configuredFields: (pageKey: string, year: string) => [...pageDataKeys.fieldConfig(pageKey), 'year', year] as const,
};
