import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contract } from '../../core/src/contract/index';
import {
  contractData,
  contractDataModules,
  isRouteRecord,
  SCHEMA_KEYS,
  type ContractModules,
} from '../../web/scripts/contractData';
import { ROOT } from '../bench/bundle';

/**
 * The web loads each contract module as the data of its routes, without zod (web/scripts/contractData.ts,
 * ADR 0126). What the plugin gives the build must be the real contract minus its schemas, route by route.
 */
const CONTRACT = join(ROOT, 'core/src/contract');
const files = readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
type Records = Record<string, Record<string, object>>;

/** The plugin's load hook, as Vite calls it for a file. */
async function load(path: string): Promise<string | null> {
  const hook = contractData().load as Extract<Plugin['load'], (...args: never[]) => unknown>;
  return (await hook.call({} as never, path)) as string | null;
}

/** The route without the fields that hold a zod schema, whatever their names. */
const withoutSchemas = (route: object) =>
  Object.fromEntries(Object.entries(route).filter(([, value]) => !(value instanceof z.ZodType)));

const real: ContractModules = {};
const data: Record<string, Records> = {};
let dir: string;

beforeAll(async () => {
  for (const file of files) real[file] = (await import(join(CONTRACT, file))) as ContractModules[string];
  // The data modules side by side, as the build has them, and imported as a browser would run them.
  dir = mkdtempSync(join(tmpdir(), 'esg-contract-data-'));
  const modules = contractDataModules(real);
  for (const [file, code] of modules) writeFileSync(join(dir, file), code);
  for (const file of modules.keys()) data[file] = (await import(join(dir, file))) as Records;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the contract as data', () => {
  it('gives every route of every module as the real route minus its schemas, and nothing of zod', () => {
    let routes = 0;
    for (const file of files) {
      const records = Object.entries(real[file]!).filter(([, value]) => isRouteRecord(value)) as [string, object][];
      if (records.length === 0) {
        expect(data[file], file).toBeUndefined();
        continue;
      }
      expect(Object.keys(data[file]!).sort(), file).toEqual(records.map(([name]) => name).sort());
      for (const [name, record] of records) {
        const given = data[file]![name]!;
        expect(Object.keys(given), `${file} ${name}`).toEqual(Object.keys(record));
        for (const [id, route] of Object.entries(record as Record<string, object>)) {
          // Only the schemas stay behind: the rest (method, path, group, access, scope, kind, status, tenantFrom,
          // throttle, spec) is the route's own, equal field by field.
          expect(given[id], `${file} ${name}.${id}`).toStrictEqual(withoutSchemas(route));
          routes += 1;
        }
      }
    }
    // Every route of the contract came through at least once (index.ts joins every module's).
    expect(routes).toBeGreaterThanOrEqual(Object.keys(contract).length);
  });

  it('keeps a route that two records share one object, across modules too', () => {
    const seen = new Map<object, object>();
    let shared = 0;
    for (const file of Object.keys(data))
      for (const [name, record] of Object.entries(data[file]!))
        for (const [id, given] of Object.entries(record)) {
          const route = (real[file]![name] as Record<string, object>)[id]!;
          if (seen.has(route)) {
            expect(given, `${file} ${name}.${id}`).toBe(seen.get(route));
            shared += 1;
          } else seen.set(route, given);
        }
    expect(shared).toBeGreaterThan(0);
    const forms = data['forms.ts']!.formsRoutes!;
    expect(data['background.ts']!.backgroundRoutes!.fieldsByPageKey).toBe(forms.fieldsByPageKey);
  });

  it('loads through the plugin: a module of routes as data without zod, any other file as it is', async () => {
    const session = await load(join(CONTRACT, 'session.ts'));
    expect(session).toMatch(/^export const sessionRoutes = /m);
    expect(session).not.toMatch(/^import\b|_zod/m);
    for (const key of SCHEMA_KEYS) expect(data['session.ts']!.sessionRoutes!.getSession).not.toHaveProperty(key);
    expect(await load(join(CONTRACT, 'route.ts'))).toBeNull();
    expect(await load(join(ROOT, 'core/src/schemas/common.ts'))).toBeNull();
  });

  it('writes each record of routes as one export, a shared route once, and a module of none as nothing', () => {
    const route = { method: 'GET', path: '/api/x', group: 'misc', access: 'public', response: z.object({}) };
    const modules = contractDataModules({
      'x.ts': { xRoutes: { get: route }, X_LIMIT: { perIp: 1 } },
      'all.ts': { allRoutes: { get: route, other: { ...route, method: 'PUT' } } },
      'route.ts': { pathPattern: () => /x/ },
    });
    expect(modules.get('x.ts')).toBe(
      'const $0 = {"method":"GET","path":"/api/x","group":"misc","access":"public"};\nexport const xRoutes = { "get": $0 };\n',
    );
    expect(modules.get('all.ts')).toBe(
      "import * as $x from './x.ts';\n" +
        'const $0 = {"method":"PUT","path":"/api/x","group":"misc","access":"public"};\n' +
        'export const allRoutes = { "get": $x.xRoutes["get"], "other": $0 };\n',
    );
    expect(modules.has('route.ts')).toBe(false);
  });
});
