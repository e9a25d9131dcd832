import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Addresses SES refuses, as the sandbox refuses an unverified recipient: any address at the
 * reserved `.invalid` top-level domain (RFC 2606), so a test or a demo can make one member's mail
 * fail while the others go out (ADR 0052). aws-ses-v2-local itself accepts every address.
 */
export const rejectedAddress = (address: string) => /\.invalid>?$/i.test(address.trim());

const destinations = (body: Buffer): string[] => {
  try {
    const json = JSON.parse(body.toString('utf8')) as { Destination?: Record<string, string[] | undefined> };
    const d = json.Destination ?? {};
    return [...(d.ToAddresses ?? []), ...(d.CcAddresses ?? []), ...(d.BccAddresses ?? [])];
  } catch {
    return [];
  }
};

/**
 * A pass-through in front of the SES stand-in (listening on `port`, forwarding to `target`) that
 * answers a v2 SendEmail to a rejected address with SES's own error (400 MessageRejected).
 */
export async function sesFaultProxy(host: string, port: number, target: Server): Promise<Server> {
  const targetPort = (target.address() as AddressInfo).port;
  const proxy = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url?.startsWith('/v2/email/outbound-emails')) {
        const bad = destinations(body).find(rejectedAddress);
        if (bad) {
          res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' });
          res.end(JSON.stringify({ message: `Email address is not verified: ${bad}` }));
          return;
        }
      }
      const upstream = request(
        { host, port: targetPort, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, host, () => resolve());
  });
  return proxy;
}
