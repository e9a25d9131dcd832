/** Hierarchical keys: the configurations (the companies offered for a new one: web/src/api/companyOptions.ts). */
export const sysConfigKeys = {
  all: ['admin-sysconfig'] as const,
  list: () => [...sysConfigKeys.all, 'list'] as const,
};
