import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';

/**
 * What of Cloudscape the web app can reach, read at build time from what it imports (ADR 0126): every
 * `@cloudscape-design/*` import of web/src (its tests left out), then every module of Cloudscape's packages those reach
 * through their static and dynamic imports. Of those modules it collects
 *
 * - the components whose messages they read: a component reads its strings from I18nProvider only through
 *   `useInternalI18n('<component>')` (i18n/context.js; `useCustomI18n` is the public hook for other libraries'
 *   namespaces), under Cloudscape's one namespace, `cloudscape-design-components`;
 * - the visual contexts they apply: `<VisualContext contextName="x">`, `getVisualContextClassname('x')` or the class
 *   `awsui-context-x` written out (internal/components/visual-context). A popover or a dropdown copies the context
 *   its trigger sits in (`useVisualContext`, reading the DOM), which adds no new one.
 *
 * A name the walk cannot read (a variable, a dynamic `import()` of a computed path) makes that set unknown, and what
 * prunes by it keeps everything (web/scripts/cloudscapePrune.ts). So the sets hold whatever can render: a component
 * imported tomorrow brings its messages and contexts with it, because the walk starts from the imports.
 */
export interface CloudscapeReach {
  /** Modules of Cloudscape's packages the walk read; 0 when it found none (a layout it does not know). */
  modules: number;
  /** The components whose messages a reachable module reads; undefined when one reads a name the walk cannot tell. */
  messages: ReadonlySet<string> | undefined;
  /** The visual contexts a reachable module or the app applies; undefined when one applies a name it cannot tell. */
  contexts: ReadonlySet<string> | undefined;
  /** Whether the app applies dark mode or compact density (`applyMode`, `applyDensity`, the classes). */
  dark: boolean;
  compact: boolean;
  /** Why a set is unknown, for the build's warning. */
  unknown: string[];
}

const SCOPE = '@cloudscape-design/';
const CONTEXT_CLASS = /awsui-context-([A-Za-z0-9_-]+)/g;
const DARK = /\bapplyMode\b|\bMode\.Dark\b|awsui-(?:polaris-)?dark-mode/;
const COMPACT = /\bapplyDensity\b|\bDensity\.Compact\b|awsui-(?:polaris-)?compact-mode/;

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of a tree, depth first, in source order. */
function visit(root: unknown, each: (node: Node) => void): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (isNode(value)) each(value);
    const children = Array.isArray(value) ? value : Object.values(value);
    for (let i = children.length - 1; i >= 0; i--) if (typeof children[i] === 'object') stack.push(children[i]);
  }
}

/** The strings an expression can evaluate to, or undefined when one of them is not written out. */
export function stringsOf(node: unknown): string[] | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal') return typeof node.value === 'string' ? [node.value] : undefined;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { cooked: string } }[];
    return (node.expressions as unknown[]).length === 0 ? [quasis[0]!.value.cooked] : undefined;
  }
  const both = (a: unknown, b: unknown) => {
    const [x, y] = [stringsOf(a), stringsOf(b)];
    return x && y ? [...x, ...y] : undefined;
  };
  if (node.type === 'ConditionalExpression') return both(node.consequent, node.alternate);
  // `cond && 'x'` gives 'x' or a falsy value that names nothing; `a || 'x'`, `a ?? 'x'` either side.
  if (node.type === 'LogicalExpression')
    return node.operator === '&&' ? stringsOf(node.right) : both(node.left, node.right);
  return undefined;
}

const calleeName = (node: Node): string | undefined => {
  const callee = node.callee as Node;
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression' && isNode(callee.property)) return callee.property.name as string | undefined;
  return undefined;
};

interface ModuleFacts {
  imports: string[];
  messages: string[];
  contexts: string[];
  /** What the walk cannot tell in this module. */
  unknown: { messages?: string; contexts?: string };
}

/** What one module imports, which components' messages it reads and which contexts it applies. */
export function moduleFacts(code: string, file: string): ModuleFacts {
  const facts: ModuleFacts = { imports: [], messages: [], contexts: [], unknown: {} };
  const ast = parseAst(code, { lang: /\.tsx?$/.test(file) ? (file.endsWith('x') ? 'tsx' : 'ts') : 'js' }, file);
  // The module that defines the helpers forwards the name it is given; it applies nothing itself.
  const definesContexts = /export function getVisualContextClassname\b/.test(code);
  // A popover's, a dropdown's `awsui-context-${context}`: the context its trigger sits in, read from the DOM.
  const forwards = definesContexts || /\buseVisualContext\(/.test(code);
  const dynamic = (what: 'messages' | 'contexts', why: string) => (facts.unknown[what] ??= why);
  const contextsIn = (value: string) => {
    for (const [, name] of value.matchAll(CONTEXT_CLASS)) facts.contexts.push(name!);
  };
  visit(ast, (node) => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
        if (node.importKind === 'type' || node.exportKind === 'type' || !isNode(node.source)) break;
        facts.imports.push((node.source as Node).value as string);
        break;
      case 'ImportExpression': {
        const sources = stringsOf(node.source);
        if (sources) facts.imports.push(...sources);
        else for (const what of ['messages', 'contexts'] as const) dynamic(what, 'imports a module it computes');
        break;
      }
      case 'CallExpression': {
        const name = calleeName(node);
        const arg = (node.arguments as unknown[])[0];
        if (name === 'useInternalI18n') {
          const names = stringsOf(arg);
          if (names) facts.messages.push(...names);
          else dynamic('messages', 'reads the messages of a component it is passed');
        } else if (name === 'getVisualContextClassname' && !definesContexts) {
          const names = stringsOf(arg);
          if (names) facts.contexts.push(...names);
          else dynamic('contexts', 'applies a context it is passed');
        }
        break;
      }
      case 'ObjectExpression':
        for (const prop of node.properties as Node[]) {
          const key = prop.key as Node | undefined;
          if (prop.type !== 'Property' || !key || (key.name ?? key.value) !== 'contextName') continue;
          const names = stringsOf(prop.value);
          if (names) facts.contexts.push(...names);
          else if (!definesContexts) dynamic('contexts', 'applies a context it is passed');
        }
        break;
      case 'Literal':
        if (typeof node.value === 'string') {
          contextsIn(node.value);
          if (node.value.endsWith('awsui-context-') && !forwards) dynamic('contexts', 'builds a context class');
        }
        break;
      case 'TemplateLiteral':
        for (const quasi of node.quasis as { value: { cooked: string | null; raw: string }; tail: boolean }[]) {
          const text = quasi.value.cooked ?? quasi.value.raw;
          contextsIn(text);
          if (!quasi.tail && text.endsWith('awsui-context-') && !forwards)
            dynamic('contexts', 'builds a context class');
        }
        break;
    }
  });
  return facts;
}

/** The directory of package `name` as Node finds it from `from`: the nearest node_modules up the tree. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

type Exported = string | { [condition: string]: Exported } | null | undefined;
/** The file an export condition names, as a bundler for the browser reads it. */
const pick = (entry: Exported): string | undefined =>
  typeof entry === 'string'
    ? entry
    : entry
      ? pick(entry.import ?? entry.module ?? entry.browser ?? entry.default)
      : undefined;

/** A JS file for a path as written in an import, or undefined (a stylesheet, a missing file). */
function fileFor(path: string): string | undefined {
  const ext = extname(path);
  if (ext && ext !== '.js' && ext !== '.mjs') return undefined;
  for (const candidate of ext ? [path] : [`${path}.js`, join(path, 'index.js')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** The module a bare `@cloudscape-design/<package>[/<subpath>]` import names, through the package's exports. */
function resolvePackageImport(spec: string, from: string): string | undefined {
  const [scope, name, ...rest] = spec.split('/');
  const dir = packageDir(`${scope}/${name}`, from);
  if (!dir) return undefined;
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, Exported> | string;
    module?: string;
    main?: string;
  };
  const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
  const exported =
    pkg.exports === undefined
      ? subpath === '.'
        ? (pkg.module ?? pkg.main ?? 'index.js')
        : subpath
      : typeof pkg.exports === 'string'
        ? subpath === '.'
          ? pkg.exports
          : undefined
        : pick(pkg.exports[subpath]);
  return exported === undefined ? undefined : fileFor(resolve(dir, exported));
}

/** The app's own files a build takes: web/src without its tests and their helpers. */
function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === '__tests__' ? [] : appFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What of Cloudscape the app in `webDir` (its `src`, its HTML pages) can reach. */
export function cloudscapeReach(webDir: string): CloudscapeReach {
  const src = join(webDir, 'src');
  const pages = readdirSync(webDir).filter((f) => f.endsWith('.html'));
  const texts = [...appFiles(src), ...pages.map((f) => join(webDir, f))].map((file) => ({
    file,
    text: readFileSync(file, 'utf8'),
  }));
  const messages = new Set<string>();
  const contexts = new Set<string>();
  const unknown: { messages?: string; contexts?: string } = {};
  const queue: string[] = [];
  for (const { file, text } of texts) {
    // A class the app writes itself: `awsui-context-x`, `awsui-dark-mode`.
    for (const [, name] of text.matchAll(CONTEXT_CLASS)) contexts.add(name!);
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of moduleFacts(text, file).imports) {
      if (!spec.startsWith(SCOPE)) continue;
      const entry = resolvePackageImport(spec, dirname(file));
      if (entry) queue.push(entry);
    }
  }
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const facts = moduleFacts(readFileSync(file, 'utf8'), file);
    for (const name of facts.messages) messages.add(name);
    for (const name of facts.contexts) contexts.add(name);
    for (const what of ['messages', 'contexts'] as const)
      if (facts.unknown[what]) unknown[what] ??= `${relative(webDir, file)} ${facts.unknown[what]}`;
    for (const spec of facts.imports) {
      const next = spec.startsWith('.')
        ? fileFor(resolve(dirname(file), spec))
        : spec.startsWith(SCOPE)
          ? resolvePackageImport(spec, dirname(file))
          : undefined;
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return {
    modules: seen.size,
    messages: unknown.messages ? undefined : messages,
    contexts: unknown.contexts ? undefined : contexts,
    dark: texts.some(({ text }) => DARK.test(text)),
    compact: texts.some(({ text }) => COMPACT.test(text)),
    unknown: Object.entries(unknown).map(([what, why]) => `${what}: ${why}`),
  };
}
