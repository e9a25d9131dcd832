import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partialMatchKey } from '@tanstack/react-query';
import { adminRoutes } from '@esg/core/contract/admin';
import { companyRoutes } from '@esg/core/contract/company';
import { contract } from '@esg/core/contract/index';
import { routeKey } from './routeQuery';

/**
 * One GET, one cache entry: a read of the contract's routes keys itself by the route and what it is read
 * with (routeKey), so two screens reading the same GET share the entry and the request.
 */
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * GETs still read by hand in more than one file, each with its own key: the company index, read page by page
 * (the platform's Home and the company choices of web/src/api/companyOptions.ts both read every page; the companies
 * table one page at a time).
 */
const READ_BY_HAND = new Set(['listCompanies']);

describe('routeKey', () => {
  it('is the route, then the params and the query as read', () => {
    expect(routeKey(companyRoutes.isPrinted, { params: { year: '2025-03-31' } })).toEqual([
      'GET /api/compPeriod/isPrinted/{year}',
      { year: '2025-03-31' },
      {},
    ]);
    expect(routeKey(adminRoutes.listUnits)).toEqual(['GET /api/uom/all', {}, {}]);
  });

  it('as a filter, names every read of the route, or of the params it gives', () => {
    const read = routeKey(adminRoutes.convertUnits, { query: { from: 'kg', to: 't', value: '2' } });
    expect(partialMatchKey(read, routeKey(adminRoutes.convertUnits))).toBe(true);
    expect(partialMatchKey(read, routeKey(adminRoutes.convertUnits, { query: { from: 'kg', to: 't' } }))).toBe(true);
    expect(partialMatchKey(read, routeKey(adminRoutes.convertUnits, { query: { from: 'g', to: 't' } }))).toBe(false);
    expect(partialMatchKey(read, routeKey(adminRoutes.listUnits))).toBe(false);
  });
});

describe('the web reads each GET of the contract through one key', () => {
  it('no GET is called by hand (callRoute, its own key) from two files: a second reader uses routeQuery', () => {
    const readers = new Map<string, Set<string>>();
    for (const file of sourceFiles(SRC)) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/\bcallRoute\(\s*\w+\.(\w+)/g)) {
        if (contract[name!]?.method !== 'GET' || READ_BY_HAND.has(name!)) continue;
        readers.set(name!, (readers.get(name!) ?? new Set()).add(relative(SRC, file)));
      }
    }
    const twice = [...readers].filter(([, files]) => files.size > 1).map(([name, files]) => `${name}: ${[...files]}`);
    expect(twice).toEqual([]);
  });
});
