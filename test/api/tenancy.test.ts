import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { contract } from '@esg/core/contract/index';
import { runInContext } from '@esg/core/context';
import { createJob } from '@esg/core/domain/reports/jobs';
import { call, signIn } from '../support/api';
import { freshUser, whoIs } from '../support/tenants';

/** Ids that exist in Globex: its user, its periods and a live session. */
async function globexIds() {
  const token = await signIn('globex.admin');
  const session = await call('GET', '/api/session', { token });
  const sessions = await call('GET', '/api/account/sessions', { token });
  const { userId } = await whoIs('globex.admin');
  return {
    token,
    ids: [userId, ...Object.keys(session.body.yearEnds), ...sessions.body.map((s: { id: string }) => s.id)],
  };
}

const idRoutes = Object.entries(contract).filter(([, r]) => r.path.includes('{id}') && r.access !== 'public');

describe('tenant isolation', () => {
  it('has routes taking ids to check', () => expect(idRoutes.length).toBeGreaterThan(0));

  it.each(['acme.user', 'acme.admin'])(
    '%s gets 404 for every Globex id on every id route',
    async (login) => {
      const { token: globex, ids } = await globexIds();
      const token = await signIn(login);
      for (const [id, r] of idRoutes) {
        for (const foreign of ids) {
          const res = await call(r.method, r.path.replace('{id}', foreign), { token, body: r.body ? {} : undefined });
          // A body route may refuse the empty body first; it must never find the foreign item.
          expect([400, 403, 404], `${id} ${foreign}`).toContain(res.status);
          if (!r.body && r.access === 'authenticated') expect(res.status, `${id} ${foreign}`).toBe(404);
        }
      }
      // Nothing happened to Globex.
      expect((await call('GET', '/api/session', { token: globex })).status).toBe(200);
      // Every id route × every Globex id, one call at a time: well over a hundred calls on a loaded machine.
    },
    120_000,
  );

  it('an auditor of Acme never sees Globex: no Globex id on any id route, no Globex year on any year route', async () => {
    const { token: globex, ids } = await globexIds();
    const session = await call('GET', '/api/session', { token: globex });
    const years = [...new Set(Object.values(session.body.yearEnds as Record<string, string>))];
    const token = await signIn((await freshUser('acme.auditor')).login);
    for (const [id, r] of idRoutes)
      for (const foreign of ids) {
        const res = await call(r.method, r.path.replace('{id}', foreign), { token, body: r.body ? {} : undefined });
        expect([400, 403, 404], `${id} ${foreign}`).toContain(res.status);
      }
    const yearRoutes = Object.entries(contract).filter(([, r]) => r.method === 'GET' && /^[^{]*\{year\}$/.test(r.path));
    for (const [id, r] of yearRoutes)
      for (const year of years) {
        const res = await call('GET', r.path.replace('{year}', year), { token });
        // Globex's year ends are not Acme's: nothing found, never Globex's data.
        expect([403, 404], `${id} ${year}`).toContain(res.status);
      }
  }, 120_000);
  it('never shows, builds, downloads or restates another company’s assurance pack or year (ADR 0117, 0118)', async () => {
    const { tenantId } = await whoIs('globex.admin');
    const pack = await runInContext({ requestId: ulid() }, () =>
      createJob(tenantId, 'tenancy', '2026-03-31', () => [], { edition: 'draft', assurance: { yearVersion: 1 } }),
    );
    const token = await signIn('acme.admin');
    expect((await call('GET', `/api/assurance-pack/download/${pack.id}`, { token })).status).toBe(404);
    expect((await call('GET', `/api/report-progress/${pack.id}`, { token })).status).toBe(404);
    // Globex's year ends on 31 March: Acme has no such year.
    for (const [method, path, body] of [
      ['GET', '/api/assurance-packs/2026-03-31', undefined],
      ['POST', '/api/assurance-pack/2026-03-31', undefined],
      ['GET', '/api/restatements/2026-03-31', undefined],
      ['POST', '/api/restatements/2026-03-31', { reason: 'Not yours.', version: 1 }],
    ] as const)
      expect((await call(method, path, { token, body })).status, `${method} ${path}`).toBe(404);
  });

  it('lists only the caller’s own company users', async () => {
    const res = await call('GET', '/api/userInfos/all', { token: await signIn('globex.admin') });
    expect(res.body.items.every((u: { login: string }) => !u.login.startsWith('acme'))).toBe(true);
  });
});
