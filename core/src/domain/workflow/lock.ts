import { lockDecision } from '../../calc/workflow/machine';
import { AppError, Locked } from '../../errors';
import { requireExplained } from '../assurance/anomalies';
import { requireComplete } from '../reports/readiness';
import * as keys from '../../infra/db/itemKeys';
import { write } from '../../infra/db/write';
import { snapshotChange } from '../emissions/snapshot';
import type { Membership } from '../membership';
import { forgetTenantFacts } from '../tenantFacts';
import type { LockOverride } from './matrix';
import { readSignOff } from './signOffRecord';
import { pendingTasks, yearFacts } from './tasks';
import * as msg from '../../messages';
import { whileHeld } from '../periods/hold';

/**
 * POST /api/workflow/{year}/lock: the company's administrator prints (locks) the year once every task in scope is
 * approved and the board has signed off (ADR 0113) — or with pages unapproved, with a reason that is audited and shown
 * on Home (ADR 0102). No reason overrides what printing itself needs (ADR 0161): every anomaly of the year explained,
 * as the platform's print asks (ADR 0107), and no provision left open, as the final report asks (ADR 0072) — a year
 * locked with one could print no final report until a restatement. The lock is the platform's print
 * (domain/periods/printed.ts): the period's `printed` flag and the emissions frozen, in one transaction conditional on
 * the period's version. The year is held while the lock checks it (`whileHeld`), so no write lands between the checks
 * and the print.
 */
export async function lockYear(m: Membership, yearEnd: string, body: { overrideReason?: string }) {
  const first = await lockState(m, yearEnd, body.overrideReason);
  const period = first.period;
  const tenantId = m.actor.tenantId;
  // The tasks and the board's sign-off again, every anomaly explained, no provision open, the emissions frozen: read
  // with the year held (ADR 0161 amended), so a reopening or a director's comment that landed after the first read is
  // seen here rather than printed over.
  const { frozen, pending, signedOff, decision } = await whileHeld(tenantId, period, period.version, async () => {
    const held = await lockState(m, yearEnd, body.overrideReason);
    await requireExplained(tenantId, yearEnd);
    await requireComplete(tenantId, yearEnd);
    return { ...held, frozen: await snapshotChange(tenantId, period, m.actor.login) };
  });
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
        expectedVersion: period.version,
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

/**
 * The year's tasks not approved and the board's sign-off as read now, and the lock's decision on them: refused (409)
 * while a task is not approved or the board has not signed off, unless the administrator gives a reason (ADR 0113).
 */
async function lockState(m: Membership, yearEnd: string, overrideReason: string | undefined) {
  const [facts, signOff] = await Promise.all([yearFacts(m, yearEnd), readSignOff(m.actor.tenantId, yearEnd)]);
  const period = facts.year.period;
  if (period.printed) throw Locked();
  const pending = pendingTasks(facts);
  const signedOff = signOff?.status === 'approved';
  const decision = lockDecision(
    pending.map((t) => t.state),
    overrideReason,
    signedOff,
  );
  if (!decision.ok)
    throw new AppError(409, 'TASK_STATE', pending.length ? msg.yearNotApproved : msg.yearNotSignedOff, {
      pending,
      signedOff,
    });
  return { period, pending, signedOff, decision };
}
