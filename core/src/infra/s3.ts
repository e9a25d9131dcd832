import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Resource } from './resources';
import { SDK_CLIENT_CONFIG } from './sdkConfig';

let client: S3Client | undefined;

/** One client per process (Lambda reuses it while warm). */
export function s3(): S3Client {
  client ??= new S3Client({
    ...SDK_CLIENT_CONFIG,
    // s3rver only understands path-style requests, and the SDK ignores AWS_S3_FORCE_PATH_STYLE.
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
    // Otherwise the SDK adds a CRC32 of the *empty* body to presigned PUTs, which then fail for any
    // real file, and asks for checksum mode on presigned GETs; both break browser transfers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}

export const bucket = () => Resource.Files.name;

/**
 * A presigned PUT that only accepts exactly this type and length (both signed: S3 refuses any
 * other), and only if the key is still free (If-None-Match: *), so a ticket cannot overwrite a
 * checked file. Returns the headers the client must send.
 */
export async function presignPut(key: string, contentType: string, contentLength: number, expiresIn: number) {
  const command = new PutObjectCommand({
    Bucket: bucket(),
    Key: key,
    ContentType: contentType,
    ContentLength: contentLength,
    IfNoneMatch: '*',
  });
  // content-type is on the presigner's "unsignable" list by default; signing it is the point here.
  const signableHeaders = new Set(['content-type', 'content-length', 'if-none-match']);
  const url = await getSignedUrl(s3(), command, { expiresIn, signableHeaders });
  return { url, headers: { 'content-type': contentType, 'if-none-match': '*' } };
}

/** A short-lived GET whose response headers S3 sets from the signed query (the client cannot change them). */
export function presignGet(key: string, opts: { contentType: string; disposition: string; expiresIn: number }) {
  const command = new GetObjectCommand({
    Bucket: bucket(),
    Key: key,
    ResponseContentType: opts.contentType,
    ResponseContentDisposition: opts.disposition,
    ResponseCacheControl: 'private, no-store',
  });
  return getSignedUrl(s3(), command, { expiresIn: opts.expiresIn });
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound');

/** Size and type S3 stored, or undefined when nothing was uploaded. */
export async function headObject(key: string) {
  try {
    const out = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: out.ContentLength ?? 0, type: out.ContentType ?? '' };
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

/** The first `bytes` bytes of an object (a ranged GET: the rest is never read). */
export async function readStart(key: string, bytes: number): Promise<Uint8Array> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${bytes - 1}` }));
  return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** Deletes objects (up to 1000 keys per call); deleting a missing key is not an error in S3. */
export async function deleteObjects(keyList: string[]) {
  if (keyList.length === 0) return;
  const out = await s3().send(
    new DeleteObjectsCommand({
      Bucket: bucket(),
      Delete: { Objects: keyList.map((Key) => ({ Key })), Quiet: true },
    }),
  );
  if (out.Errors?.length) throw new Error(`S3 refused to delete ${out.Errors.length} object(s)`);
}

/** Bytes `start`..`end` (inclusive) of an object: a ranged GET. */
export async function readRange(key: string, start: number, end: number): Promise<Uint8Array> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=${start}-${end}` }));
  return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** An object's body as a Node stream, read as it arrives (the Excel import never holds the file). */
export async function readStream(key: string): Promise<import('node:stream').Readable> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return out.Body as import('node:stream').Readable;
}

/** The SHA-256 (hex) of an object's bytes, hashed as they stream in: never the whole object in memory. */
export async function objectSha256(key: string): Promise<string | undefined> {
  const { createHash } = await import('node:crypto');
  try {
    const hash = createHash('sha256');
    for await (const chunk of await readStream(key)) hash.update(chunk as Uint8Array);
    return hash.digest('hex');
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return undefined;
    throw err;
  }
}
