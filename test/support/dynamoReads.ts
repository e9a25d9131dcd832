import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readAll } from '../../packages/local/src/streams';

/** One request DynamoDB Local received: its operation, and whether it asked for a consistent read. */
export interface DynamoCall {
  op: string;
  consistent: boolean;
  /** A query's key condition values as sent (JSON), to tell which partition and prefix it read. */
  values?: string;
  /** A GetItem's key as sent (JSON). */
  key?: string;
}

const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);

/**
 * A pass-through in front of DynamoDB Local that notes every read it forwards, read off the wire
 * protocol (X-Amz-Target and the JSON body): what the code under test really asked the store for,
 * with nothing of ours replaced. Point the SDK at `url` before the first client is made.
 */
export async function countDynamoReads(upstream: string) {
  const target = new URL(upstream);
  const calls: DynamoCall[] = [];
  const server = createServer((req, res) => {
    void readAll(req).then((body) => {
      const op = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      if (READS.has(op)) {
        const parsed = JSON.parse(body.toString('utf8') || '{}') as {
          ConsistentRead?: boolean;
          ExpressionAttributeValues?: unknown;
          Key?: unknown;
        };
        const values = op === 'Query' ? { values: JSON.stringify(parsed.ExpressionAttributeValues ?? {}) } : {};
        const key = op === 'GetItem' ? { key: JSON.stringify(parsed.Key) } : {};
        calls.push({ op, consistent: parsed.ConsistentRead === true, ...values, ...key });
      }
      const up = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      up.on('error', () => res.writeHead(502).end());
      up.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    /** The reads since the last call, and forget them. */
    take: () => calls.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
