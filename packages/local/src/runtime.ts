import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { localConfig, ROOT, type LocalConfig } from './config';
import { applyEndpoints, applyResources } from './env';
import { ensureTable, ensureUserPool, queueUrl } from './provision';
import { startCognito, startDynamo, startS3, startSes, startSqs, waitFor, type StandIn } from './standins';
import { startGateway } from './gateway';
import { startExcelPoller, startReportPoller } from './poller';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed';

/** The product's client build version: the root package.json's, the one release tooling bumps. */
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** The stand-ins a fault test may take away and bring back (ADR 0022). */
export type OutageTarget = 'dynamodb' | 's3' | 'ses' | 'sqs';

export interface Runtime {
  cfg: LocalConfig;
  inboxUrl: string;
  stop: () => Promise<void>;
  /** Stops one stand-in, as an outage would; the returned function starts it again on the same data. */
  outage: (target: OutageTarget) => Promise<() => Promise<void>>;
}

/**
 * Starts the whole product on this machine (docs/architecture.md, "Locally"): stand-ins, provisioning, demo seed,
 * then the gateway serving the API, the Cognito proxy and the built web app on one port.
 */
export async function startRuntime(env: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  const cfg = localConfig(env);
  if (env.ESG_RESET === '1') rmSync(cfg.dataDir, { recursive: true, force: true });
  applyEndpoints(cfg);
  const standIns: StandIn[] = [];
  const stop = async () => {
    await Promise.allSettled(standIns.reverse().map((s) => s.stop()));
  };
  try {
    standIns.push(startDynamo(cfg), startCognito(cfg));
    standIns.push(await startS3(cfg), await startSes(cfg), await startSqs(cfg));
    await waitFor('DynamoDB Local', () => ensureTable(cfg));
    const ids = await waitFor('cognito-local', () => ensureUserPool(cfg));
    applyResources(cfg, {
      ...ids,
      queueUrl: await queueUrl(cfg),
      excelQueueUrl: await queueUrl(cfg, cfg.names.excelQueue),
    });
    if (env.ESG_SEED !== '0') await seedDemo();
    // The report queue's event source (SQS → worker); ESG_WORKER=0 leaves jobs queued.
    if (env.ESG_WORKER !== '0') standIns.push(startReportPoller(await queueUrl(cfg)));
    // The import queue's event source (S3 notification → SQS → import worker).
    if (env.ESG_WORKER !== '0') standIns.push(startExcelPoller(await queueUrl(cfg, cfg.names.excelQueue)));
    const gateway = await startGateway(cfg, () => ({
      version: VERSION,
      cognito: {
        userPoolId: ids.poolId,
        userPoolClientId: ids.clientId,
        userPoolEndpoint: `${cfg.url}/cognito/`,
        authFlowType: 'USER_PASSWORD_AUTH',
      },
    }));
    standIns.push({ name: 'gateway', stop: gateway.close });
  } catch (err) {
    await stop();
    throw err;
  }
  const restarts: Record<OutageTarget, () => Promise<StandIn>> = {
    dynamodb: async () => {
      const dynamo = startDynamo(cfg);
      await waitFor('DynamoDB Local', () => ensureTable(cfg));
      return dynamo;
    },
    s3: () => startS3(cfg),
    ses: () => startSes(cfg),
    sqs: () => startSqs(cfg),
  };
  const outage = async (target: OutageTarget) => {
    const i = standIns.findIndex((s) => s.name === target);
    await standIns[i]!.stop();
    return async () => {
      standIns[i] = await restarts[target]();
    };
  };
  return { cfg, inboxUrl: `http://localhost:${cfg.ports.ses}/`, stop, outage };
}

export const readyLine = (rt: Runtime) =>
  `ready ${rt.cfg.url} — logins ${DEMO_LOGINS.join(', ')} (password ${DEMO_PASSWORD}) — e-mail inbox ${rt.inboxUrl}`;
