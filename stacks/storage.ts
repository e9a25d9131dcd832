import { router } from './edge';
import { FILES_BUCKET, TABLE, filesCors } from './settings';

/**
 * The single table (ADR 0004): pk/sk plus one generic GSI; stream, TTL, PITR and deletion
 * protection come from stacks/settings.ts TABLE, where the unit test checks them.
 * packages/local/src/provision.ts creates the same shape locally.
 */
export const table = new sst.aws.Dynamo('Table', {
  fields: { pk: 'string', sk: 'string', gsi1pk: 'string', gsi1sk: 'string' },
  primaryIndex: { hashKey: 'pk', rangeKey: 'sk' },
  globalIndexes: { gsi1: { hashKey: 'gsi1pk', rangeKey: 'gsi1sk', projection: 'all' } },
  stream: TABLE.stream,
  ttl: TABLE.ttl,
  transform: {
    table: (args) => {
      args.billingMode = TABLE.billingMode;
      args.pointInTimeRecovery = { enabled: TABLE.pointInTimeRecovery };
      args.deletionProtectionEnabled = TABLE.deletionProtection($app.stage);
    },
  },
});

/**
 * Attachments, Excel uploads and generated PDFs under `tenants/<tenantId>/…`. Private (SST blocks
 * public access and denies plain HTTP), SSE-S3 by default, and CORS only for the product's origin
 * (stacks/settings.ts filesCors).
 */
export const files = new sst.aws.Bucket('Files', {
  cors: filesCors(router.url),
  transform: {
    bucket: (args) => {
      args.forceDestroy = FILES_BUCKET.forceDestroy($app.stage);
    },
  },
});

new aws.s3.BucketServerSideEncryptionConfiguration('FilesEncryption', {
  bucket: files.name,
  rules: [{ applyServerSideEncryptionByDefault: { sseAlgorithm: 'AES256' }, bucketKeyEnabled: true }],
});
