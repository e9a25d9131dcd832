import type { StoredFile } from '../../../lib/zipStream';
import { byCodePoint } from './lineage';

/** What the manifest says of the pack: whose year, which version of it, and every other file's SHA-256. */
export interface ManifestFacts {
  company: string;
  yearEnd: string;
  /** The year's version: 1, then one more for each restatement (docs/decisions/0118-restatement.md). */
  yearVersion: number;
  edition: 'draft' | 'final';
  /** The only thing that differs between two builds of a printed year's pack. */
  builtAt: string;
  files: readonly StoredFile[];
}

export const MANIFEST_NAME = 'manifest.json';

/**
 * The manifest, last in the zip (docs/decisions/0117-the-assurance-pack.md): JSON with its keys in a fixed order and
 * the files in code-point order of their names, so two builds of the same year differ in `builtAt` only.
 */
export function manifestBytes(m: ManifestFacts): Uint8Array {
  const files = [...m.files]
    .sort((a, b) => byCodePoint(a.name, b.name))
    .map((f) => ({ name: f.name, bytes: f.bytes, sha256: f.sha256 }));
  const doc = {
    company: m.company,
    yearEnd: m.yearEnd,
    yearVersion: m.yearVersion,
    edition: m.edition,
    builtAt: m.builtAt,
    algorithm: 'SHA-256',
    files,
  };
  return new TextEncoder().encode(`${JSON.stringify(doc, null, 2)}\n`);
}
