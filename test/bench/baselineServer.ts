import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiEvent, lambdaContext } from '../../packages/local/src/events';

/**
 * The bare baseline handler (one validated GetItem, test/bench/baseline-handler.ts) served over node:http in the
 * bench's own process, the way the local gateway serves ours: the same event and context builders, the same
 * keep-alive client, the same event loop shared with the SDK's call to DynamoDB Local. What it costs over a raw
 * GetItem is what the local stand-ins add to any handler that reads once, whatever the handler's own code:
 * the floor under a session cache miss here (docs/bench.md).
 */
export async function startBaselineServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const { handler } = await import('./baseline-handler');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const login = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    req.resume();
    req.on('end', () => {
      const event = apiEvent(req, url, Buffer.alloc(0), {
        routeKey: 'GET /baseline/{login}',
        pathParameters: { login },
      });
      handler(event, lambdaContext('esg-baseline')).then(
        (out) => {
          res.writeHead(out.statusCode ?? 200, out.headers as Record<string, string> | undefined);
          res.end(req.method === 'HEAD' ? undefined : out.body);
        },
        (err: unknown) => {
          console.error(err);
          res.writeHead(500);
          res.end();
        },
      );
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
