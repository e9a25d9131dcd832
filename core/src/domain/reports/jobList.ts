import { NotFound } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll } from '../../infra/db/repo';
import type { Membership } from '../membership';
import type { UserRecord } from '../records';
import type { ReportJobRecord } from './record';
import { personName } from '../../lib/personName';

/*
 * The lists of a year's jobs (reports, publication packs, assurance packs): apart from what queues and checks them,
 * so a group that only lists or queues jobs carries no report building (ADR 0139).
 */

/** Display names of the users who asked for jobs (first and last name, else the login). */
export async function requesterNames(tenantId: string, jobs: ReportJobRecord[]) {
  const userIds = [...new Set(jobs.map((j) => j.createdBy))];
  const users = await Promise.all(userIds.map((id) => getItem<UserRecord>(keys.user(tenantId, id))));
  return new Map(users.flatMap((u) => (u ? [[u.id, personName(u) || u.login] as const] : [])));
}

/**
 * The year's jobs that `kind` picks (reports, publication packs, assurance packs), newest first, each with the name
 * of who asked for it; a year the caller's company does not have is not found.
 */
export async function yearJobs(m: Membership, yearEnd: string, kind: (j: ReportJobRecord) => boolean) {
  const tenantId = m.actor.tenantId;
  if (!m.periods.some((p) => p.yearEnd === yearEnd)) throw NotFound();
  const jobs = (await queryAll<ReportJobRecord>(keys.reportJobPrefix(tenantId))).filter(
    (j) => j.yearEnd === yearEnd && kind(j),
  );
  const names = await requesterNames(tenantId, jobs);
  return jobs
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((j) => ({ job: j, createdBy: names.get(j.createdBy) ?? j.createdBy }));
}

/** What every list of jobs says of each: its id, year, edition, state, who asked and when, when done and its size. */
export const jobListed = ({ job: j, createdBy }: { job: ReportJobRecord; createdBy: string }) => ({
  id: j.id,
  yearEnd: j.yearEnd,
  edition: j.edition ?? 'draft',
  status: j.status,
  progress: j.progress,
  createdBy,
  createdAt: j.createdAt,
  ...(j.finishedAt ? { finishedAt: j.finishedAt } : {}),
  ...(j.bytes !== undefined ? { bytes: j.bytes } : {}),
});
