import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionText } from './auditActions';

/** Every action key the product writes (`action: '…'` in core/src), found in the source. */
function productActions(dir = join(__dirname, '../../../core/src')): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...productActions(path));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
      for (const m of readFileSync(path, 'utf8').matchAll(
        /action: '([a-zA-Z.]+)'|set\('(excel\.[a-z]+)'|'((?:user|role|company|period|report|session|sysconfig)\.[a-zA-Z]+)'/g,
      ))
        out.push(m[1] ?? m[2] ?? m[3]!);
  }
  return [...new Set(out)];
}

describe('audit actions in words', () => {
  it('names every action the product writes in en, hk and cn — never its key', () => {
    const actions = [...productActions(), 'resource.electricity.save', 'resource.water.delete', 'seed.units'];
    expect(actions.length).toBeGreaterThan(50);
    for (const action of actions)
      for (const lang of ['en', 'hk', 'cn'] as const) {
        const text = actionText(action, lang);
        expect(text, `${action} ${lang}`).not.toContain('.');
        if (lang !== 'en') expect(text, `${action} ${lang}`).toMatch(/[\u4e00-\u9fff]/);
      }
    expect(actionText('session.start', 'hk')).toBe('登入');
    expect(actionText('resource.electricity.save', 'cn')).toBe('保存数据行');
  });
});
