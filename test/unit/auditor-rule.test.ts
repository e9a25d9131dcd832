import { describe, expect, it } from 'vitest';
import { contract } from '@esg/core/contract/index';
import { auditorLive, auditorMayCall } from '@esg/core/domain/access/auditor';

describe('the auditor’s rule (ADR 0115)', () => {
  const allowed = Object.entries(contract).filter(([id, r]) => auditorMayCall(id, r));

  it('allows no signed-in write but its own sample work and signing out', () => {
    const writes = allowed
      .filter(([, r]) => r.method !== 'GET' && r.method !== 'HEAD' && r.access !== 'public')
      .map(([id]) => id);
    expect(writes.sort()).toEqual(['drawSample', 'logout', 'markFigure']);
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

  it('is live through its end date and over the day after', () => {
    const grant = { years: ['2025-12-31'], until: '2026-03-31', firm: 'F' };
    // Through the end of 31-03-2026 in Hong Kong (16:00 UTC), not UTC's.
    expect(auditorLive(grant, new Date('2026-03-31T15:59:59Z'))).toBe(true);
    expect(auditorLive(grant, new Date('2026-03-31T16:00:00Z'))).toBe(false);
  });
});
