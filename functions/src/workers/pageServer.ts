import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Where the built report page is. In AWS the worker's package carries `web/dist` next to the
 * handler (stacks/worker.ts copies it), so the page always matches the worker's version;
 * locally it is the repo's `web/dist` from `npm run build`.
 */
export function reportPageDir(): string {
  const candidates = [
    process.env.LAMBDA_TASK_ROOT && join(process.env.LAMBDA_TASK_ROOT, 'web/dist'),
    resolve(fileURLToPath(import.meta.url), '../../../../web/dist'),
  ].filter((d): d is string => Boolean(d));
  const dir = candidates.find((d) => existsSync(join(d, 'report.html')));
  if (!dir) throw new Error(`report page not built (looked in ${candidates.join(', ')}): run npm run build`);
  return dir;
}

let origin: Promise<string> | undefined;

/**
 * Serves the page over http on loopback, once per process: Vite emits absolute `/assets/…`
 * URLs, which file:// cannot resolve, and an origin lets Chromium cache fonts between jobs.
 */
export function reportPageOrigin(): Promise<string> {
  origin ??= new Promise((ok, fail) => {
    const dir = reportPageDir();
    const server = createServer((req, res) => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      const file = join(dir, path);
      if (!file.startsWith(dir + sep)) return void res.writeHead(403).end();
      readFile(file).then(
        (body) => {
          const immutable = path.startsWith('/assets/');
          res.writeHead(200, {
            'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
            'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          });
          res.end(body);
        },
        () => res.writeHead(404).end(),
      );
    });
    server.unref(); // never keeps a process (test run, local runtime) alive on its own
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
  origin.catch(() => (origin = undefined)); // a page built later is found by the next job
  return origin;
}
