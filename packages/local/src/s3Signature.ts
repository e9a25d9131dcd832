import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What S3 checks of a presigned request and s3rver does not (it skips SigV4 altogether): the
 * signature of a presigned PUT over its signed headers as they arrive — so an upload whose
 * content-length, content-type or if-none-match differ from what was signed is refused, as S3
 * refuses it — and its expiry. Other requests (the SDK's own calls, signed in their Authorization
 * header; presigned GETs; CORS preflights) are left to s3rver as before.
 */
export function presignedRefusal(req: IncomingMessage, secret: string): string | undefined {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const q = url.searchParams;
  if (req.method !== 'PUT' || q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !q.has('X-Amz-Signature'))
    return undefined;
  const amzDate = q.get('X-Amz-Date') ?? '';
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!(signedAt + Number(q.get('X-Amz-Expires') ?? 0) * 1000 >= Date.now())) return 'AccessDenied';
  const enc = (s: string) =>
    encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const query = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [enc(k), enc(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signedHeaders = q.get('X-Amz-SignedHeaders') ?? '';
  const headers = signedHeaders
    .split(';')
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const [, ...scopeParts] = (q.get('X-Amz-Credential') ?? '').split('/');
  const scope = scopeParts.join('/');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  let key: Buffer = Buffer.from(`AWS4${secret}`);
  for (const part of scopeParts) key = createHmac('sha256', key).update(part).digest();
  const expected = Buffer.from(createHmac('sha256', key).update(toSign).digest('hex'));
  const given = Buffer.from(q.get('X-Amz-Signature') ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : 'SignatureDoesNotMatch';
}

const MESSAGES = {
  AccessDenied: 'Request has expired',
  SignatureDoesNotMatch: 'The request signature we calculated does not match the signature you provided.',
};

/** What an s3rver (Koa) middleware reads and answers. */
export interface S3Context {
  req: IncomingMessage;
  res: ServerResponse;
  status: number;
  type: string;
  body: unknown;
}

/**
 * S3's error reply: its status and the XML body the SDK and the browser read the code from. A browser's request is
 * answered with the bucket's CORS headers (its rule allows any origin, standins.ts), as S3 answers an error, so the
 * page sees the refusal and not a network error.
 */
export function s3Error(ctx: S3Context, status: number, code: string, message: string) {
  if (ctx.req.headers.origin) {
    ctx.res.setHeader('Access-Control-Allow-Origin', '*');
    ctx.res.setHeader('Access-Control-Expose-Headers', 'ETag');
  }
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** s3rver (Koa) middleware: a presigned request S3 would refuse answers S3's 403. */
export const enforcePresigned =
  (secret = () => process.env.AWS_SECRET_ACCESS_KEY ?? 'S3RVER') =>
  async (ctx: S3Context, next: () => Promise<void>) => {
    const refusal = presignedRefusal(ctx.req, secret());
    if (!refusal) return next();
    s3Error(ctx, 403, refusal, MESSAGES[refusal as keyof typeof MESSAGES]);
  };
