import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEnv, staleReason } from '../../packages/local/src/webBuild';

/** `npm start` builds the web app when its build is missing or older than its sources. */
describe('staleReason', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

  function tree(): string {
    const root = mkdtempSync(join(tmpdir(), 'esg-webbuild-'));
    roots.push(root);
    mkdirSync(join(root, 'web/src/features'), { recursive: true });
    mkdirSync(join(root, 'core/src'), { recursive: true });
    writeFileSync(join(root, 'web/src/features/page.tsx'), 'x');
    writeFileSync(join(root, 'core/src/rule.ts'), 'x');
    return root;
  }
  const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

  it('says the app is not built when there is no build', () => {
    expect(staleReason(tree())).toBe('the web app is not built yet');
  });

  it('is satisfied by a build newer than every source', () => {
    const root = tree();
    mkdirSync(join(root, 'web/dist'));
    at(join(root, 'web/src/features/page.tsx'), 1_000);
    at(join(root, 'web/src/features'), 1_000);
    at(join(root, 'web/src'), 1_000);
    at(join(root, 'core/src/rule.ts'), 1_000);
    at(join(root, 'core/src'), 1_000);
    writeFileSync(join(root, 'web/dist/index.html'), '<html>');
    expect(staleReason(root)).toBeUndefined();
  });

  it('names the sources that changed after the build, in the web app or in core', () => {
    const root = tree();
    mkdirSync(join(root, 'web/dist'));
    writeFileSync(join(root, 'web/dist/index.html'), '<html>');
    at(join(root, 'web/dist/index.html'), 1_000);
    expect(staleReason(root)).toBe('web/src changed since the web app was built');
    for (const p of ['web/src/features/page.tsx', 'web/src/features', 'web/src']) at(join(root, p), 500);
    expect(staleReason(root)).toBe('core/src changed since the web app was built');
  });
});

/** A build asked for from a test run (NODE_ENV=test) is still a production build, never React's development files. */
describe('buildEnv', () => {
  it('builds for production whatever NODE_ENV the caller runs under, keeping the rest of its environment', () => {
    expect(buildEnv({ NODE_ENV: 'test', PATH: '/bin' })).toEqual({ NODE_ENV: 'production', PATH: '/bin' });
    expect(buildEnv({}).NODE_ENV).toBe('production');
  });
});
