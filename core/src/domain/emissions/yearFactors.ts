import { listFactors } from '../factors/read';
import type { PeriodRecord } from '../records';
import { readSnapshot } from './frozen';

/**
 * The ids of the factors a year's printed versions were calculated with: the frozen emissions of the version printed
 * now and of each version a restatement replaced (docs/decisions/0118-restatement.md). A year never printed has none,
 * and reads nothing.
 */
async function factorsPrintedWith(tenantId: string, period: PeriodRecord): Promise<Set<string>> {
  const versions = [...(period.printed ? [undefined] : []), ...(period.restatements ?? []).map((r) => r.version - 1)];
  const frozen = await Promise.all(versions.map((v) => readSnapshot(tenantId, period.yearEnd, v)));
  return new Set(frozen.flatMap((s) => s?.json.bases.flatMap((b) => b?.factors.map((f) => f.id) ?? []) ?? []));
}

/**
 * What a year's calculation may use (ADR 0023, amended): every revision of the factors that are not retired, and of a
 * retired factor the year was printed with — retiring keeps a factor out of every year it had not been reported in,
 * never takes it from a year restated after it had (its figures would drop with no activity data changed).
 */
export async function yearRevisions(tenantId: string, period: PeriodRecord) {
  const [factors, printedWith] = await Promise.all([listFactors({}), factorsPrintedWith(tenantId, period)]);
  return factors.filter((f) => !f.retired || printedWith.has(f.id)).flatMap((f) => f.revisions);
}
