import { AppError, Conflict } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { withConsistentReads } from '../../infra/db/consistentReads';
import { write } from '../../infra/db/write';
import * as msg from '../../messages';
import type { PeriodRecord } from '../records';

/** How long a print's hold keeps the year's writes out at most: a print that stops midway frees the year by then. */
const HOLD_MS = 60_000;

/**
 * Runs a print's checks on the year held (docs/decisions/0161-the-lock-refuses-what-the-final-report-would.md,
 * amended): from the hold on, every write of the year answers 409 `yearLocking` (the write path's year check), and the
 * checks read the year strongly consistent, so what they pass is what the print freezes. The hold is refused while an
 * Excel import holds the year for its commit (ADR 0040) or when the period is no longer at `version`; it leaves the
 * period's version as it is, so the print's own write stays conditional on the version read, and that write clears it
 * (`remove: ['lockingUntil']`). A refused check frees the year; a print that stops midway frees it when its time is up.
 */
export async function whileHeld<T>(
  tenantId: string,
  period: PeriodRecord & { excelImport?: string },
  version: number,
  checks: () => Promise<T>,
): Promise<T> {
  if (period.excelImport) throw new AppError(409, 'CONFLICT', msg.excelApplying);
  const key = keys.period(tenantId, period.yearEnd);
  const until = new Date(Date.now() + HOLD_MS).toISOString();
  await write({
    tenantId,
    action: 'period.hold',
    audited: false,
    changes: [{ op: 'touch', key, set: { lockingUntil: until }, expected: { version }, onFail: () => Conflict() }],
  });
  try {
    return await withConsistentReads(checks);
  } catch (err) {
    // Only this print's hold: a later one's stays (its `lockingUntil` differs).
    await write({
      tenantId,
      action: 'period.release',
      audited: false,
      changes: [{ op: 'touch', key, set: { lockingUntil: '' }, expected: { lockingUntil: until } }],
    }).catch(() => undefined);
    throw err;
  }
}
