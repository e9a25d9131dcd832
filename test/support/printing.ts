import { ulid } from 'ulid';
import { expect } from 'vitest';
import { call } from './api';
import { every } from './resources';

/**
 * A year printed while a platform factor changes under it (ADR 0013 snapshots): a grid factor of
 * 0.5 kgCO2e/kWh used by one 1,200 kWh electricity row in each year, the first year printed, then
 * the factor edited to `laterValue`. The printed year keeps 0.6 t; the open years follow the edit.
 */
export async function printedThenFactorEdited(
  co: { token: string; tenantId: string },
  platform: string,
  locationId: string,
  [printedYear, ...openYears]: readonly string[],
  laterValue = 0.8,
  /** Runs once the year is printed, before the factor is edited (e.g. to print its report). */
  beforeEdit?: () => Promise<void>,
) {
  const factorId = `test-grid-${ulid().slice(-8).toLowerCase()}`;
  const facts = {
    category: 'electricity',
    scope: 2,
    appliesTo: 'Test grid customers',
    unit: 'kgCO2e/kWh',
    source: 'Test utility sustainability report',
    confidence: 'medium',
  };
  const created = await call('POST', '/api/emission-factors', {
    token: platform,
    body: { id: factorId, ...facts, value: 0.5, validFrom: 2020 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const row = {
    version: 0,
    locationId,
    unit: 'kWh',
    months: every('100'),
    attributes: { supplier: 'other', account: 'T-1', factorId },
  };
  for (const year of [printedYear!, ...openYears]) {
    const res = await call('PUT', `/api/resource/electricity/${year}`, { token: co.token, body: { rows: [row] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const periods = await call('GET', '/api/compPeriod', { token: co.token });
  const period = (periods.body as { yearEnd: string; version: number }[]).find((p) => p.yearEnd === printedYear)!;
  const printed = await call('PUT', '/api/compPeriod/printed', {
    token: platform,
    body: { companyId: co.tenantId, yearEnd: printedYear, printed: true, version: period.version },
  });
  expect(printed.status, JSON.stringify(printed.body)).toBe(200);
  await beforeEdit?.();
  const edit = await call('PUT', `/api/emission-factors/${factorId}`, {
    token: platform,
    body: { ...facts, value: laterValue, validFrom: 2020, version: created.body.version },
  });
  expect(edit.status, JSON.stringify(edit.body)).toBe(200);
  return { factorId, row, source: facts.source };
}
