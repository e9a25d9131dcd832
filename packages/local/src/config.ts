import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');

/** Where everything of one local runtime lives; tests run their own on other ports and dirs. */
export interface LocalConfig {
  port: number;
  dataDir: string;
  /** `cognito` is the endpoint every client uses (the token claims stand-in); cognito-local answers behind it. */
  ports: { dynamo: number; s3: number; ses: number; sqs: number; cognito: number; cognitoLocal: number };
  url: string;
  /** Client addresses the per-IP throttle never limits (`ESG_THROTTLE_EXEMPT`, comma-separated; ADR 0023). */
  throttleExempt: string[];
  /**
   * DynamoDB Local keeps its tables in memory instead of its SQLite file (`ESG_DYNAMO_IN_MEMORY=1`):
   * for benches that write tens of thousands of items, where the file's ~15 ms of disk per item
   * would be all they measured (docs/bench.md). Nothing survives a restart.
   */
  dynamoInMemory: boolean;
  names: {
    table: string;
    bucket: string;
    queue: string;
    dlq: string;
    excelQueue: string;
    excelDlq: string;
    pool: string;
    sender: string;
  };
}

export function localConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const port = Number(env.PORT ?? 3000);
  // Stand-ins sit just above the app port so that two runtimes (dev and tests) never collide.
  const base = port + 10;
  return {
    port,
    dataDir: resolve(ROOT, env.ESG_DATA_DIR ?? '.local'),
    ports: { dynamo: base, s3: base + 1, ses: base + 2, sqs: base + 3, cognito: base + 4, cognitoLocal: port + 9 },
    url: `http://localhost:${port}`,
    throttleExempt: (env.ESG_THROTTLE_EXEMPT ?? '').split(',').filter(Boolean),
    dynamoInMemory: env.ESG_DYNAMO_IN_MEMORY === '1',
    names: {
      table: 'esg',
      bucket: 'esg-files',
      queue: 'esg-reports',
      dlq: 'esg-reports-dlq',
      excelQueue: 'esg-excel-imports',
      excelDlq: 'esg-excel-imports-dlq',
      pool: 'esg-local',
      sender: 'no-reply@esg.local',
    },
  };
}
