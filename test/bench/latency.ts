import { rmSync } from 'node:fs';
import { forgetMembership, resolveMembership } from '@esg/core/domain/membership';
import type { AccessClaims } from '@esg/core/infra/auth/verify';
import { startRuntime } from '../../packages/local/src/runtime';
import * as keys from '@esg/core/infra/db/itemKeys';
import { startBaselineServer } from './baselineServer';
import { callApi, closeHttp, rawBatchGet, rawGetItem, readItem, signIn } from './http';
import { drive, interleave, type Operation } from './load';
import { ms, percentile, ratio, table, verdict, type Row } from './stats';

/** The API path may cost at most 1.5× one raw GetItem at the median (docs/bench.md). */
const TARGET_P50 = 1.5;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARMUP = 300;
const ROUNDS = 10;
const CONCURRENCY = [1, 20];

/**
 * GET /api/session through the local gateway vs a raw GetItem against the same DynamoDB Local.
 * HEAD /api/ping (public: gateway + middy, no JWT, no data) and GET /api/greeting (JWT twice +
 * cached membership, no response schema) are printed too, to show where the time goes.
 * "cache miss" drops the caller's membership (core caches it for 5 s per process) before each
 * call: what a user clicking less often than every 5 s, or a fresh Lambda, actually gets.
 * The gateway runs in this process, so forgetMembership reaches the very cache the handler uses.
 * "raw GetItem (user record)" is the one read a miss with the claims makes (the user record, which marks
 * its sessions: ADR 0125), straight to DynamoDB Local: with "GET /api/session" (cached, the same path
 * without the read) it is the floor the stand-ins set under a miss, printed below each table.
 * "raw BatchGetItem (user + session)" is the read a miss made before (ADR 0085), for comparison.
 * "membership resolution, cache miss, in process" is what a miss adds, without HTTP: core's resolution of the
 * token's claims (decoded, not verified: the gateway has verified this very token on every call above), so the
 * miss's distance from its floor can be told apart from the local gateway's HTTP path.
 * "token without claims" signs in at cognito-local itself, behind the claims stand-in: the caller is
 * then found by the login lookup first, the two waves a token had before ADR 0085.
 */
export async function latencyBench(): Promise<string[]> {
  const PORT = process.env.BENCH_LATENCY_PORT ?? '3400';
  const rt = await startRuntime({ ...process.env, PORT, ESG_DATA_DIR: `.local-bench-${PORT}`, ESG_RESET: '1' });
  const baseline = await startBaselineServer();
  try {
    const token = await signIn('acme.user', 'Demo-pass-2026!');
    const bare = await signIn('acme.user', 'Demo-pass-2026!', `http://localhost:${rt.cfg.ports.cognitoLocal}`);
    const api = (method: string, path: string, status: number, auth = token) =>
      callApi(`${rt.cfg.url}${path}`, method, status, auth || undefined);
    const table = rt.cfg.names.table;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as AccessClaims;
    const lookup = (await readItem(table, { ...keys.login('acme.user') })) as { tenantId: string; userId: string };
    const missRead = [keys.user(lookup.tenantId, lookup.userId), keys.session(lookup.tenantId, lookup.userId, 'bench')];
    const ops: Record<string, Operation> = {
      'raw GetItem': rawGetItem(table, { pk: 'LOGIN#acme.user', sk: 'LOOKUP' }),
      'raw GetItem (user record)': rawGetItem(table, { ...missRead[0] }),
      'raw BatchGetItem (user + session)': rawBatchGet(
        table,
        missRead.map((k) => ({ pk: k.pk, sk: k.sk })),
      ),
      'baseline handler over node:http (one GetItem)': callApi(`${baseline.url}/baseline/acme.user`, 'GET', 200),
      'HEAD /api/ping': api('HEAD', '/api/ping', 204, ''),
      'GET /api/greeting': api('GET', '/api/greeting', 200),
      'GET /api/session': api('GET', '/api/session', 200),
      'membership resolution, cache miss, in process': missing(async () => {
        await resolveMembership(claims, {});
      }),
      'GET /api/session, cache miss': missing(api('GET', '/api/session', 200)),
      'GET /api/session, cache miss, token without claims': missing(api('GET', '/api/session', 200, bare)),
    };
    const out: string[] = [];
    for (const concurrency of CONCURRENCY) {
      // Warm-up: handler import (tsx compile), JIT, socket pools, the first session record.
      for (const op of Object.values(ops)) await drive(op, concurrency, WARMUP);
      const samples = await interleave(ops, { concurrency, requests: REQUESTS, rounds: ROUNDS });
      out.push(report(samples, concurrency));
    }
    return out;
  } finally {
    closeHttp();
    await baseline.close();
    await rt.stop();
    // A throw-away store: every run starts from a fresh seed (ESG_RESET), so nothing is worth keeping.
    rmSync(rt.cfg.dataDir, { recursive: true, force: true });
  }
}

const missing =
  (op: Operation): Operation =>
  () => {
    forgetMembership('acme.user');
    return op();
  };

function report(samples: Record<string, number[]>, concurrency: number): string {
  const base = samples['raw GetItem'];
  const [b50, b99] = [percentile(base, 50), percentile(base, 99)];
  const rows: Row[] = Object.entries(samples).map(([name, s]) => {
    const [p50, p99] = [percentile(s, 50), percentile(s, 99)];
    const target =
      name.startsWith('GET /api/session') || name.startsWith('membership')
        ? `≤ ${TARGET_P50}× ${verdict(p50, b50, TARGET_P50)}`
        : '';
    return [name, ms(p50), ratio(p50, b50), ms(p99), ratio(p99, b99), String(s.length), target];
  });
  // The floor under a miss: the cached path plus the one read the miss adds, both as measured here.
  const floor =
    percentile(samples['GET /api/session'] ?? [], 50) + percentile(samples['raw GetItem (user record)'] ?? [], 50);
  const served = percentile(samples['baseline handler over node:http (one GetItem)'] ?? [], 50);
  const miss = percentile(samples['GET /api/session, cache miss'] ?? [], 50);
  return (
    table(
      `Latency at ${concurrency} concurrent client${concurrency > 1 ? 's' : ''} (closed loop, keep-alive; ratios vs raw GetItem)`,
      ['operation', 'p50', 'p50 ×', 'p99', 'p99 ×', 'n', 'p50 target'],
      rows,
    ) +
    `\nfloor under a cache miss (cached path + raw GetItem of the user record): ${ms(floor)} = ${ratio(floor, b50)} of a raw GetItem` +
    `\nthe stand-ins' floor for any handler that reads once (baseline handler over node:http): ${ms(served)} = ${ratio(served, b50)}; ` +
    `the miss over it: ${ratio(miss, served)}`
  );
}
