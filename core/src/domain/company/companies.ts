import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryPage, withoutKeys } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { NotFound } from '../../errors';
import type { CompanyEdit, CompanyPageQuery } from '../../schemas/company';
import type { Membership } from '../membership';
import type { TenantRecord } from '../records';
import { forgetTenantFacts } from '../tenantFacts';
import { companyPeriods } from '../periods/view';
import { companyIndex, companyView, type CompanyIndexRecord } from './records';
import { defined, requirePlatformAdmin } from './platform';

/** GET /api/comp/all: one page of the platform's company index, each company with its periods. */
export async function listCompanies(m: Membership, q: z.output<typeof CompanyPageQuery>) {
  requirePlatformAdmin(m);
  const page = await queryPage<CompanyIndexRecord>(keys.companyIndexPrefix(), { limit: q.size, cursor: q.cursor });
  const items = await Promise.all(
    page.items.map(async (i) => companyView(withoutKeys(i) as CompanyIndexRecord, await companyPeriods(i.id))),
  );
  return { items, cursor: page.cursor };
}

/**
 * PUT /api/comp/all: renames a company. The index item carries the version the list showed; the
 * tenant item (what sessions and reports read) changes in the same transaction.
 */
export async function updateCompany(m: Membership, input: z.output<typeof CompanyEdit>) {
  requirePlatformAdmin(m);
  const { id, version, ...fields } = input;
  const [index, tenant] = await Promise.all([companyIndex(id), getItem<TenantRecord>(keys.tenant(id), true)]);
  if (!tenant) throw NotFound();
  // An omitted Chinese name is left as it is (the write path only SETs).
  const set = defined(fields);
  await write({
    tenantId: id,
    action: 'company.update',
    changes: [
      { op: 'update', key: keys.companyIndex(id), expectedVersion: version, set },
      { op: 'update', key: keys.tenant(id), expectedVersion: tenant.version, set },
    ],
    before: { name: index.name, nameZh: index.nameZh, langKey: index.langKey },
    after: set,
  });
  forgetTenantFacts(id);
  return companyView({ ...index, ...set, version: version + 1 }, await companyPeriods(id));
}
