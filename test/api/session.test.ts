import { describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';

describe('GET /api/session', () => {
  it('returns the user, the mapped language, the role and the year ends (last = current year)', async () => {
    const res = await call('GET', '/api/session', { token: await signIn('acme.user') });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      login: 'acme.user',
      firstName: 'Ben',
      lastName: 'Wong',
      langKey: 'zh-hk',
      language: 'hk',
    });
    expect(res.body.role).toMatchObject({ level: 1, name: 'Company user' });
    expect(res.body.company.name).toBe('Acme Holdings Ltd');
    expect(Object.values(res.body.yearEnds)).toEqual(['2024-12-31', '2025-12-31']);
  });

  it('maps zh-cn to cn and shows each company only its own years', async () => {
    const res = await call('GET', '/api/session', { token: await signIn('globex.admin') });
    expect(res.body.user.language).toBe('cn');
    expect(Object.values(res.body.yearEnds)).toEqual(['2025-03-31', '2026-03-31']);
  });

  it('gives the platform administrator no company', async () => {
    const res = await call('GET', '/api/session', { token: await signIn('platform.admin') });
    expect(res.body.company).toMatchObject({ name: 'ESG Platform' });
    expect(res.body.role.level).toBe(9);
  });
});

describe('logout and session records', () => {
  it('records the session with IP, user agent and date, and logout ends it', async () => {
    const token = await signIn('globex.admin');
    const headers = { 'user-agent': 'vitest-agent/1.0' };
    const list = await call('GET', '/api/account/sessions', { token, headers });
    const mine = list.body.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ userAgent: 'vitest-agent/1.0' });
    expect(mine.ip).toBeTruthy();
    expect(Date.parse(mine.date)).toBeGreaterThan(Date.now() - 60_000);
    const out = await call('POST', '/api/auth/logout', { token });
    expect(out.body).toEqual({ message: 'logout success' });
    expect((await call('GET', '/api/session', { token })).status).toBe(401);
  });

  it('invalidates another session of the same user, whose token then answers 401', async () => {
    const first = await signIn('acme.admin');
    await call('GET', '/api/session', { token: first });
    const second = await signIn('acme.admin');
    const list = await call('GET', '/api/account/sessions', { token: second });
    const other = list.body.find((s: { current: boolean }) => !s.current);
    expect(other).toBeDefined();
    const res = await call('DELETE', `/api/account/sessions/${other.id}`, { token: second });
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/session', { token: first })).status).toBe(401);
    expect((await call('GET', '/api/session', { token: second })).status).toBe(200);
  });

  it("cannot invalidate a session it does not own: 404 with 'The session could not be invalidated.'", async () => {
    const globex = await signIn('globex.admin');
    await call('GET', '/api/session', { token: globex });
    const globexSessions = await call('GET', '/api/account/sessions', { token: globex });
    const res = await call('DELETE', `/api/account/sessions/${globexSessions.body[0].id}`, {
      token: await signIn('acme.user'),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The session could not be invalidated.');
    expect((await call('GET', '/api/session', { token: globex })).status).toBe(200);
  });
});
