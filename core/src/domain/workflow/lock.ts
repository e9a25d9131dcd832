import { lockDecision } from '../../calc/workflow/machine';
import { AppError, Locked } from '../../errors';
import { requireExplained } from '../assurance/anomalies';
import { requireComplete } from '../reports/readiness';
import * as keys from '../../infra/db/itemKeys';
import { write, type Change } from '../../infra/db/write';
import { withConsistentReads } from '../../infra/db/consistentReads';
import { snapshotChange } from '../emissions/snapshot';
import type { Membership } from '../membership';
import { forgetTenantFacts } from '../tenantFacts';
import type { LockOverride } from './matrix';
import { readSignOff } from './signOffRecord';
import { pendingTasks, yearFacts } from './tasks';
import * as msg from '../../messages';
import type { PeriodRecord } from '../records';

/**
 * POST /api/workflow/{year}/lock: the company's administrator prints (locks) the year once every task in scope is
 * approved and the board has signed off (ADR 0113) — or with pages unapproved, with a reason that is audited and shown
 * on Home (ADR 0102). No reason overrides what printing itself needs (ADR 0161): every anomaly of the year explained,
 * as the platform's print asks (ADR 0107), and no provision left open, as the final report asks (ADR 0072) — a year
 * locked with one could print no final report until a restatement. The lock is the platform's print
 * (domain/periods/printed.ts): the period's `printed` flag and the emissions frozen, in one transaction conditional on
 * the period's version. The year is held while the lock checks it (`holdYear`), so no write lands between the checks
 * and the print.
 */
export async function lockYear(m: Membership, yearEnd: string, body: { overrideReason?: string }) {
  const [facts, signOff] = await Promise.all([yearFacts(m, yearEnd), readSignOff(m.actor.tenantId, yearEnd)]);
  const period = facts.year.period;
  if (period.printed) throw Locked();
  const pending = pendingTasks(facts);
  const signedOff = signOff?.status === 'approved';
  const decision = lockDecision(
    pending.map((t) => t.state),
    body.overrideReason,
    signedOff,
  );
  if (!decision.ok)
    throw new AppError(409, 'TASK_STATE', pending.length ? msg.yearNotApproved : msg.yearNotSignedOff, {
      pending,
      signedOff,
    });
  const tenantId = m.actor.tenantId;
  const held = await holdYear(tenantId, period);
  let frozen: Change;
  try {
    // Read as it is now: every write acknowledged before the hold is seen (infra/db/consistentReads.ts).
    frozen = await withConsistentReads(async () => {
      await requireExplained(tenantId, yearEnd);
      await requireComplete(tenantId, yearEnd);
      return snapshotChange(tenantId, period, m.actor.login);
    });
  } catch (err) {
    await releaseYear(tenantId, period, held).catch(() => undefined);
    throw err;
  }
  const override: LockOverride | undefined = decision.override
    ? { reason: decision.override, by: m.actor.login, at: new Date().toISOString(), pending: pending.length, signedOff }
    : undefined;
  await write({
    tenantId,
    action: override ? 'workflow.lockOverride' : 'period.print',
    changes: [
      {
        op: 'update',
        key: keys.period(tenantId, yearEnd),
        expectedVersion: held,
        set: { printed: true, ...(override ? { lockOverride: override } : {}) },
        remove: ['lockingUntil'],
      },
      frozen,
    ],
    before: { yearEnd, printed: false },
    after: {
      yearEnd,
      printed: true,
      ...(override ? { reason: override.reason, pending: pending.length, signedOff } : {}),
    },
  });
  forgetTenantFacts(tenantId);
  return { yearEnd, locked: true, ...(override ? { lockOverride: override } : {}), pending: pending.length };
}

/** How long a lock's hold keeps the year's writes out at most: a lock that stops midway frees the year by then. */
const HOLD_MS = 60_000;

/**
 * Holds the year for its lock (ADR 0161 amended): from here every write of the year answers 409 `yearLocking` (the
 * write path's year check), so the checks read the year the print freezes. Refused while an Excel import holds it for
 * its commit (ADR 0040), and by a concurrent lock's hold (the period's version). The period's version once held.
 */
async function holdYear(tenantId: string, period: PeriodRecord & { excelImport?: string }): Promise<number> {
  if (period.excelImport) throw new AppError(409, 'CONFLICT', msg.excelApplying);
  await write({
    tenantId,
    action: 'workflow.lockHold',
    audited: false,
    changes: [
      {
        op: 'update',
        key: keys.period(tenantId, period.yearEnd),
        expectedVersion: period.version,
        set: { lockingUntil: new Date(Date.now() + HOLD_MS).toISOString() },
      },
    ],
  });
  return period.version + 1;
}

/** Frees the year of a lock its checks refused. */
const releaseYear = (tenantId: string, period: PeriodRecord, held: number) =>
  write({
    tenantId,
    action: 'workflow.lockRelease',
    audited: false,
    changes: [
      {
        op: 'update',
        key: keys.period(tenantId, period.yearEnd),
        expectedVersion: held,
        set: {},
        remove: ['lockingUntil'],
      },
    ],
  });
