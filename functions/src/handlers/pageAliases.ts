import type { DataPage } from '@esg/core/catalogue/dataPage';
import { pageAliases } from '@esg/core/contract/pageAliases';
import { servePageAlias, type AliasInput } from '@esg/core/domain/pageData/aliases';
import type { CompanyMembership } from '@esg/core/domain/membership';
import type { Generated } from '../http/group';

/**
 * The spec's page aliases of a section's pages (core/src/contract/pageAliases.ts), served by one generic
 * implementation; the group imports only its section's page modules (ADR 0145).
 */
export const pageAliasesOf = (pages: readonly DataPage[]): Record<string, Generated> =>
  Object.fromEntries(
    Object.entries(pageAliases(pages)).map(([id, { page, call, route }]) => [
      id,
      {
        route,
        impl: async ({ m, params, body }) =>
          servePageAlias(m as CompanyMembership, page, call, { params, body } as AliasInput),
      },
    ]),
  );
