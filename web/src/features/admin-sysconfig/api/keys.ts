/** Hierarchical keys: the configurations and the companies offered for a new one. */
export const sysConfigKeys = {
  all: ['admin-sysconfig'] as const,
  list: () => [...sysConfigKeys.all, 'list'] as const,
  companies: () => [...sysConfigKeys.all, 'companies'] as const,
};
