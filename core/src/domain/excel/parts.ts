import { deleteObjects } from '../../infra/s3';
import { OneInFlight } from '../../lib/flow';
import { getBytes, putBytes } from '../../infra/s3Objects';
import { isStagedRow, partEntries, type StagedRow } from '../resources/stored';
import type { ImportRecord } from './records';
import type { StagedPage } from './socialCheck';

/**
 * An import's staged changes in S3 (docs/decisions/0057-excel-commit-one-write-per-row.md): parts of
 * at most PART_ROWS rows, `<upload>.part-<n>.json`, written by validation as it goes; the social
 * pages (ADR 0055) in the last part. The import item records the base and the number of parts.
 */
export const partKey = (base: string, n: number) => `${base}.part-${n}.json`;

type Staged = Pick<ImportRecord, 'stagedKey' | 'stagedParts'>;

/** The keys of an import's parts, in order (an import staged before parts: its one JSON). */
export function partKeys(job: Staged): string[] {
  if (!job.stagedKey) return [];
  if (job.stagedParts === undefined) return [job.stagedKey];
  return Array.from({ length: job.stagedParts }, (_, n) => partKey(job.stagedKey!, n));
}

/**
 * Writes the parts of one validation, numbered as they come. A part is sent while validation reads
 * on; the next one waits for it (at most one part uploading, one filling), so a slow store slows the
 * reading rather than piling parts up in memory.
 */
export class PartWriter {
  count = 0;
  private readonly sending = new OneInFlight();
  constructor(readonly base: string) {}
  /**
   * One part: the JSON array of its entries (`StagedRow`s, then the social `StagedPage`s of the last
   * part), as UTF-8. Its bytes are read until it is sent, that is until the next `write` or `written`
   * returns (`StagedJson` fills its buffer again only after that).
   */
  async write(json: Uint8Array) {
    await this.sending.start(() => putBytes(partKey(this.base, this.count++), json, 'application/json'));
  }
  /** Every part written (or the failure of the one that was not). */
  async written() {
    await this.sending.settled();
  }
  /** Best effort: the parts of a validation that ended without a commit to make (errors). */
  async discard() {
    await this.sending.settled().catch(() => undefined);
    await deleteObjects(partKeys({ stagedKey: this.base, stagedParts: this.count })).catch(() => undefined);
  }
}

/** One part of the staged changes, read when asked for: resource rows and social pages. */
export interface StagedPart {
  rows: StagedRow[];
  pages: StagedPage[];
}

/** The import's parts one at a time (a missing part: the import is not committable). */
export async function* stagedParts(job: Staged, missing: () => Error): AsyncGenerator<StagedPart> {
  const keys = partKeys(job);
  if (keys.length === 0) throw missing();
  for (const key of keys) {
    const bytes = await getBytes(key);
    if (!bytes) throw missing();
    const entries = partEntries(bytes);
    yield { rows: entries.filter(isStagedRow), pages: entries.filter((e): e is StagedPage => !isStagedRow(e)) };
  }
}
