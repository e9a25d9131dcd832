import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * House rule "one route contract": the web reaches the API only through `callRoute` / `routeUrl`
 * (web/src/api/client.ts), so a renamed route or a changed answer fails the type check instead of
 * a user's page. Only client.ts itself builds request paths; its own test checks the URLs it makes.
 */
const SRC = join(import.meta.dirname, '..');
const ALLOWED = new Set(['api/client.ts', 'api/client.test.ts', relative(SRC, import.meta.filename)]);

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'apiRequest', pattern: /\bapiRequest\b/ },
  { name: 'fetch( to the API', pattern: /\bfetch\(\s*(?:['"`]\/api\b|`\$\{API_BASE\})/ },
  { name: "an '/api/…' path literal", pattern: /['"`]\/api(?:\/|['"`?])/ },
];

/** The rules a source file breaks, with the line of each finding. */
function stringApiCalls(source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) =>
      RULES.filter(({ pattern }) => pattern.test(line)).map(({ name }) => `${i + 1}: ${name}: ${line.trim()}`),
    );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('the web calls the API only through the contract', () => {
  it('finds the string calls it forbids', () => {
    expect(stringApiCalls("apiRequest<Role[]>('/roles', { signal })")).toHaveLength(1);
    expect(stringApiCalls("const res = await fetch('/api/ping', { method: 'HEAD' });")).toHaveLength(2);
    expect(stringApiCalls('return fetch(`${API_BASE}${path}`);')).toHaveLength(1);
    expect(stringApiCalls('const url = `/api/report/download/${id}`;')).toHaveLength(1);
    expect(stringApiCalls('window.location.assign("/api/file/" + id);')).toHaveLength(1);
  });

  it('lets contract calls, app links and other fetches pass', () => {
    expect(stringApiCalls('callRoute(usersRoutes.listRoles, { signal })')).toEqual([]);
    expect(stringApiCalls("const res = await fetch('/config.json', { cache: 'no-store' });")).toEqual([]);
    expect(stringApiCalls("navigate('/admin/apis/settings')")).toEqual([]);
    expect(stringApiCalls('/** GET /api/pages: the page authorization */')).toEqual([]);
  });

  it('no file of web/src but the client calls an API path by string', () => {
    const findings = sourceFiles(SRC)
      .filter((file) => !ALLOWED.has(relative(SRC, file)))
      .flatMap((file) => stringApiCalls(readFileSync(file, 'utf8')).map((f) => `${relative(SRC, file)}:${f}`));
    expect(findings).toEqual([]);
  });
});
