import { rmSync } from 'node:fs';
import { startRuntime } from '../../packages/local/src/runtime';
import { getItem, queryPage } from '../../core/src/infra/db/repo';
import * as keys from '../../core/src/infra/db/itemKeys';
import { callApi, callJson, closeHttp, rawGetItem, signIn } from './http';
import type { Operation } from './load';
import { ms, percentile, ratio, table, type Row } from './stats';

/**
 * 100 concurrent users for 60 s of mixed reads and writes through the local gateway —
 * requests per second, p50 / p95 / p99 per operation, the gateway's p50 against a raw GetItem's
 * p50 under the same load, and nothing lost: successful writes = version increments = audit items.
 * Each user owns one electricity row of Acme FY2025 and rewrites it with the version it last saw,
 * so no write may be refused; a 409 or any error is counted and printed, never hidden.
 */
const USERS = Number(process.env.BENCH_SOAK_USERS ?? 100);
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const YEAR = '2025-12-31';

interface RowView {
  id: string;
  version: number;
  locationId: string;
  unit: string;
  months: string[];
  attributes: Record<string, string>;
}
interface ListView {
  rows: RowView[];
  locations: { id: string }[];
}

export async function soakBench(): Promise<string> {
  const rt = await startRuntime({ ...process.env, PORT: '3400', ESG_DATA_DIR: '.local-bench-soak', ESG_RESET: '1' });
  try {
    const token = await signIn('acme.admin', 'Demo-pass-2026!');
    const { tenantId } = (await getItem<{ tenantId: string }>(keys.login('acme.admin')))!;
    const list = `${rt.cfg.url}/api/resource/electricity/${YEAR}`;
    const before = await callJson<ListView>(list, 'GET', token);
    const known = new Set(before.body.rows.map((r) => r.id));
    const locationId = before.body.locations[0]!.id;
    const fresh = (i: number) => ({
      version: 0,
      locationId,
      unit: 'kWh',
      months: Array<string>(12).fill('1'),
      attributes: { supplier: 'clp', account: `SOAK-${i}` },
    });
    for (let i = 0; i < USERS; i += 50) {
      const rows = Array.from({ length: Math.min(50, USERS - i) }, (_, k) => fresh(i + k));
      const saved = await callJson<ListView>(list, 'PUT', token, { rows });
      if (saved.status !== 200) throw new Error(`creating the soak rows: ${saved.status}`);
    }
    const created = (await callJson<ListView>(list, 'GET', token)).body.rows.filter((r) => !known.has(r.id));
    const owned = created.slice(0, USERS);
    const startVersions = owned.map((r) => r.version);

    const reads: Record<string, Operation> = {
      'GET /api/session': callApi(`${rt.cfg.url}/api/session`, 'GET', 200, token),
      'GET /api/resource/electricity': callApi(list, 'GET', 200, token),
      'GET /api/emissions': callApi(`${rt.cfg.url}/api/emissions/${YEAR}`, 'GET', 200, token),
      'raw GetItem': rawGetItem(rt.cfg.names.table, { pk: 'LOGIN#acme.user', sk: 'LOOKUP' }),
    };
    const names = [...Object.keys(reads), 'PUT /api/resource/electricity'];
    const samples = Object.fromEntries(names.map((n) => [n, [] as number[]]));
    const failures: string[] = [];
    let writes = 0;
    const auditFrom = new Date().toISOString();
    const end = Date.now() + SECONDS * 1000;

    const user = async (u: number) => {
      const { id, version, locationId, unit, months, attributes } = owned[u]!;
      const row = { id, version, locationId, unit, months, attributes };
      for (let i = u; Date.now() < end; i++) {
        // Three reads for every write, the mix of a team filling in a year.
        const name = names[i % names.length]!;
        const t0 = performance.now();
        try {
          if (name.startsWith('PUT')) {
            const months = row.months.map((_, m) => String((i + m) % 997));
            const res = await callJson<ListView>(list, 'PUT', token, { rows: [{ ...row, months }] });
            if (res.status !== 200) throw new Error(`PUT row ${u}: ${res.status}`);
            row.version = res.body.rows.find((r) => r.id === row.id)!.version;
            writes++;
          } else await reads[name]!();
          samples[name]!.push(performance.now() - t0);
        } catch (err) {
          failures.push(String(err));
        }
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: USERS }, (_, u) => user(u)));
    const wall = (performance.now() - t0) / 1000;

    const after = (await callJson<ListView>(list, 'GET', token)).body.rows;
    const increments = owned.reduce((n, r, k) => n + after.find((a) => a.id === r.id)!.version - startVersions[k]!, 0);
    const audited = await countAudit(tenantId, auditFrom);

    const base = percentile(samples['raw GetItem']!, 50);
    const total = Object.values(samples).reduce((n, s) => n + s.length, 0);
    const rows: Row[] = names.map((n) => {
      const s = samples[n]!;
      const p = (q: number) => (s.length ? percentile(s, q) : NaN);
      return [n, String(s.length), (s.length / wall).toFixed(1), ms(p(50)), ms(p(95)), ms(p(99)), ratio(p(50), base)];
    });
    const lost = writes === increments && increments === audited ? 'none lost' : 'MISMATCH';
    return [
      table(
        `Soak: ${USERS} concurrent users for ${SECONDS} s, mixed reads and writes (${(total / wall).toFixed(1)} requests/s; p50 × vs raw GetItem under the same load)`,
        ['operation', 'n', 'per s', 'p50', 'p95', 'p99', 'p50 ×'],
        rows,
      ),
      `writes answered 200: ${writes}; version increments: ${increments}; audit items: ${audited} — ${lost}`,
      `errors: ${failures.length}${failures.length ? ` (first: ${failures[0]})` : ''}`,
    ].join('\n');
  } finally {
    closeHttp();
    await rt.stop();
    rmSync(rt.cfg.dataDir, { recursive: true, force: true });
  }
}

/** Audit items of resource saves written since `from`, this month. */
async function countAudit(tenantId: string, from: string): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await queryPage<{ action: string; at?: string; sk: string }>(
      keys.auditMonth(tenantId, from.slice(0, 7)),
      { limit: 1000, cursor },
    );
    count += page.items.filter((a) => a.action === 'resource.electricity.save' && a.sk >= from).length;
    cursor = page.cursor;
  } while (cursor);
  return count;
}
