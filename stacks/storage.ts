import { router } from './edge';

const production = $app.stage === 'production';

/**
 * The single table (DESIGN §4): pk/sk plus one generic GSI, TTL on `ttl` for expiring items,
 * a new-and-old-images stream. packages/local/src/provision.ts creates the same shape locally.
 */
export const table = new sst.aws.Dynamo('Table', {
  fields: { pk: 'string', sk: 'string', gsi1pk: 'string', gsi1sk: 'string' },
  primaryIndex: { hashKey: 'pk', rangeKey: 'sk' },
  globalIndexes: { gsi1: { hashKey: 'gsi1pk', rangeKey: 'gsi1sk', projection: 'all' } },
  stream: 'new-and-old-images',
  ttl: 'ttl',
  transform: {
    table: (args) => {
      args.billingMode = 'PAY_PER_REQUEST';
      args.pointInTimeRecovery = { enabled: true };
      // Ephemeral stages must stay removable with `sst remove`; production refuses deletion.
      args.deletionProtectionEnabled = production;
    },
  },
});

/**
 * Attachments, Excel uploads and generated PDFs under `tenants/<tenantId>/…`. Private (SST blocks
 * public access and denies plain HTTP), SSE-S3 by default, and CORS only for the product's origin:
 * browsers PUT to presigned URLs and follow presigned GET redirects.
 */
export const files = new sst.aws.Bucket('Files', {
  cors: {
    allowOrigins: [router.url],
    allowMethods: ['GET', 'HEAD', 'PUT'],
    allowHeaders: ['*'],
    exposeHeaders: ['ETag', 'Content-Disposition', 'Content-Length', 'Content-Type'],
    maxAge: '1 hour',
  },
  transform: {
    bucket: (args) => {
      // Never empty a production bucket to delete it.
      args.forceDestroy = !production;
    },
  },
});

new aws.s3.BucketServerSideEncryptionConfiguration('FilesEncryption', {
  bucket: files.name,
  rules: [{ applyServerSideEncryptionByDefault: { sseAlgorithm: 'AES256' }, bucketKeyEnabled: true }],
});
