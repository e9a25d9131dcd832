/**
 * Numbers and link plans the stacks share with their unit test. Pure: no SST globals, so
 * `test/unit/stacks.test.ts` can import it without Pulumi.
 */
import { join, relative } from 'node:path';
import type { Group } from '@esg/core/contract/route';
import { REPORT_CONSUMER } from '@esg/core/infra/reportConsumer';
import { EXCEL_CONSUMER } from '@esg/core/infra/excelConsumer';
import { FONT_PACKAGES, fontDir, serverFontFiles } from '@esg/core/infra/png/fontFiles';

/** Names the code reaches through `Resource.<Name>` (core/src/infra/resources.ts). */
export const LINK_NAMES = [
  'Table',
  'Files',
  'ReportQueue',
  'ExcelImportQueue',
  'UserPool',
  'UserPoolClient',
  'Email',
  'Web',
  'LinkKey',
] as const;
export type LinkName = (typeof LINK_NAMES)[number];

/** Every API function verifies tokens and reads the table. */
const BASE: readonly LinkName[] = ['Table', 'UserPool', 'UserPoolClient'];

/**
 * What each resource group's function may reach, beyond BASE. Groups that send e-mail also get
 * `Web`: mail links are built from `Resource.Web.url` (core/src/infra/email/send.ts `appLink`).
 */
const EXTRA: Record<Group, readonly LinkName[]> = {
  session: ['Email', 'Web'], // activation and password-reset mails
  users: ['Email', 'Web'], // account mails sent by administrators
  questionnaire: ['Email', 'Web', 'LinkKey'], // board-member mails; stakeholder links' tokens (ADR 0051)
  files: ['Files'],
  // PDFs in S3, jobs on the queue; a task's return or reopen mails its owners at once (ADR 0160, ADR 0114).
  reporting: ['Files', 'ReportQueue', 'Email', 'Web'],
  excel: ['Files', 'ExcelImportQueue'], // template download, presigned upload of workbooks, commits queued
  admin: [],
  company: ['Email', 'Web'], // onboarding invites the first company administrator
  background: ['Web', 'LinkKey'], // the board list's questionnaire addresses ('Copy link', ADR 0051)
  environmental: [],
  social: [],
  climate: [],
  dashboard: [],
  misc: [],
  // The year's review (ADR 0102): the lock freezes emissions in the table; the board's sign-off (ADR 0113) mails
  // named links (LinkKey) and gives directors a short-lived address of the draft report (Files).
  workflow: ['Email', 'Web', 'LinkKey', 'Files'],
  assurance: ['Files', 'ReportQueue'], // evidence hashed again (ADR 0108); assurance packs on the report queue (ADR 0117)
};

export const groupLinks = (group: Group): LinkName[] => [...BASE, ...EXTRA[group]];

/** API functions: Node.js 22 on Graviton; API Gateway cuts integrations off at 30 s anyway. */
export const API_FUNCTION = {
  runtime: 'nodejs22.x',
  architecture: 'arm64',
  memoryMb: 1024,
  timeoutSeconds: 20,
} as const;

/** Groups that parse or build workbooks get more headroom (ADRs 0033, 0034). */
export const API_FUNCTION_OVERRIDES: Partial<Record<Group, { memoryMb: number; timeoutSeconds: number }>> = {
  excel: { memoryMb: 2048, timeoutSeconds: 29 },
};

/**
 * Groups whose function draws PNG on the server (GET /api/matrix/{id}?format=png, ADR 0058): resvg's
 * WebAssembly build installed into the package (its .wasm is read from node_modules at run time, at
 * the version core pins), and the fonts' regular-weight WOFF subsets copied to `fonts/<package>/`
 * (core/src/infra/png/fontFiles.ts `fontDir`). ~9 MB of fonts, ~2.5 MB of wasm.
 */
export const PNG_GROUPS: readonly Group[] = ['questionnaire'];

/**
 * Packages a function installs rather than bundles, each at the exact version a workspace's package.json pins (read in
 * the order given): SST installs a bare name as `*`, which would take whatever npm has that day.
 */
export function pinnedInstall(names: readonly string[], packageJsons: readonly string[]): Record<string, string> {
  const declared = packageJsons.map(
    (json) => (JSON.parse(json) as { dependencies?: Record<string, string> }).dependencies ?? {},
  );
  return Object.fromEntries(
    names.map((name) => {
      const version = declared.find((d) => Object.hasOwn(d, name))?.[name];
      if (!version || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`${name} is not pinned to an exact version`);
      return [name, version];
    }),
  );
}

export function pngAssets(root: string, corePackageJson: string) {
  return {
    install: pinnedInstall(['@resvg/resvg-wasm'], [corePackageJson]),
    copyFiles: FONT_PACKAGES.flatMap((pkg) =>
      serverFontFiles(pkg).map((file) => ({
        from: relative(root, join(fontDir(pkg), file)),
        to: `fonts/${pkg}/${file}`,
      })),
    ),
  };
}

/**
 * Cognito's pre-token-generation trigger (ADR 0085): the caller's tenant and user ids as access-token
 * claims, read from the table (its only link) on every sign-in and refresh. V2 events (access-token claims) need the
 * pool on the Essentials feature plan.
 */
export const TOKEN_CLAIMS_TRIGGER = {
  handler: 'functions/src/triggers/tokenClaims.handler',
  handlerPath: 'functions/src/triggers/tokenClaims.ts',
  version: 'v2',
  tier: 'ESSENTIALS',
} as const;

/** The Chromium PDF worker (docs/architecture.md, ADR 0008). x86_64: @sparticuz/chromium ships no arm64 binary. */
export const REPORT_WORKER = {
  handler: 'functions/src/workers/report.handler',
  handlerPath: 'functions/src/workers/report.ts',
  runtime: 'nodejs22.x',
  architecture: 'x86_64',
  memoryMb: 2048,
  timeoutSeconds: REPORT_CONSUMER.timeoutSeconds,
  /**
   * Installed into the function package, not bundled: @sparticuz/chromium carries the Chromium binary; unpdf is what
   * the publication pack's reading thread imports by name (functions/src/workers/pdfText.ts, ADR 0141); resvg's wasm
   * build, which draws the Word edition's pictures with the fonts stacks/png.ts copies in (ADR 0044 amended).
   */
  install: ['@sparticuz/chromium', 'unpdf', '@resvg/resvg-wasm'],
  /** Where those are pinned: the functions' workspace, then core's (resvg, ADR 0058). */
  pinnedIn: ['functions/package.json', 'core/package.json'],
  /**
   * Jobs in the table, PDFs in the bucket. No ReportQueue: the worker never sends a message, and
   * the queue subscription already grants it receive and delete on the queue it consumes.
   */
  links: ['Table', 'Files'] satisfies LinkName[],
  /** The built report page travels with the worker (functions/src/workers/pageServer.ts). */
  copyFiles: [{ from: 'web/dist', to: 'web/dist' }],
  /** Shared with the local poller (core/src/infra/reportConsumer.ts): a few PDFs per batch. */
  batchSize: REPORT_CONSUMER.batchSize,
  /** Caps concurrent Chromium instances (SQS event source maximum concurrency, min 2). */
  maxConcurrency: 5,
} as const;

/** Report queue: AWS asks for visibility ≥ 6× the consumer timeout; poison jobs go to the DLQ after 3 receives. */
export const REPORT_QUEUE = {
  maxReceiveCount: 3,
  visibilityTimeoutSeconds: 6 * REPORT_WORKER.timeoutSeconds,
  dlqRetentionSeconds: 14 * 24 * 60 * 60,
} as const;

/** Only production keeps its data when the stack goes: other stages must stay removable with `sst remove`. */
export const isProduction = (stage: string) => stage === 'production';

/**
 * The single table (ADR 0004) beyond its keys and index: on-demand, point-in-time recovery,
 * a new-and-old-images stream, TTL on `ttl`, and deletion protection in production.
 */
export const TABLE = {
  billingMode: 'PAY_PER_REQUEST',
  pointInTimeRecovery: true,
  stream: 'new-and-old-images',
  ttl: 'ttl',
  deletionProtection: isProduction,
} as const;

/** Never empty a production bucket to delete it; ephemeral stages' buckets go with `sst remove`. */
export const FILES_BUCKET = { forceDestroy: (stage: string) => !isProduction(stage) } as const;

/**
 * CORS of the files bucket, for the product's origin only: browsers PUT to presigned URLs and
 * follow presigned GET redirects, and read the download's name and size from the headers.
 * Generic in the origin because stacks/storage.ts passes the router's URL (a Pulumi Output).
 */
export const filesCors = <Origin>(origin: Origin) => ({
  allowOrigins: [origin],
  allowMethods: ['GET', 'HEAD', 'PUT'] as ('GET' | 'HEAD' | 'PUT')[],
  allowHeaders: ['*'],
  exposeHeaders: ['ETag', 'Content-Disposition', 'Content-Length', 'Content-Type'],
  maxAge: '1 hour' as const,
});

/** The Excel import worker: validates uploaded workbooks, streamed from S3. */
export const EXCEL_WORKER = {
  handler: 'functions/src/workers/excelImport.handler',
  handlerPath: 'functions/src/workers/excelImport.ts',
  runtime: 'nodejs22.x',
  architecture: 'arm64',
  memoryMb: EXCEL_CONSUMER.memoryMb,
  timeoutSeconds: EXCEL_CONSUMER.timeoutSeconds,
  /** Import jobs in the table, workbooks and staged changes in the bucket; the watchdog's next look queued (ADR 0065). */
  links: ['Table', 'Files', 'ExcelImportQueue'] satisfies LinkName[],
  batchSize: EXCEL_CONSUMER.batchSize,
} as const;

/** Import queue: S3 notifications of uploaded workbooks; visibility ≥ 6× the worker timeout, DLQ after 3. */
export const EXCEL_QUEUE = {
  maxReceiveCount: 3,
  visibilityTimeoutSeconds: 6 * EXCEL_WORKER.timeoutSeconds,
  dlqRetentionSeconds: 14 * 24 * 60 * 60,
} as const;

/**
 * The hourly reminder run (ADR 0114): an EventBridge schedule invoking one function that reads every company's
 * open years and mails through SES within each company's hourly budget (the rest goes the next hour).
 */
export const REMINDER_RUN = {
  handler: 'functions/src/scheduled/reminders.handler',
  handlerPath: 'functions/src/scheduled/reminders.ts',
  schedule: 'rate(1 hour)',
  timeoutSeconds: 300,
  memoryMb: 1024,
  links: ['Table', 'Email', 'Web'] satisfies LinkName[],
} as const;

/**
 * The CloudFront viewer-response code (SST's Router `edge.viewerResponse.injection`) that sets each of the origin's
 * headers on every response (core/src/infra/edgeHeaders.ts, ADR 0162). CloudFront Functions name headers in lower case.
 */
export const edgeHeadersInjection = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers)
    .map(
      ([name, value]) =>
        `event.response.headers[${JSON.stringify(name.toLowerCase())}] = { value: ${JSON.stringify(value)} };`,
    )
    .join('\n');
