import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What each route makes a browser fetch before it runs, from a build's .vite/manifest.json: the
 * route's chunk, every chunk it imports statically, and their stylesheets (fonts are fetched only
 * when a face is laid out: test/bench/firstLoad.ts counts those in Chromium, ADR 0084).
 */
interface Chunk {
  file: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface Files {
  /** Output files (assets/…), JS and CSS. */
  files: Set<string>;
  js: number;
  css: number;
}

export function routeSizes(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const filesOf = (keys: Iterable<string>): Files => {
    const files = new Set<string>();
    for (const k of keys) for (const f of [manifest[k]!.file, ...(manifest[k]!.css ?? [])]) files.add(f);
    const sum = (ext: string) => [...files].filter((f) => f.endsWith(ext)).reduce((s, f) => s + gzipOf(f), 0);
    return { files, js: sum('.js'), css: sum('.css') };
  };
  /** Resolved against each map: a build inside node_modules/.cache has sources like ../../../zod/… */
  const sourcesOf = (files: Iterable<string>): Set<string> => {
    const found = new Set<string>();
    for (const f of files) {
      if (!f.endsWith('.js') || !existsSync(join(dist, `${f}.map`))) continue;
      const { sources } = JSON.parse(readFileSync(join(dist, `${f}.map`), 'utf8')) as { sources: string[] };
      for (const s of sources) found.add(resolve(dirname(join(dist, f)), s));
    }
    return found;
  };
  const find = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix)) ?? '';

  // A visit to /login signed out opens the sign-in page alone (ADR 0093); signing in then opens the app.
  const login = closure(['index.html', find('features/auth/signIn/standalone.tsx')]);
  const shell = closure([
    find('app/boot.tsx'),
    find('app/shell/ShellLayout.tsx'),
    find('features/home/pages/HomePage.tsx'),
  ]);
  const routes = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry && c.file.endsWith('.js'))
    .map(([key, c]) => ({ route: key, gzip: gzipOf(c.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    login: filesOf(login),
    afterLogin: filesOf([...shell].filter((k) => !login.has(k))),
    signedIn: filesOf(new Set([...login, ...shell])),
    routes,
    /** The packages (node_modules/<name>) a set of output files was built from, by their source maps. */
    packagesOf: (files: Iterable<string>) => {
      const names = new Set<string>();
      for (const s of sourcesOf(files)) {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s);
        if (m?.[1]) names.add(m[1]);
      }
      return names;
    },
    /** The source files (absolute paths) a set of output files was built from. */
    sourcesOf,
    /** Every stylesheet of the build. */
    stylesheets: () =>
      readdirSync(join(dist, 'assets'))
        .filter((f) => f.endsWith('.css'))
        .map((f) => readFileSync(join(dist, 'assets', f), 'utf8')),
  };
}
