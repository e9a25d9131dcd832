import { describe, expect, it } from 'vitest';
import { contract } from '@esg/core/contract/index';
import type { z } from 'zod';
import { auditorLive, auditorMayCall, yearsNamed } from '@esg/core/domain/access/auditor';

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType>; format?: string };
/** The top-level fields of a path, query or body schema that take a calendar day, whatever they are called. */
function dayFields(schema: unknown): string[] {
  const unwrap = (s: unknown): Def | undefined => {
    const def = (s as { _zod?: { def: Def } } | undefined)?._zod?.def;
    return def && ['optional', 'nullable', 'default', 'readonly'].includes(def.type) ? unwrap(def.innerType) : def;
  };
  const def = unwrap(schema);
  if (def?.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape)
    .filter(([, s]) => unwrap(s)?.format === 'date')
    .map(([k]) => k);
}

describe('the auditor’s rule (ADR 0115)', () => {
  const allowed = Object.entries(contract).filter(([id, r]) => auditorMayCall(id, r));

  it('allows no signed-in write but its own sample work and its own account (ADR 0115 amended)', () => {
    const writes = allowed
      .filter(([, r]) => r.method !== 'GET' && r.method !== 'HEAD' && r.access !== 'public')
      .map(([id]) => id);
    expect(writes.sort()).toEqual([
      'changePassword',
      'drawSample',
      'invalidateSession',
      'logout',
      'markFigure',
      'putUserInfo',
    ]);
  });

  it('refuses administration and routes naming an item whose year is unknown; the year of what its screens open is read', () => {
    const ids = allowed.map(([id]) => id);
    for (const refused of ['listUsers', 'auditLog', 'fileLogs', 'locationDetails', 'getSysConfig'])
      expect(ids, refused).not.toContain(refused);
    for (const read of [
      'download',
      'reportProgress',
      'viewReport',
      'downloadReport',
      'downloadPack',
      'downloadAssurancePack',
      'excelImport',
      'excelImportErrors',
      'emissions',
      'getEmployees',
      'socialLocations',
      'getWater',
      'matrixImage',
      'getFieldConfig',
      'figureTrail',
    ])
      expect(ids, read).toContain(read);
  });

  it('reads a year from every parameter that takes a day, whatever its name (a dashboard’s comparison year)', () => {
    const seen: string[] = [];
    for (const [id, r] of allowed)
      for (const part of ['params', 'query', 'body'] as const)
        for (const key of dayFields(r[part as keyof typeof r])) {
          seen.push(`${id} ${part}.${key}`);
          expect(yearsNamed(r, { [part]: { [key]: '2024-12-31' } }).days, `${id} ${part}.${key}`).toContain(
            '2024-12-31',
          );
        }
    expect(seen).toContain('dashboard query.compare');
  });

  it('is live through its end date and over the day after', () => {
    const grant = { years: ['2025-12-31'], until: '2026-03-31', firm: 'F' };
    // Through the end of 31-03-2026 in Hong Kong (16:00 UTC), not UTC's.
    expect(auditorLive(grant, new Date('2026-03-31T15:59:59Z'))).toBe(true);
    expect(auditorLive(grant, new Date('2026-03-31T16:00:00Z'))).toBe(false);
  });
});
