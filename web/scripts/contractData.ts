import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register, type NamespacedUnregister } from 'tsx/esm/api';
import { normalizePath, type Plugin } from 'vite';

/**
 * The contract's routes as data (ADR 0126). Each route of `core/src/contract` carries zod schemas for its
 * params, query, body and answer; the web reads them only as types (`callRoute` never parses with them), but
 * importing a route would bring zod and the schemas with it. So the web's build, its dev server and its
 * component tests load each contract module as the data of its routes: the real module, run in Node when the
 * build asks for it, with every export that is a record of routes written out without the schemas. There is
 * nothing to keep in step: TypeScript still reads the real module, and the data is made from it on every build.
 * A page that validates imports its schemas from `core/src/schemas` and loads zod in its own chunk.
 */

/** The fields of a route that are zod schemas: types for the web, never read at runtime. */
export const SCHEMA_KEYS: readonly string[] = ['params', 'query', 'body', 'response'];

type Route = { method: string; path: string } & Record<string, unknown>;

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Route).method === 'string' &&
  typeof (value as Route).path === 'string';

/** A record of routes by id (`sessionRoutes`, `contract`): what a contract module's data form keeps. */
export const isRouteRecord = (value: unknown): value is Record<string, Route> =>
  typeof value === 'object' && value !== null && Object.keys(value).length > 0 && Object.values(value).every(isRoute);

/** A route as data: everything but its schemas. */
export const routeData = (route: Route): Record<string, unknown> =>
  Object.fromEntries(Object.entries(route).filter(([key]) => !SCHEMA_KEYS.includes(key)));

/** A contract module's exports as `import()` gives them, by file name (`session.ts`). */
export type ContractModules = Record<string, Record<string, unknown>>;

const recordsOf = (exports: Record<string, unknown>) =>
  Object.entries(exports).filter((entry): entry is [string, Record<string, Route>] => isRouteRecord(entry[1]));

/**
 * The data form of each contract module that exports records of routes (route.ts, pageAliases.ts export none and
 * load as they are): one `export const` per record. A route object that several records share stays one object
 * (the fake API of the component tests answers a route by identity): its data is written once, in the module with
 * the fewest routes that has it (forms.ts for the routes background.ts spreads in), and imported from there, so
 * modules import only ones before them in that order. Other exports are left out: a web import of one fails the
 * build instead of running without it.
 */
export function contractDataModules(modules: ContractModules): Map<string, string> {
  const size = (file: string) => recordsOf(modules[file]!).reduce((n, [, routes]) => n + Object.keys(routes).length, 0);
  const order = Object.keys(modules).sort((a, b) => size(a) - size(b) || a.localeCompare(b));
  const home = new Map<Route, { file: string; name: string; id: string }>();
  for (const file of order)
    for (const [name, routes] of recordsOf(modules[file]!))
      for (const [id, route] of Object.entries(routes)) if (!home.has(route)) home.set(route, { file, name, id });

  const alias = (file: string) => `$${file.replace(/\.ts$/, '').replace(/\W/g, '_')}`;
  const out = new Map<string, string>();
  for (const file of order) {
    const records = recordsOf(modules[file]!);
    if (records.length === 0) continue;
    const imports = new Set<string>();
    const own = new Map<Route, string>();
    const consts: string[] = [];
    const ref = (route: Route) => {
      const at = home.get(route)!;
      if (at.file !== file) {
        imports.add(at.file);
        return `${alias(at.file)}.${at.name}[${JSON.stringify(at.id)}]`;
      }
      if (!own.has(route)) {
        own.set(route, `$${own.size}`);
        consts.push(`const ${own.get(route)} = ${JSON.stringify(routeData(route))};`);
      }
      return own.get(route)!;
    };
    const exports = records.map(
      ([name, routes]) =>
        `export const ${name} = { ${Object.entries(routes)
          .map(([id, route]) => `${JSON.stringify(id)}: ${ref(route)}`)
          .join(', ')} };`,
    );
    const imported = [...imports].map((f) => `import * as ${alias(f)} from './${f}';`);
    out.set(file, [...imported, ...consts, ...exports].join('\n') + '\n');
  }
  return out;
}

const CORE_SRC = normalizePath(fileURLToPath(new URL('../../core/src/', import.meta.url)));
const CONTRACT = `${CORE_SRC}contract/`;

/** The Vite plugin: before Vite's own loading, in builds, the dev server and the component tests alike. */
export function contractData(): Plugin {
  // The contract's modules run in a tsx namespace of their own, once per build; a changed core file starts a new
  // namespace (Node caches a module by its URL, which names the namespace).
  let tsx: NamespacedUnregister | undefined;
  let generation = 0;
  let data: Promise<Map<string, string>> | undefined;
  const generate = async () => {
    tsx = register({ namespace: `esg-contract-data-${(generation += 1)}` });
    const api = tsx;
    const files = readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const modules: ContractModules = {};
    for (const file of files)
      modules[file] = (await api.import(
        pathToFileURL(join(CONTRACT, file)).href,
        import.meta.url,
      )) as ContractModules[string];
    return contractDataModules(modules);
  };
  const reset = () => {
    void tsx?.unregister();
    tsx = undefined;
    data = undefined;
  };
  return {
    name: 'esg:contract-data',
    enforce: 'pre',
    async load(id) {
      const file = normalizePath(id.split('?')[0]!);
      if (!file.startsWith(CONTRACT) || file.slice(CONTRACT.length).includes('/')) return null;
      data ??= generate();
      return (await data).get(file.slice(CONTRACT.length)) ?? null;
    },
    watchChange(id) {
      if (normalizePath(id).startsWith(CORE_SRC)) reset();
    },
    closeBundle: reset,
  };
}
