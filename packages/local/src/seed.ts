import { SEED_ACTOR } from '@esg/core/vocabulary/actors';
import { ulid } from 'ulid';
import { PLATFORM_TENANT } from '@esg/core/infra/db/keys';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write, type Change } from '@esg/core/infra/db/write';
import { createIdentity, setPassword } from '@esg/core/infra/auth/cognito';
import { runInContext } from '@esg/core/context';
import { DEFAULT_ROLES } from '@esg/core/vocabulary/defaultRoles';
import { AUDITOR_ROLE } from '@esg/core/vocabulary/privileges';
import { newTenant } from '@esg/core/domain/tenants';
import { privilegeSeedChanges } from '@esg/core/domain/access/privilegeCatalogue';
import { newUserChanges, type NewUser } from '@esg/core/domain/users';
import type { AuditorGrant, PeriodRecord, UserLookup } from '@esg/core/domain/records';
import { seedCatalogues } from './seedCatalogues';
import { grantReviewerToAdministrators } from '@esg/core/domain/access/reviewerGrant';
import { seedResources } from './seedResources';
import { seedCompleteYear } from './seedYear';
import { companyPeriods } from '@esg/core/domain/periods/view';
import { followingYear } from '@esg/core/domain/periods/rules';
import { newSysConfigChange } from '@esg/core/domain/sysconfig/records';

/** Demo logins (README): local only, never seeded in a cloud stage. */
export const DEMO_PASSWORD = 'Demo-pass-2026!';
export const DEMO_LOGINS = ['platform.admin', 'acme.admin', 'acme.user', 'acme.auditor', 'globex.admin'] as const;

const person = (
  login: string,
  firstName: string,
  lastName: string,
  roleId: string,
  langKey: NewUser['langKey'] = 'en',
): NewUser => ({
  login,
  email: `${login}@example.com`,
  firstName,
  lastName,
  langKey,
  roleId,
  activated: true,
});

/** The first day of the year that ends on `yearEnd`. */
function startOf(yearEnd: string) {
  const end = new Date(`${yearEnd}T00:00:00Z`);
  return new Date(Date.UTC(end.getUTCFullYear() - 1, end.getUTCMonth(), end.getUTCDate() + 1))
    .toISOString()
    .slice(0, 10);
}

function period(tenantId: string, yearEnd: string, printed: boolean): Change {
  const start = startOf(yearEnd);
  const item: Omit<PeriodRecord, 'version'> = {
    id: ulid(),
    yearEnd,
    startDate: start,
    endDate: yearEnd,
    financialYearStartDate: start,
    financialYearEndDate: yearEnd,
    printed,
  };
  return { op: 'create', key: keys.period(tenantId, yearEnd), item };
}

async function seedCompany(
  name: string,
  nameZh: string,
  users: [string, string, string, 'companyAdmin' | 'companyUser', NewUser['langKey']][],
  years: [string, boolean][],
  /** The company's language: its reports' default (ADR 0054) and its board mails'. */
  langKey: NewUser['langKey'] = 'en',
) {
  const t = newTenant({ name, nameZh, langKey });
  const people = users.map(([login, first, last, role, lang]) =>
    newUserChanges(t.tenantId, person(login, first, last, t.roleIds[role], lang), SEED_ACTOR),
  );
  const periods = years.map(([yearEnd, printed]) => period(t.tenantId, yearEnd, printed));
  // One source for the financial year (ADR 0038): the latest period is the current year, the next one proposed.
  const [latest] = years.at(-1)!;
  const following = followingYear(latest);
  const config = newSysConfigChange(
    t.tenantId,
    {
      financialYearStartDate: startOf(latest),
      financialYearEndDate: latest,
      newFinancialYearStartDate: following.start,
      newFinancialYearEndDate: following.end,
    },
    SEED_ACTOR,
  );
  await write({
    tenantId: t.tenantId,
    action: 'seed.company',
    changes: [...t.changes, ...people.flatMap((p) => p.changes), ...periods, config],
  });
  return people.map((p) => p.user);
}

async function seedPlatform() {
  const roleId = ulid();
  const admin = newUserChanges(PLATFORM_TENANT, person('platform.admin', 'Pat', 'Admin', roleId), SEED_ACTOR);
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'seed.platform',
    changes: [
      {
        op: 'create',
        key: keys.tenant(PLATFORM_TENANT),
        item: { id: PLATFORM_TENANT, name: 'ESG Platform', langKey: 'en' },
      },
      { op: 'create', key: keys.role(PLATFORM_TENANT, roleId), item: { id: roleId, ...DEFAULT_ROLES.platformAdmin } },
      ...admin.changes,
      // The global privilege catalogue: the built-in keys with their names in three languages.
      ...privilegeSeedChanges(),
    ],
  });
  return [admin.user];
}

/** Seeds two companies with different data, two reporting years each, and the demo logins. */
export async function seedDemo(): Promise<boolean> {
  await runInContext({ requestId: 'seed' }, seedCatalogues); // platform data: seeded once, demo or not
  // Companies made before the reviewer's privilege: their administrator role gets it, once (ADR 0127).
  await runInContext({ requestId: 'seed' }, grantReviewerToAdministrators);
  if (await getItem(keys.login('acme.admin'))) return false;
  return runInContext({ requestId: 'seed' }, async () => {
    const users = [
      ...(await seedPlatform()),
      ...(await seedCompany(
        'Acme Holdings Ltd',
        '極致控股有限公司',
        [
          ['acme.admin', 'Alice', 'Chan', 'companyAdmin', 'en'],
          ['acme.user', 'Ben', 'Wong', 'companyUser', 'zh-hk'],
        ],
        [
          ['2024-12-31', true],
          ['2025-12-31', false],
        ],
      )),
      ...(await seedCompany(
        'Globex Group Ltd',
        '環球集團有限公司',
        [['globex.admin', 'Grace', 'Lee', 'companyAdmin', 'zh-cn']],
        [
          ['2025-03-31', false],
          ['2026-03-31', false],
        ],
        'zh-cn', // a Simplified-Chinese company: its report defaults to Simplified Chinese
      )),
    ];
    users.push(await seedAcmeAuditor());
    await seedAcmeResources();
    for (const u of users) {
      try {
        await createIdentity(u.login, u.email, DEMO_PASSWORD, true);
      } catch {
        await setPassword(u.login, DEMO_PASSWORD); // the pool survived a table wipe
      }
    }
    return true;
  });
}

/**
 * Acme's assurance provider's user (ADR 0115): read-only, FY2025 only, for a year from the seed. Invited as the
 * product invites (the auditor grant on the user, the fixed auditor role), only activated at once for the demo.
 */
async function seedAcmeAuditor() {
  const { tenantId } = (await getItem<UserLookup>(keys.login('acme.admin')))!;
  const until = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const made = newUserChanges(tenantId, person('acme.auditor', 'Olivia', 'Ng', AUDITOR_ROLE.id), SEED_ACTOR);
  const auditor: AuditorGrant = { years: ['2025-12-31'], until, firm: 'Harbour Assurance LLP' };
  const changes = made.changes.map((c) =>
    c.op === 'create' && c.item === made.user ? { ...c, item: { ...made.user, auditor } } : c,
  );
  await write({ tenantId, action: 'seed.auditor', changes });
  return made.user;
}

/** Acme's environmental rows: FY2024 printed and frozen; FY2025 open and complete (every page answered). */
async function seedAcmeResources() {
  const lookup = await getItem<UserLookup>(keys.login('acme.admin'));
  if (!lookup) return;
  const periods = await companyPeriods(lookup.tenantId);
  const printed = periods.find((p) => p.yearEnd === '2024-12-31');
  const open = periods.find((p) => p.yearEnd === '2025-12-31');
  if (!printed || !open) return;
  await seedResources(lookup.tenantId, printed, open);
  await seedCompleteYear('acme.admin', open.yearEnd);
}
