import * as keys from '../../../infra/db/itemKeys';
import { getItem, getItems, queryAll } from '../../../infra/db/repo';
import { readStream } from '../../../infra/s3';
import { MultipartObject } from '../../../infra/s3Multipart';
import { chunks } from '../../../lib/flow';
import { ZIP_TYPE, ZipStream, type StoredFile } from '../../../lib/zipStream';
import { anchorOf } from '../../../schemas/evidence';
import type { SampleRecord } from '../../../schemas/audit';
import { presentEmissions } from '../../../calc/emissions/present';
import { scope3Disclosure, type Scope3Disclosure } from '../../climate/scope3/disclosure';
import { recalculateExact } from '../../emissions/calculate';
import { emissionsOfYear } from '../../emissions/read';
import type { FileRecord } from '../../files/records';
import { tenantYear } from '../../pageData/year';
import { yearVersion, type TenantRecord } from '../../records';
import { formerLocations, boundaryLocations } from '../../resources/locations';
import { anomaliesViewOf } from '../anomalies';
import { completenessOf } from '../completeness';
import { yearAuditTrail } from './audit';
import { csvBytes, type CsvTable } from './csv';
import { byCodePoint, lineageTable } from './lineage';
import { MANIFEST_NAME, manifestBytes } from './manifest';
import { supplierInput } from './scope3Lineage';
import {
  anomalyTable,
  auditTable,
  completenessTable,
  evidenceTable,
  factorTable,
  sampleTable,
  type EvidenceEntry,
} from './tables';

const UNSAFE = '\\/:*?"<>|';
/** A file name as a zip path segment: no separators, no leading dots, nothing a file system refuses. */
const segment = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 32 || UNSAFE.includes(c) ? '_' : c))
    .join('')
    .replace(/^\.+/, '_')
    .slice(0, 120);

const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as { name?: string }).name ?? '');

/**
 * The files suppliers gave as evidence with the answers Part D's category 1 counts (ADR 0119), by id, each with the
 * answer it supports: packed and fingerprinted like a value's evidence (ADR 0117).
 */
function supplierEvidence(scope3: Scope3Disclosure | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of scope3?.inputs.answered ?? [])
    for (const e of r.answer?.evidence ?? []) out.set(e.id, supplierInput(r.requestId));
  return out;
}

/** The supplied files' records, 100 keys a read (a file deleted since is left out: the lineage still names its answer). */
const supplierFiles = async (tenantId: string, supplied: ReadonlyMap<string, string>) =>
  (
    await Promise.all(
      chunks([...supplied.keys()], 100).map((ids) => getItems<FileRecord>(ids.map((id) => keys.file(tenantId, id)))),
    )
  ).flat();

/** One entry of the pack: its name and, when its turn comes, its bytes (a table, or a stream from S3). */
interface Entry {
  name: string;
  body: () => Promise<Uint8Array | AsyncIterable<Uint8Array> | undefined>;
  /** An evidence file's entry in evidence.csv, told its path and hash once stored. */
  evidence?: EvidenceEntry;
}

/** What a build reports as it goes: the share of its entries stored so far. */
export type PackProgress = (done: number, total: number) => void;

/**
 * The assurance pack of a year (docs/decisions/0117-the-assurance-pack.md), streamed into `key` as one zip: every
 * reported figure's lineage, the evidence files with their fingerprints, the audit trail, the factors used, the
 * completeness and anomaly results, the auditor's sample (if stored) and a manifest of every file's SHA-256. Tables
 * are built in memory (kilobytes); each evidence file streams from S3 through the zip into parts of a multipart
 * upload, so the worker holds a few parts, never the pack. The entries go in code-point order of their names, the
 * manifest last; timestamps are fixed, so a printed year's pack has the same bytes on every build but the manifest's
 * `builtAt`.
 */
export async function buildAssurancePack(
  tenantId: string,
  yearEnd: string,
  key: string,
  progress: PackProgress = () => undefined,
  builtAt = new Date(),
): Promise<{ bytes: number; files: number }> {
  const year = await tenantYear(tenantId, yearEnd);
  const { period } = year;
  // An open year is calculated once: its emissions and Part D's Scope 3 read the same calculation, as the report's do.
  const calculated = period.printed ? undefined : recalculateExact(tenantId, period);
  const [tenant, emissions, scope3, completeness, anomalies, stored, audit, boundary, samples] = await Promise.all([
    getItem<TenantRecord>(keys.tenant(tenantId)),
    calculated ? calculated.then((c) => ({ json: presentEmissions(c) })) : emissionsOfYear(tenantId, period),
    // D-MT-GHG3 as Part D prints it, where the year has Part D (the 2025 rule set: reports/data.ts).
    year.ruleSet === '2025' ? scope3Disclosure(tenantId, period, calculated) : undefined,
    completenessOf(tenantId, yearEnd),
    anomaliesViewOf(tenantId, yearEnd),
    queryAll<FileRecord>(keys.evidencePrefix(tenantId, yearEnd)),
    yearAuditTrail(tenantId, period),
    boundaryLocations(tenantId, yearEnd),
    queryAll<SampleRecord>(keys.auditSamplePrefix(tenantId, yearEnd)),
  ]);
  const named = new Map(boundary.map((l) => [l.id, l.name]));
  const unnamed = [...new Set(emissions.json.lines.map((l) => l.locationId))].filter((id) => !named.has(id));
  const former = unnamed.length ? await formerLocations(tenantId, yearEnd, unnamed) : [];
  const locations = new Map([...named, ...former.map((l) => [l.id, l.name] as const)]);
  // A value's evidence under its anchor; a supplier's evidence under the answer it supports (lineage.csv's input).
  const supplied = supplierEvidence(scope3);
  const supportsOf = (f: FileRecord) => (f.target ? anchorOf(f.target) : supplied.get(f.id)!);
  const pathOf = (f: FileRecord) => `evidence-files/${supportsOf(f)}/${f.id}-${segment(f.name)}`;
  const files = [...stored.filter((f) => f.target), ...(await supplierFiles(tenantId, supplied))].sort((a, b) =>
    byCodePoint(pathOf(a), pathOf(b)),
  );
  const evidence: EvidenceEntry[] = [];
  const table = (t: CsvTable) => async () => csvBytes(t);
  const entries: Entry[] = [
    { name: 'anomalies.csv', body: table(anomalyTable(anomalies)) },
    { name: 'audit-trail.csv', body: table(auditTable(audit)) },
    { name: 'completeness.csv', body: table(completenessTable(completeness)) },
    ...files.map((f) => {
      const path = pathOf(f);
      const entry: EvidenceEntry = {
        id: f.id,
        name: f.name,
        supports: supportsOf(f),
        uploadedBy: f.uploaderLogin,
        uploadedAt: f.uploadedAt,
        ...(f.sha256 ? { fingerprint: f.sha256 } : {}),
      };
      evidence.push(entry);
      return {
        name: path,
        evidence: entry,
        body: async () => {
          try {
            return await readStream(f.objectKey);
          } catch (err) {
            if (isMissing(err)) return undefined; // listed as missing in evidence.csv, not packed
            throw err;
          }
        },
      };
    }),
    // After the files ('-' sorts before '.'): their hashes are known by the time this table is written.
    { name: 'evidence.csv', body: async () => csvBytes(evidenceTable(evidence)) },
    { name: 'factors.csv', body: table(factorTable(emissions.json, scope3)) },
    { name: 'lineage.csv', body: table(lineageTable(emissions.json, locations, scope3)) },
    { name: 'sample.csv', body: table(sampleTable(samples)) },
  ];
  const names = entries.map((e) => e.name);
  if (names.some((n, i) => i > 0 && byCodePoint(names[i - 1]!, n) >= 0)) throw new Error('pack entries out of order');

  const upload = new MultipartObject(key, ZIP_TYPE);
  const zip = new ZipStream((chunk) => upload.write(chunk));
  const packed: StoredFile[] = [];
  try {
    for (const [i, e] of entries.entries()) {
      const body = await e.body();
      if (body) {
        const file = await zip.add(e.name, body);
        packed.push(file);
        if (e.evidence) Object.assign(e.evidence, { path: file.name, sha256: file.sha256 });
      }
      progress(i + 1, entries.length + 1);
    }
    const manifest = manifestBytes({
      company: tenant?.name ?? '',
      yearEnd,
      yearVersion: yearVersion(period),
      edition: period.printed ? 'final' : 'draft',
      builtAt: builtAt.toISOString(),
      files: packed,
    });
    await zip.add(MANIFEST_NAME, manifest);
    const bytes = await zip.finish();
    await upload.complete();
    return { bytes, files: packed.length + 1 };
  } catch (err) {
    await upload.abort().catch(() => undefined);
    throw err;
  }
}
