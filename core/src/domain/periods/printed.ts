import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { getItem, withoutKeys } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { NotFound } from '../../errors';
import { requireExplained } from '../assurance/anomalies';
import type { PrintedEdit } from '../../schemas/company';
import { requirePlatformAdmin } from '../company/platform';
import type { Membership } from '../membership';
import type { PeriodRecord } from '../records';
import { forgetTenantFacts } from '../tenantFacts';
import { periodView } from './view';
import { snapshotChange } from '../emissions/snapshot';
import { whileHeld } from './hold';

/**
 * PUT /api/compPeriod/printed: locks (or, to correct a mistake, unlocks) a reporting year. Every
 * write to the year checks this flag inside its own transaction (infra/db/write.ts), so from this
 * moment on writes answer 423. This change itself is not year-locked, or a year could never reopen.
 */
export async function setPrinted(m: Membership, input: z.output<typeof PrintedEdit>) {
  requirePlatformAdmin(m);
  const key = keys.period(input.companyId, input.yearEnd);
  const period = await getItem<PeriodRecord>(key, true);
  if (!period) throw NotFound();
  // Every anomaly of the year explained before it is printed (docs/decisions/0107-anomaly-rules.md), and printing
  // freezes the year's emissions in the same transaction (docs/decisions/0014-resource-rows.md): both read with the
  // year held (ADR 0161 amended). Printing a printed year again keeps what was frozen.
  const freeze =
    input.printed && !period.printed
      ? [
          await whileHeld(input.companyId, period, input.version, async () => {
            await requireExplained(input.companyId, input.yearEnd);
            return snapshotChange(input.companyId, period, m.actor.login);
          }),
        ]
      : [];
  await write({
    tenantId: input.companyId,
    action: input.printed ? 'period.print' : 'period.unprint',
    changes: [
      { op: 'update', key, expectedVersion: input.version, set: { printed: input.printed }, remove: ['lockingUntil'] },
      ...freeze,
    ],
    before: { yearEnd: input.yearEnd, printed: period.printed },
    after: { yearEnd: input.yearEnd, printed: input.printed },
  });
  forgetTenantFacts(input.companyId);
  return periodView({ ...(withoutKeys(period) as PeriodRecord), printed: input.printed, version: input.version + 1 });
}
