import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A workspace's runtime `dependencies` are what its own source imports: a package only tests use is a
 * devDependency (it stays out of what a production install of the web or a Lambda bundle carries), and a
 * package nothing imports is no dependency at all.
 */
const WORKSPACES = ['web', 'core', 'functions'];
/** Read by path, not imported: the PNG renderer resolves each font package's folder (core/src/infra/png/fontFiles.ts). */
const RESOLVED_BY_NAME = new Set(['@fontsource/noto-sans', '@fontsource/noto-sans-sc', '@fontsource/noto-sans-tc']);

const isTestFile = (path: string) => /\.test\.tsx?$|\/test\/|Fixtures\.tsx?$/.test(path);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !isTestFile(path) ? [path] : [];
  });
}

/** The packages a source file imports (static, dynamic, type-only and side-effect imports), by package name. */
export function importedPackages(text: string): Set<string> {
  const found = new Set<string>();
  for (const [, spec] of text.matchAll(/(?:from|import\(?)\s*['"]([^'"./][^'"]*)['"]/g)) {
    const parts = spec!.split('/');
    found.add(spec!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return found;
}

describe('runtime dependencies are what the source imports', () => {
  it('reads the package of every kind of import', () => {
    const text = `import { a } from 'zod';\nimport type { B } from '@aws-sdk/lib-dynamodb';\nimport '@cloudscape-design/global-styles/index.css';\nconst m = await import('exceljs/dist/es5');`;
    expect([...importedPackages(text)].sort()).toEqual([
      '@aws-sdk/lib-dynamodb',
      '@cloudscape-design/global-styles',
      'exceljs',
      'zod',
    ]);
  });

  it.each(WORKSPACES)('%s: every runtime dependency is imported by its non-test source', (ws) => {
    const pkg = JSON.parse(readFileSync(join(ws, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    const used = new Set(sources(join(ws, 'src')).flatMap((f) => [...importedPackages(readFileSync(f, 'utf8'))]));
    const unused = Object.keys(pkg.dependencies ?? {}).filter((d) => !used.has(d) && !RESOLVED_BY_NAME.has(d));
    expect(unused).toEqual([]);
  });
});
