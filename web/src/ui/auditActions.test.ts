import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionText } from './auditActions';

const ROOT = join(__dirname, '../../..');
const SOURCES = ['core/src', 'functions/src', 'packages/local/src'].map((dir) => join(ROOT, dir));

/** The product's source files, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

/** A quoted key of the actions' shape: `excel.start`, `uom.units.put`. */
const KEY = /['`]([a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*){1,2})['`]/g;
/** Quoted keys of that shape that are no action: a login, a seed marker, a page's field paths. */
const NOT_ACTIONS = new Set([
  'platform.admin',
  'migration.reviewerGrant',
  'emissions.details.emissionsDetails',
  'emissions.details.emissionsName',
]);
const FILE = /\.(html|csv|json|ts|pdf|docx|xlsx)$/;

/**
 * Every action key the product writes, read from its source so the list cannot go stale: the namespaces are those
 * of the keys written as `action: '…'` (or in a ternary there); an action is any quoted key of one of them, however
 * it reaches the write (`w.set('excel.start', …)`, `transition('report.done', …)`, `endSession(…, 'session.logout')`).
 */
function productActions(): string[] {
  const files = SOURCES.flatMap(sources);
  const namespaces = new Set<string>();
  for (const text of files)
    for (const line of text.split('\n'))
      if (/\baction\b/.test(line)) for (const m of line.matchAll(KEY)) namespaces.add(m[1]!.split('.')[0]!);
  const out = new Set<string>();
  for (const text of files)
    for (const m of text.matchAll(KEY)) {
      const key = m[1]!;
      if (namespaces.has(key.split('.')[0]!) && !NOT_ACTIONS.has(key) && !FILE.test(key)) out.add(key);
    }
  return [...out];
}

/** What `actionText` makes of a key it has no words for ("excel start"). */
const keyWords = (action: string) =>
  action
    .split('.')
    .map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' ');

describe('audit actions in words', () => {
  it('names every action the product writes in en, hk and cn — never its key', () => {
    const written = productActions();
    for (const action of ['excel.start', 'supplier.open', 'uom.units.put', 'session.logout', 'report.done'])
      expect(written).toContain(action);
    const actions = [...written, 'resource.electricity.save', 'resource.water.delete', 'seed.units'];
    expect(actions.length).toBeGreaterThan(100);
    for (const kind of ['submit', 'return', 'approve', 'reopen']) actions.push(`workflow.${kind}`);
    const missing = actions.flatMap((action) =>
      (['en', 'hk', 'cn'] as const).flatMap((lang) => {
        const text = actionText(action, lang);
        const words = text !== keyWords(action) && (lang === 'en' || /[\u4e00-\u9fff]/.test(text));
        return words ? [] : [`${action} ${lang}: ${text}`];
      }),
    );
    expect(missing).toEqual([]);
    expect(actionText('excel.start', 'hk')).toBe('開始檢查 Excel 匯入');
    expect(actionText('session.start', 'hk')).toBe('登入');
    expect(actionText('resource.electricity.save', 'cn')).toBe('保存数据行');
  });
});
