import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { contract } from '@esg/core/contract/index';
import type { RouteDef } from '@esg/core/contract/route';
import { db, tableName } from '@esg/core/infra/db/client';
import { PLATFORM_TENANT } from '@esg/core/infra/db/keys';
import * as keys from '@esg/core/infra/db/itemKeys';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { freshUser } from '../support/tenants';
import { arbitraryOf } from '../support/zodArbitrary';
import { FORBIDDEN_KEYS, MAX_JSON_DEPTH } from '@esg/core/lib/jsonShape';

/**
 * Generated requests — bodies, path parameters and queries from the contract's zod
 * schemas, and hostile mutations of them — sent to every route through the local gateway by a
 * company administrator, a platform administrator and nobody. Whatever the input: never a 5xx,
 * always the spec's error object on a 4xx, and nothing stored on a refusal (no audit item carries
 * the refused request's id).
 */
const routes = Object.entries(contract);
const month = new Date().toISOString().slice(0, 7);

/** Raw JSON number text (JSON.stringify cannot write these) stands in a string the serializer unwraps. */
const rawNumber = (text: string) => `@@NUM:${text}@@`;
const toJson = (v: unknown) => JSON.stringify(v).replace(/"@@NUM:([^@]+)@@"/g, '$1');

const HOSTILE_NUMBERS = ['9007199254740993', '1e-200', '1'.padEnd(39, '0'), '1e400', '-1e-320'].map(rawNumber);
/** Names every object answers to: a value used as a key into a record must not find these (core/src/lib/own.ts). */
const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
const HOSTILE_TEXT = [
  ...['nul\u0000', 'bell\u0007', 'lone\uD800', 'rtl\u202Eevil', 'iso\u2066x', 'e\u0301', '\u001b[2J'],
  ...INHERITED_NAMES,
];
const WRONG_TYPES = [null, true, [], {}, 42, 'text'];
const BAD_ESCAPES = ['%', '%E0%A4%A', '%ZZ', '%C0%AE', '%00', '%ED%A0%80'];

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its UTF-8-like escape. */
const escape = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};
const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** Cursors nobody was given: other partitions, sort keys outside the query's range or prefix, garbage. */
const forgedCursors = (tenantId: string) => [
  b64({ month, sk: `${month}~~~` }),
  b64({ month, sk: `${month}-01T00:00:00.000Z#${'Z'.repeat(26)}`.replace(month, `${month.slice(0, 4)}-00`) }),
  b64({ month: '1999-01', sk: '1999-01' }),
  b64({ ...keys.companyIndexPrefix(), sk: 'ZZZ' }),
  b64({ pk: keys.companyIndexPrefix().pk, sk: '' }),
  b64({ ...keys.fileLogPartition(tenantId), sk: 'x'.repeat(2000) }),
  b64({ ...keys.fileLogPartition(tenantId), sk: { S: 'x' } }),
  b64('not json'),
  '***',
];

const hostileLeaf = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...WRONG_TYPES),
);

/** Replaces the n-th leaf of a generated value (or the value itself) with a hostile one. */
function mutateLeaf(value: unknown, n: number, hostile: unknown, eligible = (_: unknown) => true): unknown {
  const count = leaves(value).filter(eligible).length;
  if (count === 0) return value && typeof value === 'object' ? { ...value, x: hostile } : hostile;
  let i = 0;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return eligible(v) && i++ === n % count ? hostile : v;
  };
  return walk(value);
}
const leaves = (v: unknown): unknown[] =>
  Array.isArray(v) ? v.flatMap(leaves) : v && typeof v === 'object' ? Object.values(v).flatMap(leaves) : [v];

/** Whether a schema has a number anywhere (zod 4 keeps its definition on `_zod.def`). */
const hasNumber = (s: unknown): boolean => JSON.stringify(zodTypes(s)).includes('"number"');
function zodTypes(s: unknown, depth = 0): unknown {
  const def = (s as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def || depth > 8) return null;
  const kids = ['shape', 'element', 'innerType', 'in', 'options', 'valueType', 'items'].flatMap((k) => {
    const v = def[k];
    return v === undefined
      ? []
      : Array.isArray(v)
        ? v
        : typeof v === 'object' && !('_zod' in (v as object))
          ? Object.values(v as object)
          : [v];
  });
  return [def.type, kids.map((k) => zodTypes(k, depth + 1))];
}

type Body = { text?: string; contentType?: string };
function bodyArb(r: RouteDef): fc.Arbitrary<Body> {
  const valid = r.body ? arbitraryOf(r.body) : fc.constant(undefined);
  return fc.oneof(
    valid.map((b) => ({ text: b === undefined ? undefined : toJson(b) })),
    fc
      .tuple(valid, fc.nat(30), hostileLeaf)
      .map(([b, n, h]) => ({ text: toJson(b === undefined ? { x: h } : mutateLeaf(b, n, h)) })),
    valid.map((b) => ({ text: toJson({ ...(b && typeof b === 'object' ? b : {}), tenantId: 'other' }) })),
    valid.map((b) => ({ text: toJson(b ?? {}), contentType: 'text/plain' })),
  );
}

/** A route's path parameters in order, and the schema of each its contract declares. */
function pathParams(r: RouteDef) {
  const names = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const shape = (r.params as unknown as { shape?: Record<string, Parameters<typeof arbitraryOf>[0]> })?.shape ?? {};
  return { names, shape };
}

function paramsArb(r: RouteDef): fc.Arbitrary<string> {
  const { names, shape } = pathParams(r);
  const one = (name: string) =>
    fc.oneof(
      {
        weight: 2,
        arbitrary: (shape[name] ? arbitraryOf(shape[name]) : fc.string()).map((v) => escape(String(v))),
      },
      { weight: 1, arbitrary: fc.constantFrom(...BAD_ESCAPES) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_TEXT).map(escape) },
    );
  return fc.tuple(...names.map(one)).map((values) => {
    let i = 0;
    return r.path.replace(/\{\w+\}/g, () => values[i++]!);
  });
}

function queryArb(r: RouteDef, cursors: string[], cursorRate: 'always' | 'never' | 'sometimes'): fc.Arbitrary<string> {
  const generated = r.query ? arbitraryOf(r.query) : fc.constant({});
  /** 'always', 'never', or now and then (one query in two). */
  const cursor =
    cursorRate === 'always'
      ? fc.constantFrom(...cursors)
      : cursorRate === 'never'
        ? fc.constant(undefined)
        : fc.option(fc.constantFrom(...cursors), { nil: undefined });
  return fc
    .tuple(generated, cursor, fc.option(hostileLeaf, { nil: undefined, freq: 4 }))
    .map(([q, cursor, hostile]) => {
      const entries = Object.entries((q ?? {}) as Record<string, unknown>).filter(
        ([k, v]) => v !== undefined && !(cursor && k === 'cursor'),
      );
      if (cursor) entries.push(['cursor', cursor]);
      if (hostile !== undefined && entries.length) entries[0]![1] = hostile;
      const text = (v: unknown) => (typeof v === 'string' ? v.replace(/^@@NUM:(.*)@@$/, '$1') : toJson(v));
      const qs = new URLSearchParams(entries.map(([k, v]): [string, string] => [k, text(v)]));
      return qs.size ? `?${qs}` : '';
    });
}

/** Audit items the request wrote, found by its request id in the partitions its caller's writes land in. */
async function auditedBy(requestId: string, tenantIds: string[]) {
  let n = 0;
  for (const t of tenantIds) {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        // A sign-in's first call records its session whatever the call: that is the token's, not the input's.
        FilterExpression: 'requestId = :r AND #action <> :session',
        ExpressionAttributeNames: { '#action': 'action' },
        ExpressionAttributeValues: {
          ':pk': keys.auditMonth(t, month).pk,
          ':r': requestId,
          ':session': 'session.start',
        },
        Select: 'COUNT',
      }),
    );
    n += out.Count ?? 0;
  }
  return n;
}

describe('generated and hostile input on every route', () => {
  const callers: { name: string; token?: () => Promise<string>; refresh?: () => void; tenants: string[] }[] = [];
  let cursors: string[] = [];

  beforeAll(async () => {
    const company = await freshCompany([{ yearEnd: '2025-12-31' }], 'companyAdmin');
    const platform = await freshUser('platform.admin');
    let platformToken = signIn(platform.login, platform.password);
    let companyToken = Promise.resolve(company.token);
    // A generated call may end the caller's sessions (logout): a 401 then signs in again.
    callers.push(
      {
        name: 'company admin',
        token: () => companyToken,
        refresh: () => (companyToken = signIn(company.login)),
        tenants: [company.tenantId],
      },
      {
        name: 'platform admin',
        token: () => platformToken,
        refresh: () => (platformToken = signIn(platform.login, platform.password)),
        tenants: [PLATFORM_TENANT, company.tenantId],
      },
      { name: 'nobody', tenants: [company.tenantId] },
    );
    cursors = forgedCursors(company.tenantId);
  });

  type Req = { id: string; method: string; caller: number; path: string; query: string; body: Body };
  /** Sends one request and checks the property (its status, for more); in FUZZ_COLLECT mode failures are printed, not thrown. */
  async function send(req: Req): Promise<number | undefined> {
    try {
      const caller = callers[req.caller]!;
      const token = caller.token ? await caller.token() : undefined;
      const headers: Record<string, string> = {};
      if (req.body.text !== undefined) headers['content-type'] = req.body.contentType ?? 'application/json';
      const res = await call(req.method, req.path + req.query, {
        token,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : req.body.text,
      });
      expect(res.status, `${req.id} ${req.path}${req.query}`).toBeLessThan(500);
      // A HEAD answer has no body (RFC 9110 §9.3.2): its status is all there is to check.
      if (res.status < 400 || req.method === 'HEAD') return res.status;
      expect(res.body).toMatchObject({
        success: false,
        code: expect.any(String),
        status: res.status,
        statusMessage: expect.any(String),
        message: expect.any(String),
        meta: { requestId: expect.any(String) },
      });
      expect(await auditedBy(res.body.meta.requestId, caller.tenants)).toBe(0);
      if (res.status === 401 && caller.refresh) caller.refresh();
      return res.status;
    } catch (e) {
      if (!process.env.FUZZ_COLLECT) throw e;
      console.log('FUZZFAIL', JSON.stringify(req), String(e).slice(0, 200));
    }
  }
  /** send as a property (fast-check takes any result but undefined or true for a failure). */
  const check = async (req: Req) => void (await send(req));
  const runs = (n: number) => ({
    numRuns: Math.round(n * Number(process.env.FUZZ_SCALE ?? 1)),
    seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
  });
  const requestOf = (
    pick: fc.Arbitrary<[string, RouteDef]>,
    body: (r: RouteDef) => fc.Arbitrary<Body>,
    cursor: Parameters<typeof queryArb>[2] = 'sometimes',
  ) =>
    fc.tuple(pick, fc.nat(callers.length - 1)).chain(([[id, r], c]) =>
      fc.record({
        id: fc.constant(id),
        method: fc.constant(r.method),
        caller: fc.constant(c),
        path: paramsArb(r),
        query: queryArb(r, cursors, cursor),
        body: body(r),
      }),
    );

  it('every route: never a 5xx, always the error object on a 4xx, nothing audited on a refusal', async () => {
    await fc.assert(fc.asyncProperty(requestOf(fc.constantFrom(...routes), bodyArb), check), runs(150));
  }, 120_000);

  it('paginated routes: a forged cursor is a 4xx, never a start key DynamoDB refuses', async () => {
    const paged = routes.filter(([, r]) => r.query && 'cursor' in ((r.query as { shape?: object }).shape ?? {}));
    expect(paged.length).toBeGreaterThanOrEqual(3);
    const body = () => fc.constant<Body>({});
    await fc.assert(fc.asyncProperty(requestOf(fc.constantFrom(...paged), body, 'always'), check), runs(40));
  }, 60_000);

  it('bodies nested up to 100,000 levels or carrying prototype keys: a 4xx, never stored (ADR 0062)', async () => {
    const bodied = routes.filter(([, r]) => r.body);
    /** A valid body with one member (at the top or inside an object of it) replaced by deep nesting or a prototype key. */
    const hostile = (r: RouteDef) =>
      fc
        .tuple(
          arbitraryOf(r.body!),
          fc.oneof(
            fc.integer({ min: MAX_JSON_DEPTH + 1, max: 100_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
            fc.integer({ min: MAX_JSON_DEPTH + 1, max: 100_000 }).map((n) => '{"a":'.repeat(n) + '0' + '}'.repeat(n)),
            fc.constantFrom(...FORBIDDEN_KEYS).map((k) => `{"${k}":{"admin":true}}`),
          ),
          fc.boolean(),
        )
        .map(([b, inner, top]) => {
          const base = b && typeof b === 'object' && !Array.isArray(b) ? b : {};
          const text = toJson({ ...base, x: '@@HOSTILE@@' });
          // A prototype key goes in as a key of its own at the top, or as the value of a member.
          const key = /^\{"(__proto__|constructor|prototype)"/.exec(inner)?.[1];
          const spliced = top && key ? text.replace('"x":"@@HOSTILE@@"', `"${key}":1`) : text;
          return { text: spliced.replace('"@@HOSTILE@@"', inner) };
        });
    const refused = async (req: Req) => {
      expect(await send(req), `${req.id} ${req.path}`).toBeGreaterThanOrEqual(400);
    };
    await fc.assert(fc.asyncProperty(requestOf(fc.constantFrom(...bodied), hostile, 'never'), refused), runs(60));
  }, 120_000);

  it('every path parameter and query value named as what every object has (__proto__, constructor): never a 5xx', async () => {
    const KNOWN: Record<string, string> = { year: '2025-12-31', yearEnd: '2025-12-31', pageKey: 'board_statement' };
    let sent = 0;
    for (const [id, r] of routes) {
      const { names, shape } = pathParams(r);
      // The company's own year and a page it has, so the request reaches past the checks of the other parameters.
      const valid = Object.fromEntries(
        names.map((n) => [
          n,
          KNOWN[n] ?? (shape[n] ? String(fc.sample(arbitraryOf(shape[n]), { numRuns: 1, seed: 1 })[0]) : 'x'),
        ]),
      );
      const queryKeys = Object.keys((r.query as { shape?: object } | undefined)?.shape ?? {});
      const caller = r.access === 'platform:admin' ? 1 : 0;
      for (const inherited of INHERITED_NAMES.slice(0, 2))
        for (const target of [...names, ...queryKeys.map((k) => `?${k}`)]) {
          const path = r.path.replace(/\{(\w+)\}/g, (_, n: string) => escape(n === target ? inherited : valid[n]!));
          const query = target.startsWith('?') ? `${target}=${escape(inherited)}` : '';
          const body: Body = r.body ? { text: '{}' } : {};
          await send({ id, method: r.method, caller, path, query, body });
          sent++;
        }
    }
    expect(sent).toBeGreaterThan(200);
  }, 120_000);

  it('bodies with numbers: a number the database cannot store is a 4xx', async () => {
    const numeric = routes.filter(([, r]) => r.body && hasNumber(r.body));
    const body = (r: RouteDef) =>
      fc
        .tuple(arbitraryOf(r.body!), fc.nat(), fc.constantFrom(...HOSTILE_NUMBERS))
        .map(([b, n, h]) => ({ text: toJson(mutateLeaf(b, n, h, (v) => typeof v === 'number')) }));
    await fc.assert(fc.asyncProperty(requestOf(fc.constantFrom(...numeric), body, 'never'), check), runs(60));
  }, 60_000);
});
