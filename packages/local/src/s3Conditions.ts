import { s3Error, type S3Context } from './s3Signature';

/**
 * S3's conditional write, which s3rver ignores: a PUT of an object with `If-None-Match: *` is refused with 412
 * PreconditionFailed when the key already holds an object. Every upload ticket signs that header
 * (core/src/infra/s3.ts, docs/decisions/0034-excel-import.md), so a ticket is good for one upload only, as in AWS.
 * Uploads of multipart parts (`uploadId`) are not object writes and pass.
 */
export const enforceIfNoneMatch =
  () =>
  async (
    ctx: S3Context & { store: { existsObject(bucket: string, key: string): Promise<boolean> } },
    next: () => Promise<void>,
  ) => {
    const url = new URL(ctx.req.url ?? '/', 'http://stand-in');
    const [, bucket, ...key] = url.pathname.split('/').map(decodeURIComponent);
    const conditional = ctx.req.method === 'PUT' && ctx.req.headers['if-none-match']?.trim() === '*';
    if (!conditional || !bucket || key.length === 0 || url.searchParams.has('uploadId')) return next();
    if (!(await ctx.store.existsObject(bucket, key.join('/')))) return next();
    s3Error(ctx, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
  };
