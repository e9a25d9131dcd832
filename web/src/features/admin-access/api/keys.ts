/** Hierarchical keys: a role's page list and its sidebar preview share a prefix, so one invalidation covers both. */
export const accessKeys = {
  all: ['admin-access'] as const,
  privileges: () => [...accessKeys.all, 'privileges'] as const,
  rolePages: (roleId: string) => [...accessKeys.all, 'pages', roleId] as const,
  sidebar: (roleId: string) => [...accessKeys.rolePages(roleId), 'sidebar'] as const,
};
