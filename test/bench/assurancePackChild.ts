import { readFileSync } from 'node:fs';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { runInContext } from '../../core/src/context';
import { createJob, loadJob } from '../../core/src/domain/reports/jobs';
import { bucket, s3 } from '../../core/src/infra/s3';
import { runAssurancePackJob } from '../../functions/src/workers/assurancePackJob';

/**
 * One measured run of the assurance pack bench in a process of its own (the runtime's stand-ins stay in the
 * parent), so its peak resident set (VmHWM) is the worker's alone: `pack` builds the year's assurance pack as the
 * worker does; `copy` copies the same evidence objects to new keys with the bare SDK (GET streamed into PUT, one
 * object at a time), the baseline. Prints `{ ms, hwm, bytes }` as JSON.
 */
const [mode, tenantId, yearEnd, keyList] = process.argv.slice(2) as [string, string, string, string];
const hwm = () => Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;

async function pack() {
  const job = await runInContext({ requestId: ulid() }, () =>
    createJob(tenantId, 'bench', yearEnd, () => [], { edition: 'draft', assurance: { yearVersion: 1 } }),
  );
  const start = performance.now();
  await runInContext({ requestId: ulid() }, () =>
    runAssurancePackJob({ tenantId, jobId: job.id, yearEnd, assurance: true }),
  );
  const ms = performance.now() - start;
  const done = await loadJob(tenantId, job.id, true);
  if (done.status !== 'DONE') throw new Error(`pack ${done.status}: ${done.errorDetail ?? ''}`);
  return { ms, bytes: done.bytes ?? 0 };
}

async function copy() {
  const objectKeys = readFileSync(keyList, 'utf8').split('\n').filter(Boolean);
  const start = performance.now();
  let bytes = 0;
  for (const key of objectKeys) {
    const got = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    const size = got.ContentLength ?? 0;
    await s3().send(
      new PutObjectCommand({ Bucket: bucket(), Key: `${key}.copy`, Body: got.Body as never, ContentLength: size }),
    );
    bytes += size;
  }
  return { ms: performance.now() - start, bytes };
}

(mode === 'pack' ? pack() : copy()).then(
  (r) => {
    console.log(JSON.stringify({ ...r, hwm: hwm() }));
    process.exit(0);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
