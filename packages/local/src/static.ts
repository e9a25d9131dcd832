import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EDGE_HEADERS } from '@esg/core/infra/edgeHeaders';
import { ROOT } from './config';

// ESG_WEB_DIST serves another build (e.g. web/dist-e2e-3300), so engineers testing side by side never share one.
const DIST = process.env.ESG_WEB_DIST ? join(ROOT, process.env.ESG_WEB_DIST) : join(ROOT, 'web', 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/** Serves the built web app like CloudFront does: hashed assets cached, every other path → index.html. */
export async function serveStatic(_req: IncomingMessage, res: ServerResponse, url: URL) {
  const rel = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(DIST, rel);
  if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) {
    if (extname(rel) && rel.startsWith('/assets/')) {
      res.writeHead(404, EDGE_HEADERS).end('Not found');
      return;
    }
    file = join(DIST, 'index.html');
    if (!existsSync(file)) {
      res
        .writeHead(503, { ...EDGE_HEADERS, 'content-type': 'text/plain' })
        .end('The web app is not built yet: run npm run build');
      return;
    }
  }
  const immutable = rel.startsWith('/assets/');
  res.writeHead(200, {
    ...EDGE_HEADERS,
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}
