import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

/**
 * Outages of the AWS services, with the real stand-ins stopped and started again:
 * every request answers 200 or the spec's 503 — never a 500, never a hang — and the runtime
 * recovers without a restart once the service is back. Timeouts and retry budgets:
 * docs/decisions/0022-faults-timeouts-retries.md. The runtime lives in a process of its own
 * (test/support/faultRuntime.ts, port block 4800–4814) so this file can take its stand-ins away.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = 4800;
const BASE = `http://localhost:${PORT}`;
const YEAR = '2025-12-31';
/** Longest any request may take during an outage: the SDK's worst case (≈ 13 s) with room for a loaded machine. */
const ANSWER_WITHIN_MS = 20_000;
const UNAVAILABLE = 'Service unavailable. Try again later';

let runtime: ChildProcess;
let output = '';
const dataDir = mkdtempSync(join(tmpdir(), 'esg-faults-'));

/** Sends one order to the runtime (`stop dynamodb`, `start sqs` …) and waits for its answer. */
async function order(line: string): Promise<void> {
  const [verb, service] = line.split(' ');
  if (verb === 'start') down.delete(service!);
  const from = output.length;
  runtime.stdin!.write(`${line}\n`);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const answer = /^(done|failed) (.*)$/m.exec(output.slice(from));
    if (answer) {
      if (answer[1] === 'failed') throw new Error(answer[0]);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer to "${line}":\n${output.slice(from)}`);
}

async function call(method: string, path: string, token?: string, body?: unknown) {
  const t0 = Date.now();
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, ms: Date.now() - t0 };
}

/** The spec's error object for an outage. */
const unavailable = (r: { status: number; body: unknown }) =>
  expect(r).toMatchObject({ status: 503, body: { success: false, status: 503, message: UNAVAILABLE } });

async function signIn(login: string): Promise<string> {
  const config = (await (await fetch(`${BASE}/config.json`)).json()) as { cognito: { userPoolClientId: string } };
  const res = await fetch(`${BASE}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.cognito.userPoolClientId,
      AuthParameters: { USERNAME: login, PASSWORD: 'Demo-pass-2026!' },
    }),
  });
  return ((await res.json()) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult.AccessToken;
}

let token: string;
const down = new Set<string>();

/** A failed assertion must not leave the service down for the next test. */
function restoreAfter(service: string) {
  down.add(service);
  onTestFinished(async () => {
    if (down.has(service)) await order(`start ${service}`);
  });
}

beforeAll(async () => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_') && !k.startsWith('SST_RESOURCE_')),
  );
  runtime = spawn(process.execPath, ['--import', 'tsx', 'test/support/faultRuntime.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(PORT), ESG_DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  runtime.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  runtime.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 180_000;
  while (!/^ready /m.test(output)) {
    if (Date.now() > deadline || runtime.exitCode !== null) throw new Error(`fault runtime did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  token = await signIn('acme.admin');
}, 200_000);

afterAll(async () => {
  if (runtime && runtime.exitCode === null) {
    runtime.stdin!.write('exit\n');
    await new Promise((r) => {
      const timer = setTimeout(() => (runtime.kill('SIGKILL'), r(undefined)), 20_000);
      runtime.once('exit', () => (clearTimeout(timer), r(undefined)));
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('faults: a service goes away and comes back', () => {
  it('DynamoDB stops with requests in flight: each answers 200 or 503 in time, writes too; back without a restart', async () => {
    const rows = `/api/resource/electricity/${YEAR}`;
    const before = await call('GET', rows, token);
    expect(before.status).toBe(200);
    const row = {
      version: 0,
      locationId: before.body.locations[0].id,
      unit: 'kWh',
      months: Array<string>(12).fill('1'),
      attributes: { supplier: 'clp', account: 'FAULT-1' },
    };

    restoreAfter('dynamodb');
    const inFlight = Array.from({ length: 12 }, () => call('GET', rows, token));
    const stopped = order('stop dynamodb');
    const answers = await Promise.all(inFlight);
    await stopped;
    for (const a of answers) {
      expect([200, 503]).toContain(a.status);
      if (a.status === 503) unavailable(a);
      expect(a.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }

    const read = await call('GET', rows, token);
    unavailable(read);
    expect(read.ms).toBeLessThan(ANSWER_WITHIN_MS);
    const write = await call('PUT', rows, token, { rows: [row] });
    unavailable(write);

    await order('start dynamodb');
    const back = await call('PUT', rows, token, { rows: [row] });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(
      back.body.rows.filter((r: { attributes: { account?: string } }) => r.attributes.account === 'FAULT-1'),
    ).toHaveLength(1);
  }, 180_000);

  it('S3 stops: confirming an upload answers 503; after it is back the same upload completes', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 1)]);
    const ticket = await call('POST', `/api/files/attachment/${YEAR}`, token, {
      files: [{ name: 'bill.pdf', type: 'application/pdf', size: bytes.length }],
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    const t = ticket.body.files[0] as { id: string; url: string; method: string; headers: Record<string, string> };

    restoreAfter('s3');
    await order('stop s3');
    const confirm = await call('POST', `/api/file/${t.id}/confirm`, token);
    unavailable(confirm);
    expect(confirm.ms).toBeLessThan(ANSWER_WITHIN_MS);

    await order('start s3');
    expect((await fetch(t.url, { method: t.method, headers: t.headers, body: bytes })).status).toBe(200);
    const done = await call('POST', `/api/file/${t.id}/confirm`, token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }, 180_000);

  it("SES stops: a password reset answers 503 'Failed to send e-mail'; after it is back the mail goes out", async () => {
    const path = '/api/user/forget-password/acme.admin%40example.com';
    restoreAfter('ses');
    await order('stop ses');
    const down = await call('PUT', path);
    expect(down).toMatchObject({ status: 503, body: { success: false, message: 'Failed to send e-mail' } });
    expect(down.ms).toBeLessThan(ANSWER_WITHIN_MS);
    await order('start ses');
    const up = await call('PUT', path);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
  }, 180_000);

  it('SQS stops: a report request answers 503 (its job is failed, not retried: reports/jobs.ts); back, a new one is queued', async () => {
    restoreAfter('sqs');
    await order('stop sqs');
    const down = await call('POST', `/api/report/${YEAR}`, token);
    unavailable(down);
    expect(down.ms).toBeLessThan(ANSWER_WITHIN_MS);
    await order('start sqs');
    const up = await call('POST', `/api/report/${YEAR}`, token);
    expect([200, 201]).toContain(up.status);
    const progress = await call('GET', `/api/report-progress/${up.body.id}`, token);
    expect(['QUEUED', 'RUNNING', 'DONE']).toContain(progress.body.status);
  }, 180_000);
});
