import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type AtRule } from 'postcss';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import type { CloudscapeReach } from '../../web/scripts/cloudscapeReach';
import {
  canMatch,
  cloudscapePrune,
  NAMESPACE,
  pruneMessagesModule,
  pruneTokenCss,
  type Messages,
} from '../../web/scripts/cloudscapePrune';
import { ROOT } from '../bench/bundle';

/**
 * Cloudscape's messages and design tokens without what the app can never use (web/scripts/cloudscapePrune.ts,
 * ADR 0126): the messages of the components it reaches, the tokens of the contexts they apply, in light mode and
 * comfortable density; and everything, with a warning, when the walk cannot say.
 */
const COMPONENTS = join(ROOT, 'node_modules/@cloudscape-design/components');
const TOKENS = join(COMPONENTS, 'internal/base-theme/styles.scoped.css');
const EN = join(COMPONENTS, 'i18n/messages/all.en.js');
const ZH_TW = join(COMPONENTS, 'i18n/messages/all.zh-TW.js');
const tokens = readFileSync(TOKENS, 'utf8');

/** The selectors of every rule of a stylesheet, each with the media query around it. */
function selectors(css: string): string[] {
  const out: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const parent = rule.parent as AtRule;
    const at = parent.type === 'atrule' && parent.name === 'media' ? `@media ${parent.params} ` : '';
    out.push(at + rule.selector);
  });
  return out;
}
const contextsIn = (css: string) =>
  new Set(selectors(css).flatMap((s) => [...s.matchAll(/\.awsui-context-([\w-]+)/g)].map((m) => m[1]!)));

const LIGHT = { dark: false, compact: false, contexts: new Set(['alert', 'content-header', 'compact-table']) };

describe('the design tokens without what nothing applies', () => {
  it('starts from the stylesheet the prune is written against: light, dark, compact and the contexts', () => {
    expect(selectors(tokens)).toContain('body');
    expect(tokens).toContain('.awsui-dark-mode');
    expect(tokens).toContain('.awsui-compact-mode');
    expect([...contextsIn(tokens)].sort()).toEqual([
      'alert',
      'app-layout-toolbar',
      'compact-table',
      'content-header',
      'flashbar',
      'flashbar-warning',
      'top-navigation',
    ]);
  });

  it('keeps the light tokens and the contexts in use, and drops dark mode, compact and the other contexts', () => {
    const pruned = pruneTokenCss(tokens, LIGHT);
    const body = (css: string) => {
      let found = '';
      postcss.parse(css).walkRules('body', (rule) => void (found = rule.toString()));
      return found;
    };
    expect(body(pruned)).toBe(body(tokens));
    expect(body(pruned).length).toBeGreaterThan(50_000);
    expect([...contextsIn(pruned)].sort()).toEqual(['alert', 'compact-table', 'content-header']);
    expect(selectors(pruned)).toContain(
      '.awsui-context-content-header .awsui-context-alert:not(#\\9):where(:not(.awsui-one-theme):not(.awsui-one-theme *))',
    );
    expect(pruned).not.toMatch(/awsui-(dark|compact)-mode/);
    // No block is left empty, and what stays is as it was: the motion switch, the layer.
    expect(pruned).not.toMatch(/@media not print\s*\{\s*\}/);
    expect(pruned).toContain('.awsui-motion-disabled:not(#\\9)');
    expect(pruned).toMatch(/^@layer awsui-base-theme \{/m);
    expect(pruned.length).toBeLessThan(tokens.length * 0.75);
  });

  it('keeps dark mode or compact density where the app applies them, and every context when they are unknown', () => {
    const dark = pruneTokenCss(tokens, { ...LIGHT, dark: true });
    expect(dark).toContain('@media not print');
    expect(selectors(dark)).toContain('@media not print .awsui-dark-mode:not(#\\9)');
    // The dark alert's tokens apply inside an alert, which is in use; the top navigation's are not.
    expect(dark).toContain('.awsui-dark-mode .awsui-context-alert');
    expect(dark).not.toContain('.awsui-context-top-navigation');
    expect(pruneTokenCss(tokens, { ...LIGHT, compact: true })).toContain('.awsui-compact-mode:not(#\\9)');
    const every = pruneTokenCss(tokens, { dark: false, compact: false, contexts: undefined });
    expect(contextsIn(every)).toEqual(contextsIn(tokens));
    expect(every).not.toContain('.awsui-dark-mode');
  });

  it('judges the classes a selector needs, not those it excludes', () => {
    expect(canMatch('.awsui-context-flashbar .x', LIGHT)).toBe(false);
    expect(canMatch('.x:not(.awsui-context-flashbar)', LIGHT)).toBe(true);
    expect(canMatch('.x:where(:not(.awsui-dark-mode):not(.y *))', LIGHT)).toBe(true);
    expect(canMatch('.awsui-context-content-header .awsui-context-alert', LIGHT)).toBe(true);
    expect(canMatch('.awsui-context-content-header-x', LIGHT)).toBe(false);
    expect(canMatch('.awsui-polaris-dark-mode .x', LIGHT)).toBe(false);
    expect(canMatch('body', LIGHT)).toBe(true);
  });
});

describe('the messages of the components in reach', () => {
  const keep = new Set(['table', 'pagination', 'alert']);

  it('keeps every message of those components, as it was, and none of the others', () => {
    const original = readFileSync(EN, 'utf8');
    const pruned = evaluate(pruneMessagesModule(original, keep)!);
    const whole = evaluate(original);
    expect(Object.keys(pruned[NAMESPACE]!.en!).sort()).toEqual(['alert', 'pagination', 'table']);
    for (const name of keep) expect(pruned[NAMESPACE]!.en![name]).toEqual(whole[NAMESPACE]!.en![name]);
    const zh = evaluate(pruneMessagesModule(readFileSync(ZH_TW, 'utf8'), keep)!);
    expect(Object.keys(zh[NAMESPACE]!['zh-TW']!).sort()).toEqual(['alert', 'pagination', 'table']);
  });

  it('leaves another namespace as it is, and a module of another form alone', () => {
    const code = `export default ${JSON.stringify({ mine: { en: { table: { a: 1 } } } })}`;
    expect(evaluate(pruneMessagesModule(code, new Set())!)).toEqual({ mine: { en: { table: { a: 1 } } } });
    expect(pruneMessagesModule('module.exports = {}', keep)).toBeUndefined();
    expect(pruneMessagesModule('export default {not json};', keep)).toBeUndefined();
  });
});

describe('the plugin', () => {
  const reach = (over: Partial<CloudscapeReach>): CloudscapeReach => ({
    modules: 600,
    messages: new Set(['table']),
    contexts: new Set(['alert']),
    dark: false,
    compact: false,
    unknown: [],
    ...over,
  });
  /** The plugin's load hook as the build calls it, and the warnings it gave. */
  function loader(found: CloudscapeReach) {
    const plugin = cloudscapePrune('/web', () => found);
    const warnings: string[] = [];
    const load = plugin.load as Extract<Plugin['load'], (...args: never[]) => unknown>;
    const run = (id: string) => load.call({ warn: (m: string) => warnings.push(m) } as never, id) as string | null;
    return { run, warnings };
  }

  it('prunes the messages modules and the token stylesheet, and nothing else', () => {
    const { run, warnings } = loader(reach({}));
    expect(Object.keys(evaluate(run(EN)!)[NAMESPACE]!.en!)).toEqual(['table']);
    expect(run(TOKENS)).not.toContain('.awsui-context-top-navigation');
    expect(run(join(COMPONENTS, 'table/index.js'))).toBeNull();
    expect(run(join(ROOT, 'node_modules/@cloudscape-design/global-styles/index.css'))).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('keeps everything and warns once when the walk reached nothing', () => {
    const { run, warnings } = loader(reach({ modules: 0, messages: new Set(), contexts: new Set() }));
    expect(run(EN)).toBeNull();
    expect(run(ZH_TW)).toBeNull();
    expect(run(TOKENS)).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/kept whole: the walk .* reached none/)]);
  });

  it('keeps what it cannot judge: every message when a name is unknown, every context likewise', () => {
    const { run, warnings } = loader(
      reach({ messages: undefined, contexts: undefined, unknown: ['messages: x.js reads the messages of …'] }),
    );
    expect(run(EN)).toBeNull();
    const css = run(TOKENS)!;
    expect(contextsIn(css)).toEqual(contextsIn(tokens));
    expect(css).not.toContain('.awsui-dark-mode');
    expect(warnings).toEqual([expect.stringMatching(/^Cloudscape messages kept whole: messages: x\.js/)]);
  });

  it('keeps the messages when no module reads any, and says so', () => {
    const { run, warnings } = loader(reach({ messages: new Set() }));
    expect(run(EN)).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/no module the walk reached reads any/)]);
  });
});

function evaluate(code: string): Messages {
  return JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as Messages;
}
