import type { z } from 'zod';
import { AppError, NotFound } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem, withoutKeys } from '../../infra/db/repo';
import { namesByLogin } from '../people';
import { write, type Change } from '../../infra/db/write';
import type { RestatementSave, RestatementsView } from '../../schemas/assurance';
import { snapshotKey, versionSnapshotKey, type EmissionsSnapshot } from '../emissions/frozen';
import { snapshotChange } from '../emissions/snapshot';
import { scope3Disclosure } from '../climate/scope3/disclosure';
import { ruleSetFor } from '../../vocabulary/ruleSets';
import type { Membership } from '../membership';
import { yearVersion, type PeriodRecord } from '../records';
import { forgetTenantFacts } from '../tenantFacts';
import { readSignOff } from '../workflow/signOffRecord';
import * as msg from '../../messages';

/**
 * The view names who restated as the screens name people (docs/decisions/0118-restatement.md): the record keeps the
 * login, read against the company's users; a user since removed keeps the login.
 */
async function view(tenantId: string, p: PeriodRecord): Promise<RestatementsView> {
  const restatements = p.restatements ?? [];
  const nameOf = restatements.length ? await namesByLogin(tenantId) : (login: string) => login;
  return {
    yearEnd: p.yearEnd,
    yearVersion: yearVersion(p),
    printed: p.printed,
    periodVersion: p.version,
    restatements: restatements.map(({ version, reason, by, at }) => ({
      version,
      reason,
      by: nameOf(by),
      at,
    })),
  };
}

async function periodOf(tenantId: string, yearEnd: string) {
  const period = await getItem<PeriodRecord>(keys.period(tenantId, yearEnd), true);
  if (!period) throw NotFound();
  return period;
}

/** GET /api/restatements/{year}: the year's version, whether it is printed, and why it was restated each time. */
export async function yearRestatements(m: Membership, yearEnd: string): Promise<RestatementsView> {
  return view(m.actor.tenantId, await periodOf(m.actor.tenantId, yearEnd));
}

/** Part D's Scope 3 total across the screened categories as the printed year's report gives it (ADR 0109), or null. */
async function printedScope3(tenantId: string, period: PeriodRecord): Promise<string | null> {
  if (ruleSetFor(period.financialYearStartDate) !== '2025') return null;
  const { total } = await scope3Disclosure(tenantId, period);
  return total.categories.length ? total.tCO2e : null;
}

/**
 * POST /api/restatements/{year} (docs/decisions/0118-restatement.md): the company's administrator reopens a printed
 * year into its next version, with a reason. In one transaction, conditional on the period's version: the frozen
 * emissions of the version it replaces are kept under that version (what the old final report printed, and what the
 * new report compares with), the period is no longer printed (its data takes writes again) and records the
 * restatement. The old final reports and packs stay listed and downloadable: they are jobs of their own.
 */
export async function restateYear(
  m: Membership,
  yearEnd: string,
  input: z.output<typeof RestatementSave>,
): Promise<RestatementsView> {
  const tenantId = m.actor.tenantId;
  const period = await periodOf(tenantId, yearEnd);
  if (!period.printed) throw new AppError(409, 'YEAR_NOT_PRINTED', msg.yearNotPrinted);
  const version = yearVersion(period);
  const frozen = await getItem<EmissionsSnapshot>(snapshotKey(tenantId, yearEnd), true);
  // A year printed before snapshots existed is frozen now, as its first read would have (emissions/read.ts).
  const keep = versionSnapshotKey(tenantId, yearEnd, version);
  const figures = frozen ? { ...withoutKeys(frozen) } : (await snapshotChange(tenantId, period, 'system')).item;
  // Part D's Scope 3 total is not in the emissions: kept beside them while the year still holds what its report printed.
  const scope3Screened = await printedScope3(tenantId, period);
  const kept: Change = { op: 'put', key: keep, item: { ...figures, scope3Screened } };
  const restatement = { version: version + 1, reason: input.reason, by: m.actor.login, at: new Date().toISOString() };
  const restatements = [...(period.restatements ?? []), restatement];
  // The board approved the figures of the version replaced, not the restated ones: its sign-off ends with the
  // version, and so does a lock's override (ADR 0118), so the next lock asks the board again or for a new reason.
  const signOff = await readSignOff(tenantId, yearEnd);
  const endSignOff: Change[] = signOff
    ? [{ op: 'delete', key: keys.boardSignOff(tenantId, yearEnd), expectedVersion: signOff.version }]
    : [];
  await write({
    tenantId,
    action: 'period.restate',
    changes: [
      {
        op: 'update',
        key: keys.period(tenantId, yearEnd),
        expectedVersion: input.version,
        set: { printed: false, restatements },
        ...(period.lockOverride ? { remove: ['lockOverride'] } : {}),
      },
      kept,
      ...endSignOff,
    ],
    before: {
      yearEnd,
      printed: true,
      yearVersion: version,
      ...(signOff?.approvedOn ? { boardApprovedOn: signOff.approvedOn } : {}),
    },
    after: { yearEnd, printed: false, yearVersion: version + 1, reason: input.reason },
  });
  forgetTenantFacts(tenantId);
  return view(tenantId, { ...period, printed: false, restatements, version: input.version + 1 });
}
