import { readFileSync } from 'node:fs';
import postcss, { type Container } from 'postcss';
import type { Plugin } from 'vite';
import { cloudscapeReach, type CloudscapeReach } from './cloudscapeReach.ts';

/**
 * Cloudscape's English messages and its design tokens ship whole with every first load: the messages of all its
 * components, and the tokens of themes and contexts the app never applies (dark mode, compact density, the top
 * navigation's, AppLayout's and Flashbar's contexts). This build step leaves out what the app can never use, read
 * from what it imports (web/scripts/cloudscapeReach.ts, ADR 0126):
 *
 * - each `i18n/messages/all.<locale>` module the build loads keeps the messages of the components a reachable module
 *   reads; the others render nothing that could read them;
 * - the token stylesheet (`internal/base-theme`) loses every selector that needs a class nothing applies: dark mode
 *   and compact density unless web/src applies them, and each `awsui-context-<x>` no reachable module applies.
 *
 * If the walk finds nothing (a package layout it does not know) or cannot tell a name, the build keeps what it could
 * not judge as it is and warns. The dev server keeps the package as it is.
 */
const MESSAGES = /@cloudscape-design[\\/]components[\\/]i18n[\\/]messages[\\/]all\.[\w-]+\.js$/;
const TOKENS = /@cloudscape-design[\\/]components[\\/]internal[\\/]base-theme[\\/]styles\.scoped\.css$/;
/** The namespace Cloudscape's own components read their messages from (i18n/context.js). */
export const NAMESPACE = 'cloudscape-design-components';

/** A message set as I18nProvider takes it: namespace → locale → component → key → message. */
export type Messages = Record<string, Record<string, Record<string, unknown>>>;

/** The set with only the `keep` components of Cloudscape's namespace; other namespaces as they are. */
export function pruneMessages(messages: Messages, keep: ReadonlySet<string>): Messages {
  const only = (components: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(components).filter(([component]) => keep.has(component)));
  return Object.fromEntries(
    Object.entries(messages).map(([namespace, locales]) => [
      namespace,
      namespace === NAMESPACE
        ? Object.fromEntries(
            Object.entries(locales).map(([locale, components]) => [
              locale,
              only(components as Record<string, unknown>),
            ]),
          )
        : locales,
    ]),
  ) as Messages;
}

/** A messages module (`export default {…}`) pruned, or undefined when it is not in that form. */
export function pruneMessagesModule(code: string, keep: ReadonlySet<string>): string | undefined {
  const body = /^export default ([\s\S]*?);?\s*$/.exec(code)?.[1];
  if (body === undefined) return undefined;
  try {
    return `export default ${JSON.stringify(pruneMessages(JSON.parse(body) as Messages, keep))};\n`;
  } catch {
    return undefined;
  }
}

/** What the app applies: a set of contexts, or undefined when they are not known (every context is kept). */
export interface Applied {
  dark: boolean;
  compact: boolean;
  contexts: ReadonlySet<string> | undefined;
}

/** A selector without its `:not(…)` parts: a class named only there is one an element must not have. */
function withoutNegations(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (!selector.startsWith(':not(', i)) {
      out += selector[i]!;
      if (selector[i] === '\\') out += selector[++i] ?? '';
      continue;
    }
    let depth = 0;
    for (i += 4; i < selector.length; i++) {
      if (selector[i] === '\\') i++;
      else if (selector[i] === '(') depth++;
      else if (selector[i] === ')' && --depth === 0) break;
    }
  }
  return out;
}

/** Whether an element can ever match: no class it needs is one nothing applies. */
export function canMatch(selector: string, applied: Applied): boolean {
  for (const [, name] of withoutNegations(selector).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    if (/^awsui-(polaris-)?dark-mode$/.test(name!) && !applied.dark) return false;
    if (/^awsui-(polaris-)?compact-mode$/.test(name!) && !applied.compact) return false;
    const context = /^awsui-context-(.+)$/.exec(name!)?.[1];
    if (context !== undefined && applied.contexts && !applied.contexts.has(context)) return false;
  }
  return true;
}

/** Removes at-rules (`@media not print {}`) left with nothing in them, innermost first. */
function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    dropEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** The token stylesheet without the selectors that can never match, and the rules and blocks left empty. */
export function pruneTokenCss(css: string, applied: Applied): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => canMatch(selector, applied));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropEmpty(root);
  return root.toString();
}

/** The Vite plugin: before Vite's own handling of the messages modules and the token stylesheet, on builds only. */
export function cloudscapePrune(webDir: string, reachOf: (dir: string) => CloudscapeReach = cloudscapeReach): Plugin {
  let reach: CloudscapeReach | undefined;
  const warned = new Set<string>();
  return {
    name: 'esg:cloudscape-prune',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      reach = undefined;
      warned.clear();
    },
    load(id) {
      const file = id.split('?')[0]!;
      const messages = MESSAGES.test(file);
      if (!messages && !TOKENS.test(file)) return null;
      const warn = (message: string) => {
        if (!warned.has(message)) this.warn(`Cloudscape ${message} (web/scripts/cloudscapePrune.ts)`);
        warned.add(message);
      };
      reach ??= reachOf(webDir);
      if (reach.modules === 0) {
        warn('kept whole: the walk from the imports of web/src reached none of its modules');
        return null;
      }
      for (const why of reach.unknown) warn(`${why.split(':')[0]} kept whole: ${why}`);
      const code = readFileSync(file, 'utf8');
      if (!messages) return pruneTokenCss(code, { dark: reach.dark, compact: reach.compact, contexts: reach.contexts });
      if (!reach.messages) return null;
      if (reach.messages.size === 0) {
        warn('messages kept whole: no module the walk reached reads any');
        return null;
      }
      const pruned = pruneMessagesModule(code, reach.messages);
      if (pruned === undefined) warn(`messages kept whole: ${file} is not a module of the form "export default {…}"`);
      return pruned ?? null;
    },
  };
}
