import { beforeAll, expect, it } from 'vitest';
import { call, signIn, type Reply } from './api';
import { freshCompany } from './company';

/** A printed year and an open one: what every Social page's guard tests need. */
export const PRINTED = '2024-12-31';
export const OPEN = '2025-12-31';
/** A charitable activity of B8 (Community investment), as its table row holds it. */
export const CLEAN_UP = {
  activity: 'Beach clean-up',
  channel: 'staffVolunteering',
  focusArea: 'environment',
  heldOn: '2025-06-05',
  hours: '24',
  money: '3000',
};
export const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';

/** A fresh company with a printed and an open year (another company has neither when they are not the defaults), and the period id of each (the spec's Social `{id}`). */
export function socialCompany(printed = PRINTED, open = OPEN) {
  const company = { token: '', tenantId: '', periods: {} as Record<string, string>, printed, open };
  beforeAll(async () => {
    ({ token: company.token, tenantId: company.tenantId } = await freshCompany([
      { yearEnd: printed, printed: true },
      { yearEnd: open },
    ]));
    for (const y of [printed, open])
      company.periods[y] = (await call('GET', `/api/comp-location/by-year-end/${y}`, { token: company.token })).body
        .periodId as string;
  });
  return company;
}

interface Guarded {
  company: ReturnType<typeof socialCompany>;
  /** The spec's read and save calls of a year. */
  read: (token: string, yearEnd: string) => Promise<Reply>;
  save: (token: string, yearEnd: string, body: { values: Record<string, unknown>; version: number }) => Promise<Reply>;
  /** The generic page-data route of the open year. */
  pageData: string;
  /** Valid answers, different for each variant, for the two simultaneous saves. */
  values: (variant: string) => Record<string, unknown>;
}

/**
 * The guards every versioned Social save has, as a user would notice them: a stale version answers
 * 409 with the spec message; of two simultaneous saves of one version one lands, the other is 409;
 * a printed year is 423; another company's year is 404. Expects the open year saved once or more.
 */
export function versionAndTenancyGuards({ company, read, save, pageData, values }: Guarded) {
  it('answers 409 with the spec message on a stale version and lets one of two simultaneous saves through', async () => {
    const { token, open } = company;
    const { version } = (await call('GET', pageData, { token })).body as { version: number };
    expect(version).toBeGreaterThan(0);
    const stale = await save(token, open, { values: values('4'), version: version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONFLICT);
    const results = await Promise.all(['1', '2'].map((v) => save(token, open, { values: values(v), version })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect((await call('GET', pageData, { token })).body).toMatchObject({
      version: version + 1,
      values: winner.body.values,
    });
  });

  it('answers 423 on a printed year and 404 for another company', async () => {
    const { token, printed, open } = company;
    expect((await save(token, printed, { values: values('0'), version: 0 })).status).toBe(423);
    const acme = await signIn('acme.user');
    expect((await read(acme, open)).status).toBe(404);
    expect((await save(acme, open, { values: values('3'), version: 1 })).status).toBe(404);
  });
}
