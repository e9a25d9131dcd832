import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contract } from '@esg/core/contract/index';
import { GROUPS, type Group, type RouteDef } from '@esg/core/contract/route';
import { REPORT_CONSUMER } from '@esg/core/infra/reportConsumer';
import { PER_IP_TO_ROUTE, planFunctions, routeKey, routeShape, throttleSettings } from '../../stacks/routes';
import {
  API_FUNCTION,
  API_FUNCTION_OVERRIDES,
  FILES_BUCKET,
  filesCors,
  groupLinks,
  PNG_GROUPS,
  pngAssets,
  pinnedInstall,
  edgeHeadersInjection,
  REPORT_QUEUE,
  REMINDER_RUN,
  REPORT_WORKER,
  TABLE,
  TOKEN_CLAIMS_TRIGGER,
  type LinkName,
} from '../../stacks/settings';
import { EDGE_HEADERS } from '@esg/core/infra/edgeHeaders';

const root = join(import.meta.dirname, '..', '..');
const plan = planFunctions();
const planned = plan.flatMap((fn) => fn.routes.map((route) => ({ ...route, group: fn.group })));

describe('stacks: the contract as API Gateway routes', () => {
  it('maps every contract route to exactly one function, the one of its group', () => {
    expect(Object.keys(contract).length).toBeGreaterThan(0);
    for (const [id, def] of Object.entries(contract)) {
      const owners = planned.filter((r) => r.id === id);
      expect(owners, id).toHaveLength(1);
      expect(owners[0]!.group, id).toBe(def.group);
      expect(owners[0]!.key, id).toBe(`${def.method} ${def.path}`);
    }
    expect(planned).toHaveLength(Object.keys(contract).length);
  });

  it('plans one function per group that has routes, and none for empty groups', () => {
    const groupsWithRoutes = new Set(Object.values(contract).map((r) => r.group));
    expect(plan.map((fn) => fn.group).sort()).toEqual([...groupsWithRoutes].sort());
  });

  it('never gives two routes the same METHOD path, even with parameters renamed', () => {
    const keys = planned.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    const shapes = keys.map(routeShape);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('puts the JWT authorizer on every route but the public ones', () => {
    for (const route of planned) expect(route.auth, route.id).toBe(contract[route.id]!.access !== 'public');
    expect(planned.find((r) => r.key === 'HEAD /api/ping')?.auth).toBe(false);
    expect(planned.find((r) => r.key === 'GET /api/session')?.auth).toBe(true);
  });

  it('throttles exactly the public account, questionnaire, supplier and sign-off routes the contract limits, at the stage (ADR 0023, 0030, 0113, 0119)', () => {
    const settings = throttleSettings(plan);
    expect(settings.map((s) => s.routeKey).sort()).toEqual([
      'GET /api/questionnaire/q/{id}',
      'GET /api/signoff/{id}',
      'GET /api/supplier/q/{id}',
      'POST /api/auth/register',
      'POST /api/questionnaire',
      'POST /api/signoff',
      'POST /api/supplier',
      'POST /api/supplier/evidence',
      'POST /api/supplier/evidence/confirm',
      'PUT /api/auth/activate/{value}',
      'PUT /api/user/forget-password/{value}',
      'PUT /api/user/reset-password/{value}',
    ]);
    for (const s of settings) {
      const { perIp } = contract[planned.find((r) => r.key === s.routeKey)!.id]!.throttle!;
      expect(s.throttlingBurstLimit).toBe(perIp.burst * PER_IP_TO_ROUTE);
      expect(s.throttlingRateLimit).toBeCloseTo((perIp.ratePerMinute / 60) * PER_IP_TO_ROUTE);
    }
  });

  it('points each function at functions/src/handlers/<group>.ts, which exports handler', async () => {
    for (const fn of plan) {
      expect(fn.handler).toBe(`functions/src/handlers/${fn.group}.handler`);
      expect(existsSync(join(root, fn.handlerPath)), fn.handlerPath).toBe(true);
      const mod = (await import(pathToFileURL(join(root, fn.handlerPath)).href)) as { handler?: unknown };
      expect(typeof mod.handler, fn.handlerPath).toBe('function');
    }
  });

  it('links each group to exactly the resources it needs, nothing more (least privilege)', () => {
    // Every function verifies tokens (Cognito) and reads the table; the rest is per group.
    const base: LinkName[] = ['Table', 'UserPool', 'UserPoolClient'];
    const mail: LinkName[] = ['Email', 'Web']; // mail links are built from Resource.Web.url
    const expected: Record<Group, LinkName[]> = {
      session: [...base, ...mail], // activation and password-reset mails
      users: [...base, ...mail], // account mails sent by administrators
      questionnaire: [...base, ...mail, 'LinkKey'], // board-member mails; stakeholder links' tokens
      company: [...base, ...mail], // the first company administrator's invitation
      files: [...base, 'Files'],
      excel: [...base, 'Files', 'ExcelImportQueue'], // commits are queued to the import worker
      reporting: [...base, 'Files', 'ReportQueue', ...mail], // report jobs; a task's return or reopen mails (ADR 0160)
      assurance: [...base, 'Files', 'ReportQueue'], // evidence fingerprints; assurance packs on the report queue
      admin: base,
      background: [...base, 'Web', 'LinkKey'], // the board list's questionnaire addresses
      environmental: base,
      social: base,
      climate: base,
      dashboard: base,
      misc: base,
      workflow: [...base, ...mail, 'LinkKey', 'Files'], // the board's sign-off: named links, the draft's address
    };
    const sorted = (links: readonly string[]) => [...links].sort();
    expect(Object.keys(expected).sort()).toEqual([...GROUPS].sort());
    for (const group of GROUPS) expect(sorted(groupLinks(group)), group).toEqual(sorted(expected[group]));
    for (const fn of plan) expect(sorted(fn.links), fn.group).toEqual(sorted(expected[fn.group]));
  });

  it('runs every API function on Node.js 22; overrides change only size and timeout', () => {
    expect(API_FUNCTION.runtime).toBe('nodejs22.x');
    for (const override of Object.values(API_FUNCTION_OVERRIDES))
      expect(Object.keys(override).sort()).toEqual(['memoryMb', 'timeoutSeconds']);
  });

  it('refuses a route filed under another group or with a path API Gateway would not take', () => {
    const ping = contract.ping as RouteDef;
    expect(() => planFunctions({ users: { ping } })).toThrow(/declares group session/);
    expect(() => planFunctions({ session: { bad: { ...ping, path: '/ping' } } })).toThrow(/not \/api/);
    expect(() => planFunctions({ session: { bad: { ...ping, path: '/api/ping/' } } })).toThrow(/not \/api/);
    expect(routeKey({ method: 'GET', path: '/api/x/{id}' })).toBe('GET /api/x/{id}');
  });
});

describe('stacks: the report queue and worker', () => {
  it('keeps messages invisible for at least 6× the worker timeout and dead-letters after 3 receives', () => {
    expect(REPORT_WORKER.timeoutSeconds).toBe(120);
    expect(REPORT_QUEUE.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * REPORT_WORKER.timeoutSeconds);
    expect(REPORT_QUEUE.maxReceiveCount).toBe(3);
  });

  it('runs the worker on x86_64 (sparticuz has no arm64 Chromium) with 2 GB on Node.js 22', () => {
    expect(REPORT_WORKER.architecture).toBe('x86_64');
    expect(REPORT_WORKER.memoryMb).toBe(2048);
    expect(REPORT_WORKER.runtime).toBe('nodejs22.x');
  });

  it('installs Chromium, unpdf and resvg into the package instead of bundling them, each at the version the lockfile has', () => {
    // `nodejs.install` keeps the packages (and Chromium's brotli archives) out of esbuild's bundle; the Word edition's
    // pictures are drawn by resvg's wasm build (ADR 0044 amended).
    const read = (file: string) => readFileSync(join(root, file), 'utf8');
    const pins = pinnedInstall(REPORT_WORKER.install, REPORT_WORKER.pinnedIn.map(read));
    expect(Object.keys(pins).sort()).toEqual(['@resvg/resvg-wasm', '@sparticuz/chromium', 'unpdf']);
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> };
    for (const [name, version] of Object.entries(pins))
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
    // A bare name would install as `*`: a package not pinned exactly is refused at deploy.
    expect(() => pinnedInstall(['left-pad'], [read('functions/package.json')])).toThrow(/left-pad is not pinned/);
    expect(() => pinnedInstall(['x'], ['{"dependencies":{"x":"^1.0.0"}}'])).toThrow(/x is not pinned/);
  });

  it('sets the origin’s headers on every CloudFront response as the local gateway sends them (ADR 0162)', () => {
    // One assignment a line, its name and value as JSON string literals (valid JavaScript, quotes escaped).
    const assigned = edgeHeadersInjection(EDGE_HEADERS)
      .split('\n')
      .map((line) => {
        const m = /^event\.response\.headers\[("(?:[^"\\]|\\.)*")\] = \{ value: ("(?:[^"\\]|\\.)*") \};$/.exec(line);
        expect(m, line).not.toBeNull();
        return [JSON.parse(m![1]!) as string, JSON.parse(m![2]!) as string];
      });
    expect(Object.fromEntries(assigned)).toEqual(EDGE_HEADERS);
    expect(edgeHeadersInjection({ 'X-Test': 'a "quoted" value' })).toBe(
      'event.response.headers["x-test"] = { value: "a \\"quoted\\" value" };',
    );
    expect(readFileSync(join(root, 'stacks', 'edge.ts'), 'utf8')).toContain('edgeHeadersInjection(EDGE_HEADERS)');
  });

  it('links the worker to the table and the bucket only', () => {
    // It never sends to the report queue; the queue subscription grants receive and delete itself.
    expect([...REPORT_WORKER.links].sort()).toEqual(['Files', 'Table']);
  });

  it('takes batches of the size the local poller uses, and its timeout from the same place', () => {
    expect(REPORT_WORKER.batchSize).toBe(REPORT_CONSUMER.batchSize);
    expect(REPORT_WORKER.batchSize).toBe(3);
    expect(REPORT_WORKER.timeoutSeconds).toBe(REPORT_CONSUMER.timeoutSeconds);
  });

  it('points the worker at a file that exports handler', async () => {
    expect(REPORT_WORKER.handler.replace(/\.handler$/, '.ts')).toBe(REPORT_WORKER.handlerPath);
    expect(existsSync(join(root, REPORT_WORKER.handlerPath)), REPORT_WORKER.handlerPath).toBe(true);
    const mod = (await import(pathToFileURL(join(root, REPORT_WORKER.handlerPath)).href)) as { handler?: unknown };
    expect(typeof mod.handler).toBe('function');
  });

  it('runs the reminders hourly from a file that exports handler, with only the table and mail (ADR 0114)', async () => {
    expect(REMINDER_RUN.schedule).toBe('rate(1 hour)');
    expect(REMINDER_RUN.handler.replace(/\.handler$/, '.ts')).toBe(REMINDER_RUN.handlerPath);
    expect([...REMINDER_RUN.links].sort()).toEqual(['Email', 'Table', 'Web']);
    const mod = (await import(pathToFileURL(join(root, REMINDER_RUN.handlerPath)).href)) as { handler?: unknown };
    expect(typeof mod.handler).toBe('function');
  });
});

describe('stacks: server-made PNG (ADR 0058)', () => {
  const assets = pngAssets(root, readFileSync(join(root, 'core', 'package.json'), 'utf8'));

  it('installs resvg’s wasm build into the questionnaire function at the version core pins', () => {
    expect(PNG_GROUPS).toEqual(['questionnaire']);
    const core = JSON.parse(readFileSync(join(root, 'core', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(assets.install).toEqual({ '@resvg/resvg-wasm': core.dependencies['@resvg/resvg-wasm'] });
    expect(assets.install['@resvg/resvg-wasm']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('copies every regular-weight subset of the three fonts and their subset index, files that exist', () => {
    const to = assets.copyFiles.map((f) => f.to);
    for (const pkg of ['noto-sans', 'noto-sans-tc', 'noto-sans-sc']) {
      expect(to).toContain(`fonts/${pkg}/unicode.json`);
      const index = JSON.parse(readFileSync(join(root, 'node_modules', '@fontsource', pkg, 'unicode.json'), 'utf8'));
      // The WOFF of every subset the index names: a chart can need any of them.
      for (const subset of Object.keys(index)) {
        expect(to).toContain(`fonts/${pkg}/files/${pkg}-${subset.replace(/^\[(\d+)\]$/, '$1')}-400-normal.woff`);
      }
    }
    // Regular weight only, and no WOFF2 (the server cannot read it): ~9 MB, not the packages' 150 MB.
    expect(to.every((t) => /unicode\.json$|-400-normal\.woff$/.test(t))).toBe(true);
    for (const { from } of assets.copyFiles) expect(existsSync(join(root, from)), from).toBe(true);
  });
});

describe('stacks: the table and the files bucket', () => {
  it('keeps point-in-time recovery and the change stream on, on demand, with TTL on ttl', () => {
    expect(TABLE.pointInTimeRecovery).toBe(true);
    expect(TABLE.stream).toBe('new-and-old-images');
    expect(TABLE.billingMode).toBe('PAY_PER_REQUEST');
    expect(TABLE.ttl).toBe('ttl');
  });

  it('protects only production from deletion; other stages stay removable', () => {
    expect(TABLE.deletionProtection('production')).toBe(true);
    expect(FILES_BUCKET.forceDestroy('production')).toBe(false);
    for (const stage of ['dev', 'typecheck', 'pr-42', 'Production']) {
      expect(TABLE.deletionProtection(stage), stage).toBe(false);
      expect(FILES_BUCKET.forceDestroy(stage), stage).toBe(true);
    }
  });

  it('lets only the product origin PUT and GET through CORS, and exposes the download headers', () => {
    expect(filesCors('https://esg.example.com')).toEqual({
      allowOrigins: ['https://esg.example.com'],
      allowMethods: ['GET', 'HEAD', 'PUT'],
      allowHeaders: ['*'],
      exposeHeaders: ['ETag', 'Content-Disposition', 'Content-Length', 'Content-Type'],
      maxAge: '1 hour',
    });
  });
});

describe('stacks: web config.json', () => {
  const script = join(root, 'stacks', 'web-config.mjs');
  const ids = { ESG_USER_POOL_ID: 'ap-east-1_abc', ESG_USER_POOL_CLIENT_ID: 'client123' };
  const deployStep = (env: Record<string, string>, pages = ['index.html', 'report.html']) => {
    const dist = mkdtempSync(join(tmpdir(), 'esg-web-dist-'));
    for (const page of pages) writeFileSync(join(dist, page), '<!doctype html>');
    const result = spawnSync(process.execPath, [script], {
      env: { PATH: process.env.PATH ?? '', ESG_WEB_DIST: dist, ...env },
      encoding: 'utf8',
    });
    const out = join(dist, 'config.json');
    const body = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as unknown) : undefined;
    rmSync(dist, { recursive: true, force: true });
    return { status: result.status, stderr: result.stderr, body };
  };

  it('writes the runtime config the web app loads, with SRP sign-in', () => {
    const { status, body } = deployStep(ids);
    expect(status).toBe(0);
    const { version } = JSON.parse(readFileSync(join(root, 'web', 'package.json'), 'utf8')) as { version: string };
    expect(body).toEqual({
      version,
      cognito: { userPoolId: 'ap-east-1_abc', userPoolClientId: 'client123', authFlowType: 'USER_SRP_AUTH' },
    });
  });

  it('fails the deploy instead of shipping a config without Cognito ids', () => {
    const { status, stderr, body } = deployStep({ ESG_USER_POOL_ID: 'ap-east-1_abc' });
    expect(status).not.toBe(0);
    expect(stderr).toContain('ESG_USER_POOL_CLIENT_ID');
    expect(body).toBeUndefined();
  });

  it('fails the deploy when web/dist lacks the app or the report page', () => {
    for (const missing of ['index.html', 'report.html']) {
      const { status, stderr, body } = deployStep(
        ids,
        ['index.html', 'report.html'].filter((p) => p !== missing),
      );
      expect(status, missing).not.toBe(0);
      expect(stderr).toContain(`${missing} is missing`);
      expect(body).toBeUndefined();
    }
  });
});

describe('stacks: the token claims trigger (ADR 0085)', () => {
  it('is a V2 trigger (claims in the access token, Essentials plan) at a file that exports handler', async () => {
    expect(TOKEN_CLAIMS_TRIGGER).toMatchObject({ version: 'v2', tier: 'ESSENTIALS' });
    expect(TOKEN_CLAIMS_TRIGGER.handler.replace(/\.handler$/, '.ts')).toBe(TOKEN_CLAIMS_TRIGGER.handlerPath);
    const mod = (await import(pathToFileURL(join(root, TOKEN_CLAIMS_TRIGGER.handlerPath)).href)) as {
      handler?: unknown;
    };
    expect(typeof mod.handler).toBe('function');
  });
});
