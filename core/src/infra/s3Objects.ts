import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Resource } from './resources';
import { SDK_CLIENT_CONFIG } from './sdkConfig';

let client: S3Client | undefined;
/**
 * One client per process. Stand-ins behind an endpoint override (s3rver) have no
 * virtual-host buckets, so path-style addressing follows the override.
 */
export const s3 = () =>
  (client ??= new S3Client({ ...SDK_CLIENT_CONFIG, forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) }));

/** Stores a small generated object (a PDF) in the files bucket in one PUT. */
export async function putBytes(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: Resource.Files.name,
      Key: key,
      Body: bytes,
      ContentType: contentType,
      ContentLength: bytes.byteLength,
    }),
  );
}

/** A whole object as bytes, or undefined when it does not exist. Only for objects of a few MB. */
export async function getBytes(key: string): Promise<Uint8Array | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: Resource.Files.name, Key: key }));
    return out.Body ? await out.Body.transformToByteArray() : undefined;
  } catch (err) {
    if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return undefined;
    throw err;
  }
}
