/**
 * Gzip size of the JavaScript each route needs, from web/dist/.vite/manifest.json (issue #4
 * benchmarks): the login route (entry + login page), the shell after login (shell + home), and
 * every lazily loaded chunk. `--json` prints machine-readable output for test/bench.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = new Map<string, number>();
const gzipOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file)!;
};

/** The chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const total = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + gzipOf(manifest[k]!.file), 0);
const find = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix));

const entry = Object.keys(manifest).find((k) => k === 'index.html') ?? '';
const login = closure([entry, find('features/auth/pages/LoginPage.tsx') ?? '']);
const shell = closure([find('app/shell/ShellLayout.tsx') ?? '', find('features/home/pages/HomePage.tsx') ?? '']);
const afterLogin = [...shell].filter((k) => !login.has(k));
const routes = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry && c.file.endsWith('.js'))
  .map(([key, c]) => ({ route: key, file: c.file, gzipKB: kb(gzipOf(c.file)) }))
  .sort((a, b) => b.gzipKB - a.gzipKB);

const report = {
  loginRouteGzipKB: kb(total(login)),
  shellAfterLoginGzipKB: kb(total(afterLogin)),
  shellTotalGzipKB: kb(total(new Set([...login, ...shell]))),
  routes,
};

if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`login route (entry + login page): ${report.loginRouteGzipKB} KB gzip`);
  console.log(`shell after login (shell + home, not already loaded): ${report.shellAfterLoginGzipKB} KB gzip`);
  console.log(`signed-in first load (everything above): ${report.shellTotalGzipKB} KB gzip`);
  for (const r of routes) console.log(`  ${String(r.gzipKB).padStart(7)} KB  ${r.route}`);
}
