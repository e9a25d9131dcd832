import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalConfig } from './config';

/**
 * The local stage's `LinkKey` secret (ADR 0051): 32 random bytes made on the first start and kept in the
 * data directory, so stakeholder links stay valid across restarts and die with `npm run reset`.
 */
function localLinkKey(cfg: LocalConfig): string {
  const file = join(cfg.dataDir, 'link-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64');
  mkdirSync(cfg.dataDir, { recursive: true });
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * Points the AWS SDK at the stand-ins (the standard AWS_ENDPOINT_URL_<SERVICE> variables) and
 * links resources the way SST does in AWS (SST_RESOURCE_<Name>), so handlers run unchanged.
 */
export function applyEndpoints(cfg: LocalConfig) {
  const local = (p: number) => `http://localhost:${p}`;
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    // Without this, streamed S3 uploads to s3rver are silently corrupted.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'when_required',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'when_required',
    AWS_ENDPOINT_URL_DYNAMODB: local(cfg.ports.dynamo),
    AWS_ENDPOINT_URL_S3: local(cfg.ports.s3),
    AWS_ENDPOINT_URL_SESV2: local(cfg.ports.ses),
    AWS_ENDPOINT_URL_SQS: local(cfg.ports.sqs),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: local(cfg.ports.cognito),
    AWS_S3_FORCE_PATH_STYLE: 'true',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    // DynamoDB Local's SQLite file takes one write at a time (core/src/infra/db/bulk.ts).
    ESG_BULK_IN_FLIGHT: cfg.dynamoInMemory ? '4' : '1',
  });
}

/** Links resources by name once the stand-ins have been provisioned. */
export function applyResources(
  cfg: LocalConfig,
  ids: { poolId: string; clientId: string; queueUrl: string; excelQueueUrl: string },
) {
  Object.assign(process.env, {
    SST_RESOURCE_App: JSON.stringify({ name: 'esg', stage: 'local' }),
    SST_RESOURCE_Table: JSON.stringify({ type: 'sst.aws.Dynamo', name: cfg.names.table }),
    SST_RESOURCE_Files: JSON.stringify({ type: 'sst.aws.Bucket', name: cfg.names.bucket }),
    SST_RESOURCE_ReportQueue: JSON.stringify({ type: 'sst.aws.Queue', url: ids.queueUrl }),
    SST_RESOURCE_ExcelImportQueue: JSON.stringify({ type: 'sst.aws.Queue', url: ids.excelQueueUrl }),
    SST_RESOURCE_UserPool: JSON.stringify({ type: 'sst.aws.CognitoUserPool', id: ids.poolId }),
    SST_RESOURCE_UserPoolClient: JSON.stringify({ type: 'sst.aws.CognitoUserPoolClient', id: ids.clientId }),
    SST_RESOURCE_Email: JSON.stringify({ type: 'sst.aws.Email', sender: cfg.names.sender }),
    SST_RESOURCE_Web: JSON.stringify({ type: 'sst.aws.StaticSite', url: cfg.url }),
    SST_RESOURCE_LinkKey: JSON.stringify({ type: 'sst.sst.Secret', value: localLinkKey(cfg) }),
  });
}
