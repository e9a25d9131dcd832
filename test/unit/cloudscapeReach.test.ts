import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudscapeReach, moduleFacts, type CloudscapeReach } from '../../web/scripts/cloudscapeReach';
import { ROOT } from '../bench/bundle';

/**
 * What of Cloudscape the web can reach, walked from its imports (web/scripts/cloudscapeReach.ts, ADR 0126): the
 * components whose messages can render and the visual contexts that can be applied. The prune keeps only those, so
 * the sets must hold everything the app's components read, and nothing of the components it no longer imports.
 */
const WEB = join(ROOT, 'web');
const COMPONENTS = join(ROOT, 'node_modules/@cloudscape-design/components');
let reach: CloudscapeReach;

/** The components web/src imports (`@cloudscape-design/components/<name>`), its tests left out. */
function importedComponents(dir = join(WEB, 'src')): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    if (/[\\/]src[\\/]test([\\/]|$)/.test(entry.parentPath)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [, name] of text.matchAll(/from '@cloudscape-design\/components\/([\w-]+)'/g)) names.add(name!);
  }
  return names;
}

beforeAll(() => {
  reach = cloudscapeReach(WEB);
}, 30_000);

describe("the web's reach into Cloudscape", () => {
  it('finds the messages of the components the app uses, each read where the component reads it', () => {
    expect(reach.modules).toBeGreaterThan(100);
    expect(reach.unknown).toEqual([]);
    const imported = importedComponents();
    for (const name of ['table', 'pagination', 'collection-preferences', 'modal', 'calendar', 'select', 'alert'])
      expect(imported.has(name) && reach.messages?.has(name), name).toBe(true);
    // Every imported component that reads messages under its own name, by a plain search of its own folder.
    for (const name of imported) {
      const own = readdirSync(join(COMPONENTS, name), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.js'))
        .some((f) => readFileSync(join(COMPONENTS, name, f), 'utf8').includes(`useInternalI18n('${name}')`));
      if (own) expect(reach.messages, name).toContain(name);
    }
    // What Table and the modal reach without the app naming them.
    for (const name of ['form-field', 'popover', 'error-boundary']) expect(reach.messages).toContain(name);
  });

  it('finds none of the components the app no longer imports, nor what only they import', () => {
    const imported = importedComponents();
    for (const name of ['top-navigation', 'app-layout', 'flashbar', 'code-editor', 'prompt-input', 'split-panel']) {
      expect(imported.has(name), name).toBe(false);
      expect(reach.messages, name).not.toContain(name);
    }
    // Drawers, charts and the feature notifications come only with AppLayout or a chart.
    for (const name of ['drawer', 'features-notification-drawer', '[charts]', 'area-chart'])
      expect(reach.messages).not.toContain(name);
  });

  it('finds the contexts the app’s components apply: the alert’s, the high-contrast header’s, the compact table’s', () => {
    expect([...reach.contexts!].sort()).toEqual(['alert', 'compact-table', 'content-header']);
    expect(reach.dark).toBe(false);
    expect(reach.compact).toBe(false);
  });
});

describe('what one module reads and applies', () => {
  const facts = (code: string) => moduleFacts(code, 'x.js');

  it('reads imports, messages and contexts written out, and through a condition', () => {
    const read = facts(
      `import a from './a'; export { b } from './b.js'; export * from '@cloudscape-design/c';
       const lazy = () => import('./lazy');
       useInternalI18n('table'); x.useInternalI18n(wide ? 'calendar' : 'date-picker');
       getVisualContextClassname(warning && !loading ? 'flashbar-warning' : 'flashbar');
       React.createElement(VisualContext, { contextName: "alert" });
       const header = 'awsui-context-content-header';`,
    );
    expect(read.imports).toEqual(['./a', './b.js', '@cloudscape-design/c', './lazy']);
    expect(read.messages.sort()).toEqual(['calendar', 'date-picker', 'table']);
    expect(read.contexts.sort()).toEqual(['alert', 'content-header', 'flashbar', 'flashbar-warning']);
    expect(read.unknown).toEqual({});
  });

  it('cannot tell a name passed in: the set is unknown', () => {
    expect(facts(`useInternalI18n(name)`).unknown.messages).toMatch(/passed/);
    expect(facts(`React.createElement(VisualContext, { contextName: visualContext })`).unknown.contexts).toMatch(
      /passed/,
    );
    expect(facts('const c = `awsui-context-${name}`;').unknown.contexts).toMatch(/builds/);
    expect(facts(`import(\`./messages/\${locale}.js\`)`).unknown).toEqual({
      messages: 'imports a module it computes',
      contexts: 'imports a module it computes',
    });
  });

  it('lets a popover copy its trigger’s context, and the helpers forward theirs, without making the set unknown', () => {
    const portal = facts('const context = useVisualContext(ref); clsx({ [`awsui-context-${context}`]: context });');
    expect(portal.unknown).toEqual({});
    const helpers = readFileSync(join(COMPONENTS, 'internal/components/visual-context/index.js'), 'utf8');
    expect(moduleFacts(helpers, 'index.js').unknown).toEqual({});
  });

  it('skips type-only imports of the app', () => {
    const read = moduleFacts(
      `import type { TableProps } from '@cloudscape-design/components/table';
       import Box from '@cloudscape-design/components/box';`,
      'x.tsx',
    );
    expect(read.imports).toEqual(['@cloudscape-design/components/box']);
  });
});

describe('a walk over a package of its own', () => {
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const PKG = 'node_modules/@cloudscape-design/components';

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'esg-cs-reach-'));
    write(
      `${PKG}/package.json`,
      JSON.stringify({ exports: { './widget': './widget/index.js', './other': './other/index.js' } }),
    );
    write(`${PKG}/widget/index.js`, `import './styles.css'; import I from './internal';\nexport default I;`);
    write(
      `${PKG}/widget/internal.js`,
      `import { useInternalI18n } from '../i18n';\nconst Lazy = () => import('../lazy/index.js');\n` +
        `export default () => [useInternalI18n('widget'), getVisualContextClassname(c ? 'a' : 'b')];`,
    );
    write(`${PKG}/lazy/index.js`, `export default () => useInternalI18n('lazy');`);
    write(`${PKG}/other/index.js`, `export default () => [useInternalI18n('other'), getVisualContextClassname('o')];`);
    write(`${PKG}/i18n/index.js`, `export function useInternalI18n(name) { return name; }`);
    write('web/index.html', '<body class="awsui-context-page"></body>');
    write('web/src/App.tsx', `import Widget from '@cloudscape-design/components/widget';\napplyMode(Mode.Dark);`);
    write('web/src/App.test.tsx', `import Other from '@cloudscape-design/components/other';`);
    write('web/src/test/render.tsx', `import Other from '@cloudscape-design/components/other';`);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('follows static and dynamic imports from the app’s own files, not its tests', () => {
    const found = cloudscapeReach(join(dir, 'web'));
    expect(found.modules).toBe(4);
    expect([...found.messages!].sort()).toEqual(['lazy', 'widget']);
    expect([...found.contexts!].sort()).toEqual(['a', 'b', 'page']);
    expect(found.dark).toBe(true);
    expect(found.compact).toBe(false);
  });

  it('reaches nothing where the package is not found: the fail-safe case', () => {
    write('bare/src/App.tsx', `import Table from '@cloudscape-design/components/table';`);
    const found = cloudscapeReach(join(dir, 'bare'));
    expect(found.modules).toBe(0);
    expect(found.messages?.size).toBe(0);
  });
});
