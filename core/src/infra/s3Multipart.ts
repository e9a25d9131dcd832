import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { bucket, s3 } from './s3';

/** S3's smallest part but the last is 5 MiB; 8 MiB keeps a 500 MB pack to ~60 parts. */
export const PART_BYTES = 8 * 1024 * 1024;
/** Parts uploading while the next one fills: reading and writing overlap, memory stays at (1 + 2) parts. */
const PARTS_IN_FLIGHT = 2;

/**
 * An object written to S3 in parts as its bytes arrive (multipart upload), never held whole: a part of PART_BYTES is
 * sent once full, at most PARTS_IN_FLIGHT at a time (`write` waits when they are all busy). `complete` sends the rest
 * and joins the parts; `abort` throws them away (S3 keeps no half-written object).
 */
export class MultipartObject {
  private uploadId?: string;
  private buffered: Uint8Array[] = [];
  private bufferedBytes = 0;
  private readonly parts: { ETag: string; PartNumber: number }[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown;
  private nextPart = 1;

  constructor(
    private readonly key: string,
    private readonly contentType: string,
  ) {}

  private async id() {
    this.uploadId ??= (
      await s3().send(
        new CreateMultipartUploadCommand({ Bucket: bucket(), Key: this.key, ContentType: this.contentType }),
      )
    ).UploadId!;
    return this.uploadId;
  }

  /** Takes a chunk (kept until its part is sent: the caller must not reuse its buffer); sends a part when one is full. */
  async write(chunk: Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    this.buffered.push(chunk);
    this.bufferedBytes += chunk.byteLength;
    while (this.bufferedBytes >= PART_BYTES) await this.flush(PART_BYTES);
  }

  private async flush(bytes: number) {
    const all = Buffer.concat(this.buffered, this.bufferedBytes);
    const body = all.subarray(0, bytes);
    const rest = all.subarray(bytes);
    this.buffered = rest.byteLength ? [rest] : [];
    this.bufferedBytes = rest.byteLength;
    const partNumber = this.nextPart++;
    while (this.inFlight.size >= PARTS_IN_FLIGHT) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
    const uploadId = await this.id();
    const sending: Promise<void> = s3()
      .send(
        new UploadPartCommand({
          Bucket: bucket(),
          Key: this.key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: body,
          ContentLength: body.byteLength,
        }),
      )
      .then((out) => {
        this.parts.push({ ETag: out.ETag!, PartNumber: partNumber });
      })
      .catch((err: unknown) => {
        this.failure ??= err;
      })
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Sends what is left as the last part and joins the parts into the object. */
  async complete(): Promise<void> {
    if (this.bufferedBytes > 0 || this.nextPart === 1) await this.flush(this.bufferedBytes);
    await Promise.all(this.inFlight);
    if (this.failure) throw this.failure;
    const parts = [...this.parts].sort((a, b) => a.PartNumber - b.PartNumber);
    await s3().send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket(),
        Key: this.key,
        UploadId: await this.id(),
        MultipartUpload: { Parts: parts },
      }),
    );
  }

  /** Throws the parts away (a failed build leaves nothing half-written behind). */
  async abort(): Promise<void> {
    await Promise.allSettled(this.inFlight);
    if (!this.uploadId) return;
    await s3().send(new AbortMultipartUploadCommand({ Bucket: bucket(), Key: this.key, UploadId: this.uploadId }));
  }
}
