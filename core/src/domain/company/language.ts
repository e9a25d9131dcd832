import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { NotFound } from '../../errors';
import { LANG_KEYS, languageOf } from '../../schemas/common';
import { CompanyLanguageParams } from '../../schemas/companyLanguage';
import type { CompanyMembership, Membership } from '../membership';
import type { TenantRecord } from '../records';
import { forgetTenantFacts } from '../tenantFacts';
import { withSchema } from '../files/validated';
import { companyIndex, type CompanyIndexRecord } from './records';

const view = (c: Pick<CompanyIndexRecord, 'id' | 'langKey' | 'version'>) => ({
  companyId: c.id,
  languageMasterId: languageOf(c.langKey),
  langKey: c.langKey,
  version: c.version,
});

/** GET /api/comp/language: the caller's own company (a company-scoped route: platform staff have none). */
export async function companyLanguage(m: CompanyMembership) {
  return view(await companyIndex(m.actor.tenantId));
}

/**
 * PATCH /api/comp/partialUpdateCompanyLanguage/{companyId}/{languageMasterId}: a company
 * administrator sets their own company's default language. Another company's id is 404, never
 * 403, so ids of other tenants cannot be probed. The index item and the
 * tenant item (what sessions, invitations and reports read) change together.
 */
export const updateCompanyLanguage = withSchema(
  CompanyLanguageParams,
  async (m: Membership, { companyId, languageMasterId }: z.output<typeof CompanyLanguageParams>) => {
    if (companyId !== m.actor.tenantId) throw NotFound();
    const [index, tenant] = await Promise.all([
      companyIndex(companyId),
      getItem<TenantRecord>(keys.tenant(companyId), true),
    ]);
    if (!tenant) throw NotFound();
    const langKey = LANG_KEYS[languageMasterId];
    if (index.langKey === langKey) return view(index);
    await write({
      tenantId: companyId,
      action: 'company.language',
      changes: [
        { op: 'update', key: keys.companyIndex(companyId), expectedVersion: index.version, set: { langKey } },
        { op: 'update', key: keys.tenant(companyId), expectedVersion: tenant.version, set: { langKey } },
      ],
      before: { langKey: index.langKey },
      after: { langKey },
    });
    forgetTenantFacts(companyId);
    return view({ ...index, langKey, version: index.version + 1 });
  },
);
