import { spawn } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { startRuntime } from '../../packages/local/src/runtime';
import { runInContext } from '../../core/src/context';
import * as keys from '../../core/src/infra/db/itemKeys';
import { getItem } from '../../core/src/infra/db/repo';
import { write } from '../../core/src/infra/db/write';
import { bucket, s3 } from '../../core/src/infra/s3';
import { entryKey, type FileRecord } from '../../core/src/domain/files/records';
import { storedRows } from '../../core/src/domain/resources/stored';
import { benchCompany } from './report';
import { signIn } from './http';
import { median, ms, ratio, table, verdict } from './stats';

/**
 * Assurance pack bench (docs/decisions/0117-the-assurance-pack.md): Acme's FY2025 grown to 50 locations with
 * 50 and with 500 evidence files of 1 MB. The pack is built as the worker builds it, in a process of its own,
 * against the bare SDK copying the same objects (GET into PUT) in another: peak worker memory (VmHWM) flat in the
 * number of files, time ≤ 1.5× the copy.
 */
const TARGET = 1.5;
const MB = 1024 * 1024;
const YEAR = '2025-12-31';
const COUNTS = (process.env.BENCH_ASSURANCE_FILES ?? '50,500').split(',').map(Number);
const RUNS = Number(process.env.BENCH_ASSURANCE_RUNS ?? 2);

/** `n` more evidence files of 1 MB on the year's rows, written as a confirmed upload leaves them. */
async function plantEvidence(tenantId: string, n: number, objectKeys: string[]) {
  const rows = await storedRows(tenantId, YEAR);
  const records: FileRecord[] = [];
  for (let i = 0; i < n; i++) {
    const id = ulid();
    const bytes = randomBytes(MB);
    const objectKey = `tenants/${tenantId}/evidence/${YEAR}/${id}`;
    await s3().send(
      new PutObjectCommand({ Bucket: bucket(), Key: objectKey, Body: bytes, ContentType: 'application/pdf' }),
    );
    objectKeys.push(objectKey);
    const row = rows[i % rows.length]!;
    records.push({
      id,
      name: `bill-${String(objectKeys.length).padStart(4, '0')}.pdf`,
      type: 'application/pdf' as FileRecord['type'],
      size: MB,
      module: 'evidence' as FileRecord['module'],
      yearEnd: YEAR,
      objectKey,
      target: { kind: 'row', resource: row.type, row: row.rowId, month: i % 12 } as FileRecord['target'],
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploadedBy: 'bench',
      uploaderLogin: 'bench',
      uploadedAt: '2026-01-01T00:00:00.000Z',
      version: 1,
    });
  }
  for (let i = 0; i < records.length; i += 25)
    await runInContext({ requestId: ulid() }, () =>
      write({
        tenantId,
        action: 'bench.evidence',
        audited: false,
        changes: records
          .slice(i, i + 25)
          .map((f) => ({ op: 'create' as const, key: entryKey(tenantId, f), item: { ...f } })),
      }),
    );
}

/** One measured run in a child process; async, so this process's stand-ins (S3, DynamoDB's gateway) keep serving. */
function child(mode: 'pack' | 'copy', tenantId: string, keyList: string) {
  const args = ['--import', 'tsx', 'test/bench/assurancePackChild.ts', mode, tenantId, YEAR, keyList];
  const proc = spawn(process.execPath, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise<{ ms: number; hwm: number; bytes: number }>((resolve, reject) =>
    proc.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as { ms: number; hwm: number; bytes: number })
        : reject(new Error(`${mode} run failed: ${err}`)),
    ),
  );
}

export async function assurancePackBench(): Promise<string> {
  const port = process.env.BENCH_ASSURANCE_PORT ?? '3460';
  const rt = await startRuntime({
    ...process.env,
    PORT: port,
    ESG_DATA_DIR: `.local-bench-${port}`,
    ESG_RESET: '1',
    ESG_WORKER: '0',
  });
  const keyList = `${rt.cfg.dataDir}/evidence-keys.txt`;
  try {
    await benchCompany(rt.cfg.url, await signIn('acme.user', 'Demo-pass-2026!'));
    const tenantId = (await getItem<{ tenantId: string }>(keys.login('acme.admin')))!.tenantId;
    const objectKeys: string[] = [];
    const rows: string[][] = [];
    const peaks: number[] = [];
    for (const count of COUNTS) {
      await plantEvidence(tenantId, count - objectKeys.length, objectKeys);
      writeFileSync(keyList, objectKeys.join('\n'));
      const packs: { ms: number; hwm: number; bytes: number }[] = [];
      const copies: { ms: number; hwm: number; bytes: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        packs.push(await child('pack', tenantId, keyList));
        copies.push(await child('copy', tenantId, keyList));
      }
      const [packMs, copyMs] = [median(packs.map((p) => p.ms)), median(copies.map((c) => c.ms))];
      const peak = Math.max(...packs.map((p) => p.hwm));
      peaks.push(peak);
      const mib = (b: number) => `${(b / MB).toFixed(0)} MiB`;
      rows.push(
        [
          `${count} files: pack (zip ${mib(packs[0]!.bytes)})`,
          ms(packMs),
          ratio(packMs, copyMs),
          mib(peak),
          `≤ ${TARGET}× ${verdict(packMs, copyMs, TARGET)}`,
        ],
        [
          `${count} files: bare SDK copy (GET → PUT)`,
          ms(copyMs),
          '1.00×',
          mib(Math.max(...copies.map((c) => c.hwm))),
          '',
        ],
      );
    }
    const flat = peaks.length > 1 ? ratio(peaks.at(-1)!, peaks[0]!) : '–';
    return table(
      `Assurance pack — Acme FY2025 grown to 50 locations, evidence files of 1 MB (${RUNS} runs each, medians; worker peak RSS, a process of its own)`,
      ['measure', 'time', 'vs copy', 'peak RSS', 'target'],
      [...rows, [`peak RSS at ${COUNTS.at(-1)} files ÷ at ${COUNTS[0]} files`, '', '', flat, 'flat (≈ 1×)']],
    );
  } finally {
    await rt.stop();
    rmSync(rt.cfg.dataDir, { recursive: true, force: true });
  }
}
