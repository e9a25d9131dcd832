/** Hierarchical query keys: one page of one reporting year sits under every page of that page key. */
export const backgroundKeys = {
  all: ['background'] as const,
  pageData: () => [...backgroundKeys.all, 'page-data'] as const,
  page: (pageKey: string, year: string) => [...backgroundKeys.pageData(), pageKey, year] as const,
};
