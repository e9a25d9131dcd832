import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../support/api';

/**
 * `npm start` as a developer runs it: it gets ready (how fast is `npm run bench`'s, not a
 * timed assertion), Ctrl-C leaves no process behind
 * (DynamoDB Local is Java and outlives a careless parent), data survives a restart, `npm run reset`
 * wipes it. Its own port block (5300, stand-ins 5310–5314) and data directory, so it never meets
 * the integration run's runtime.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = 5300;
const BASE = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'esg-cli-test-'));

/** The developer's environment: none of this worker's links to the integration run's stand-ins. */
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_') && !k.startsWith('SST_RESOURCE_')),
  ),
  PORT: String(PORT),
  ESG_DATA_DIR: dataDir,
};

interface Started {
  npm: ChildProcess;
  readyMs: number;
  exited: Promise<number | null>;
}
const started: ChildProcess[] = [];

/** Spawns `npm start` in a process group of its own (so a failed test can still clean up) and waits for `ready`. */
function start(): Promise<Started> {
  const t0 = Date.now();
  const npm = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(npm);
  const exited = new Promise<number | null>((r) => npm.once('exit', (code) => r(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line after 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!/^.*\bready\b.*$/m.test(output)) return;
      clearTimeout(timer);
      const readyMs = Date.now() - t0;
      console.log(`npm start: ready after ${readyMs} ms: ${/^.*\bready\b.*$/m.exec(output)![0]}`);
      resolve({ npm, readyMs, exited });
    };
    npm.stdout!.on('data', read);
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`npm start exited (${code}) before ready:\n${output}`)));
  });
}

/** A process as /proc knows it; the start time tells a reused pid from the original. */
interface Proc {
  pid: number;
  ppid: number;
  startTime: string;
  state: string;
  cmd: string;
}
function proc(pid: number): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid … field 22 is the start time; comm may contain spaces, so split after ')'.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return { pid, ppid: Number(rest[1]), startTime: rest[19]!, state: rest[0]!, cmd };
  } catch {
    return undefined;
  }
}

/** Every process below `root`, found through the parent links in /proc. */
function descendants(root: number): Proc[] {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => proc(Number(d)) ?? []);
  const found: Proc[] = [];
  const walk = (pid: number) => all.filter((p) => p.ppid === pid).forEach((p) => (found.push(p), walk(p.pid)));
  walk(root);
  return found;
}

/** Still running: same pid and start time, and not a zombie waiting to be reaped. */
const alive = (p: Proc) => {
  const now = proc(p.pid);
  return now !== undefined && now.startTime === p.startTime && now.state !== 'Z';
};

/**
 * Stops a run and checks that nothing of it is left. `terminal`: Ctrl-C as a terminal sends it, SIGINT
 * to the whole foreground process group. `runtime`: SIGINT to the runtime's node process alone, so
 * its own shutdown must stop the stand-ins (npm does not pass SIGINT on through `sh -c`).
 */
async function interrupt(rt: Started, how: 'terminal' | 'runtime') {
  const tree = [proc(rt.npm.pid!)!, ...descendants(rt.npm.pid!)];
  expect(
    tree.some((p) => p.cmd.includes('DynamoDBLocal.jar')),
    'DynamoDB Local runs under npm start',
  ).toBe(true);
  expect(
    tree.some((p) => p.cmd.includes('cognito-local')),
    'cognito-local runs under npm start',
  ).toBe(true);
  if (how === 'terminal') process.kill(-rt.npm.pid!, 'SIGINT');
  else process.kill(tree.find((p) => p.cmd.startsWith('node ') && p.cmd.includes('cli.ts start'))!.pid, 'SIGINT');
  // The stand-ins get 5 s to stop before SIGKILL (standins.ts); orphans need a moment to be reaped.
  const deadline = Date.now() + 15_000;
  while (tree.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(tree.filter(alive).map((p) => `${p.pid} ${p.cmd}`)).toEqual([]);
  await rt.exited;
}

async function signIn(clientId: string) {
  const res = await fetch(`${BASE}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: 'acme.admin', PASSWORD: DEMO_PASSWORD },
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult.AccessToken;
}

/** The profile fields this test reads and writes back (GET/PUT /api/userInfo). */
interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  langKey: string;
  version: number;
}

const api = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Profile };
};

const clientIdOf = async () =>
  ((await (await fetch(`${BASE}/config.json`)).json()) as { cognito: { userPoolClientId: string } }).cognito
    .userPoolClientId;

afterEach(() => {
  // Only after a failure half-way: nothing a test started may outlive it (the group holds reparented children too).
  for (const npm of started.splice(0)) {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start, Ctrl-C, npm start again, npm run reset', () => {
  const marker = `Persisted ${Date.now().toString(36)}`;

  it('starts (ready time logged; measured by npm run bench), greets, serves the root version, and its shutdown stops every child', async () => {
    const rt = await start();
    const config = (await (await fetch(`${BASE}/config.json`)).json()) as { version: string };
    const rootVersion = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    expect(config.version).toBe(rootVersion);
    const token = await signIn(await clientIdOf());
    const greeting = await fetch(`${BASE}/api/greeting`, { headers: { authorization: `Bearer ${token}` } });
    expect(await greeting.text()).toBe('Hello');

    // Something only this run wrote: acme.admin's first name.
    const info = await api('GET', '/api/userInfo', token);
    const { firstName: _f, lastName, email, langKey, version } = info.body;
    const put = await api('PUT', '/api/userInfo', token, { firstName: marker, lastName, email, langKey, version });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    await interrupt(rt, 'runtime');
  }, 240_000);

  it('starts again on the same data directory, finds what the first run wrote, and Ctrl-C leaves nothing', async () => {
    const rt = await start();
    // The sign-in proves cognito-local's pool survived too.
    const token = await signIn(await clientIdOf());
    expect((await api('GET', '/api/userInfo', token)).body.firstName).toBe(marker);
    await interrupt(rt, 'terminal');
  }, 240_000);

  it('npm run reset wipes the data directory', () => {
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['dynamodb', 'cognito', 's3']));
    const reset = spawnSync('npm', ['run', 'reset'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(reset.status, reset.stderr).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  });
});
