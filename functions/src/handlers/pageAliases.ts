import { PAGE_ALIASES } from '@esg/core/contract/pageAliases';
import type { Group } from '@esg/core/contract/route';
import { servePageAlias, type AliasInput } from '@esg/core/domain/pageData/aliases';
import type { CompanyMembership } from '@esg/core/domain/membership';
import type { Generated } from '../http/group';

/** The spec's page aliases of a group (core/src/contract/pageAliases.ts): one generic implementation. */
export const pageAliasesOf = (group: Group): Record<string, Generated> =>
  Object.fromEntries(
    Object.entries(PAGE_ALIASES)
      .filter(([, a]) => a.route.group === group)
      .map(([id, { page, call, route }]) => [
        id,
        {
          route,
          impl: async ({ m, params, body }) =>
            servePageAlias(m as CompanyMembership, page, call, { params, body } as AliasInput),
        },
      ]),
  );
