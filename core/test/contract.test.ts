import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { contract, routeGroups } from '../src/contract/index';
import { pathPattern } from '../src/contract/route';
import { PAGE_ALIASES } from '../src/contract/aliasTable';

describe('the route contract', () => {
  it('declares every route once: ids and METHOD+path are unique across groups', () => {
    const all = Object.values(routeGroups).flatMap((g) => Object.entries(g ?? {}));
    expect(new Set(all.map(([id]) => id)).size).toBe(all.length);
    const keys = all.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(contract)).toHaveLength(all.length);
  });

  it('keeps every route under /api and in the group it is filed under', () => {
    for (const [group, routes] of Object.entries(routeGroups)) {
      for (const r of Object.values(routes ?? {})) {
        expect(r.path.startsWith('/api/')).toBe(true);
        expect(r.group).toBe(group);
      }
    }
  });

  it('gives every body an object schema that refuses unknown fields', () => {
    for (const [id, r] of Object.entries(contract)) {
      if (!r.body) continue;
      expect(r.body.safeParse({ surelyUnknownField: 1 }).success, id).toBe(false);
    }
  });

  it('declares every route that takes a company from the request, and the field it names exists', () => {
    const fields = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});
    const companyFields = /^(tenantId|companyId)$/;
    for (const [id, r] of Object.entries(contract)) {
      if (r.tenantFrom) {
        const [part, field] = r.tenantFrom.split('.') as ['params' | 'query' | 'body', string];
        expect(fields(r[part]), id).toContain(field);
        expect(r.scope, id).toBeUndefined();
      }
      // A company id in any other route's input must be the caller's own: a company route (404 otherwise).
      const named = (['params', 'query', 'body'] as const).flatMap((p) =>
        fields(r[p]).filter((f) => companyFields.test(f)),
      );
      if (named.length > 0 && !r.tenantFrom) expect(r.scope, `${id} names ${named.join()}`).toBe('company');
    }
    // Platform routes that act on a company named in the request; a new one is a decision, not an accident.
    expect(
      Object.entries(contract)
        .filter(([, r]) => r.tenantFrom)
        .map(([id]) => id),
    ).toHaveLength(8); // …, approveFirstYear (ADR 0046)
  });

  it('matches path parameters but never across a slash', () => {
    const p = pathPattern('/api/file/{id}');
    expect(p.exec('/api/file/01J')?.groups).toEqual({ id: '01J' });
    expect(p.test('/api/file/a/b')).toBe(false);
    expect(pathPattern('/api/a.b').test('/api/aXb')).toBe(false);
  });

  it('lists every spec call it implements in docs/spec-coverage.md', () => {
    const coverage = readFileSync(new URL('../../docs/spec-coverage.md', import.meta.url), 'utf8');
    for (const [id, r] of Object.entries(contract)) expect(coverage, id).toContain(`${r.method} ${r.path}`);
  });

  it('files each page alias of the page modules in docs/spec-coverage.md under its page, and no other (ADR 0080)', () => {
    const coverage = readFileSync(new URL('../../docs/spec-coverage.md', import.meta.url), 'utf8').split('\n');
    const camel = (key: string) => key.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());
    for (const { page, call } of Object.values(PAGE_ALIASES)) {
      const row = coverage.find((line) => line.includes(`\`${call.method} ${call.path}\``));
      expect(row, call.id).toBeDefined();
      expect(row, call.id).toContain(`(${contract[call.id]!.group}.`);
      expect(row, call.id).toContain(`core/src/pages/${page.nav.group}/${camel(page.key)}.ts (specCalls)`);
      expect(row, call.id).toContain('test/api/page-aliases.test.ts');
    }
    const aliasRows = coverage.filter((line) => line.includes('test/api/page-aliases.test.ts'));
    const documented = aliasRows.flatMap((line) =>
      [...line.matchAll(/`(GET|PUT) (\/api\/[^`]+)`/g)].map((m) => `${m[1]} ${m[2]}`),
    );
    expect(documented.sort()).toEqual(
      Object.values(PAGE_ALIASES)
        .map(({ call }) => `${call.method} ${call.path}`)
        .sort(),
    );
  });
});
