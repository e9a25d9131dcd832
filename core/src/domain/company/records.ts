import * as keys from '../../infra/db/itemKeys';
import { getItem, withoutKeys } from '../../infra/db/repo';
import { NotFound } from '../../errors';
import type { LangKey } from '../../schemas/common';
import type { CompanyView } from '../../schemas/company';
import type { PeriodRecord } from '../records';
import { periodView } from '../periods/view';

/**
 * `T#platform` / `COMPANY#<id>`: the platform's index of companies, so platform administrators
 * list every company with a Query instead of a Scan. Created with the tenant (domain/tenants.ts).
 * Its version also serialises period changes, so two concurrent additions cannot overlap.
 */
export interface CompanyIndexRecord {
  id: string;
  name: string;
  nameZh?: string;
  langKey: LangKey;
  createdAt: string;
  version: number;
  /** A first year awaiting the platform's approval (ADR 0046); null once approved. */
  pendingFirstYear?: { start: string; end: string; requestedAt: string; requestedBy: string } | null;
}

export async function companyIndex(companyId: string) {
  const item = await getItem<CompanyIndexRecord>(keys.companyIndex(companyId), true);
  if (!item) throw NotFound();
  return withoutKeys(item) as CompanyIndexRecord;
}

export const companyView = (c: CompanyIndexRecord, periods: PeriodRecord[]): CompanyView => ({
  id: c.id,
  name: c.name,
  nameZh: c.nameZh,
  langKey: c.langKey,
  createdAt: c.createdAt,
  version: c.version,
  compPeriods: periods.map(periodView),
  ...(c.pendingFirstYear
    ? {
        pendingFirstYear: {
          start: c.pendingFirstYear.start,
          end: c.pendingFirstYear.end,
          requestedAt: c.pendingFirstYear.requestedAt,
        },
      }
    : {}),
});
