import { answerState, counts, shareOf } from '../../calc/assurance/completeness';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { objectSha256 } from '../../infra/s3';
import { anchorOf } from '../../schemas/evidence';
import type { EvidenceIntegrityView } from '../../schemas/assurance';
import type { FileRecord } from '../files/records';
import type { Membership } from '../membership';
import type { PageDataRecord } from '../pageData/records';
import { reportingYear } from '../pageData/year';
import { boundaryLocations } from '../resources/locations';
import { rowLabel } from '../resources/naturalKey';
import { storedRows } from '../resources/stored';
import { socialFields } from './completeness';

/** Files hashed at once: enough to overlap S3's latency, few enough to keep memory flat. */
const HASH_IN_FLIGHT = 4;

async function inBatches<T, R>(items: readonly T[], n: number, f: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += n) out.push(...(await Promise.all(items.slice(i, i + n).map(f))));
  return out;
}

/**
 * GET /api/evidence-integrity/{year} (docs/decisions/0108-evidence-fingerprints.md): every evidence file of the
 * year hashed again and compared with its fingerprint at upload; and which reported figures have evidence —
 * each resource row with a month entered, each Social number answered.
 */
export async function evidenceIntegrity(m: Membership, yearEnd: string): Promise<EvidenceIntegrityView> {
  const tenantId = m.actor.tenantId;
  const year = await reportingYear(m, yearEnd);
  const [files, rows, locations, pages] = await Promise.all([
    queryAll<FileRecord>(keys.evidencePrefix(tenantId, yearEnd)),
    storedRows(tenantId, yearEnd),
    boundaryLocations(tenantId, yearEnd),
    queryAll<PageDataRecord>(keys.pageDataPrefix(tenantId, yearEnd)),
  ]);
  const checked = await inBatches(files, HASH_IN_FLIGHT, async (f) => {
    const now = await objectSha256(f.objectKey);
    const state = !now ? 'missing' : !f.sha256 ? 'noFingerprint' : now === f.sha256 ? 'intact' : 'changed';
    return { id: f.id, name: f.name, target: f.target!, ...(f.sha256 ? { sha256: f.sha256 } : {}), state } as const;
  });
  const anchors = new Set(files.flatMap((f) => (f.target ? [anchorOf(f.target)] : [])));
  const rowsWithEvidence = new Set(
    files.flatMap((f) => (f.target?.kind === 'row' ? [`${f.target.resource}.${f.target.row}`] : [])),
  );
  const names = new Map(locations.map((l) => [l.id, l.name]));
  const reported = rows.filter((r) => r.months.some((v) => v.trim() !== ''));
  const uncoveredRows = reported
    .filter((r) => !rowsWithEvidence.has(`${r.type}.${r.rowId}`))
    .map((r) => ({
      type: r.type,
      rowId: r.rowId,
      label: rowLabel(r.type, names.get(r.locationId) ?? '', r.attributes),
    }));
  const answers = new Map(pages.map((p) => [p.pageKey, p.values]));
  const figures = socialFields(year.ruleSet).flatMap(({ key, numbers }) =>
    numbers.filter((id) => counts(answerState(answers.get(key)?.[id]))).map((id) => ({ pageKey: key, fieldId: id })),
  );
  const uncoveredFields = figures.filter((f) => !anchors.has(`${f.pageKey}.${f.fieldId}`));
  const share = (total: number, uncovered: number) => ({
    ...shareOf(total - uncovered, total),
    covered: total - uncovered,
  });
  return {
    yearEnd,
    files: checked,
    coverage: {
      environmental: { ...share(reported.length, uncoveredRows.length), uncovered: uncoveredRows },
      social: { ...share(figures.length, uncoveredFields.length), uncovered: uncoveredFields },
    },
  };
}
