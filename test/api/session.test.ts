import { describe, expect, it } from 'vitest';
import { baseUrl, call, signIn } from '../support/api';
import { claimsOf, cognitoLocalKey, signJwt } from '../support/tokens';

describe('GET /api/session', () => {
  it('returns the user, the mapped language, the role, the company (its Chinese name too) and the year ends (last = current year)', async () => {
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
    expect(res.body.company).toMatchObject({ name: 'Acme Holdings Ltd', nameZh: '極致控股有限公司' });
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

  it('records an IPv4 caller’s address as API Gateway reports it (127.0.0.1, not ::ffff:127.0.0.1)', async () => {
    const token = await signIn('globex.admin');
    // Over IPv4 to the gateway's dual-stack socket, where Node names the peer by its IPv4-mapped IPv6 address.
    const url = new URL('/api/account/sessions', baseUrl());
    url.hostname = '127.0.0.1';
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const mine = ((await res.json()) as { current: boolean; ip: string }[]).find((s) => s.current);
    expect(mine?.ip).toBe('127.0.0.1');
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

describe('sessions list: live by default, ended ones on request (ADR 0047)', () => {
  type Row = { id: string; status: string; endedAt?: string; current: boolean };

  it('a signed-out session and one whose sign-in expired leave the list; ended=true shows them as ended', async () => {
    const claims = claimsOf(await signIn('globex.admin'));
    // A session of its own (cognito-local: one per token) whose token runs out in two seconds.
    const exp = Math.floor(Date.now() / 1000) + 2;
    const shortId = `short-${Date.now()}`;
    const shortLived = signJwt({ ...claims, jti: shortId, exp }, cognitoLocalKey());
    expect((await call('GET', '/api/session', { token: shortLived })).status).toBe(200);
    const signedOut = await signIn('globex.admin');
    expect((await call('GET', '/api/session', { token: signedOut })).status).toBe(200);
    const signedOutId = claimsOf(signedOut).jti as string;
    expect((await call('POST', '/api/auth/logout', { token: signedOut })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 200));

    const viewer = await signIn('globex.admin');
    const live = (await call('GET', '/api/account/sessions', { token: viewer })).body as Row[];
    expect(live.every((s) => s.status === 'live')).toBe(true);
    expect(live.map((s) => s.id)).not.toContain(signedOutId);
    expect(live.map((s) => s.id)).not.toContain(shortId);
    expect(live.some((s) => s.current)).toBe(true);

    const all = (await call('GET', '/api/account/sessions?ended=true', { token: viewer })).body as Row[];
    const out = all.find((s) => s.id === signedOutId);
    expect(out).toMatchObject({ status: 'signedOut' });
    expect(Date.parse(out!.endedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(all.find((s) => s.id === shortId)).toMatchObject({
      status: 'expired',
      endedAt: new Date(exp * 1000).toISOString(),
    });
  });

  it("refuses an ended filter that is not 'true' or 'false' (400)", async () => {
    const res = await call('GET', '/api/account/sessions?ended=yes', { token: await signIn('globex.admin') });
    expect(res.status).toBe(400);
  });
});

describe('the audit log names the session start in words and by the user who signed in', () => {
  it("session.start is the user's, with their name, and its entity is their sign-in session, not a key", async () => {
    const token = await signIn('globex.admin');
    const me = (await call('GET', '/api/session', { token })).body.user as { firstName: string; lastName: string };
    const res = await call('GET', '/api/audit/audit-log-masters?action=session.start&user=globex.admin&size=5', {
      token,
    });
    expect(res.status).toBe(200);
    const [latest] = res.body.items;
    expect(latest).toMatchObject({
      login: 'globex.admin',
      actorName: `${me.firstName} ${me.lastName}`,
      subject: { kind: 'session', name: `${me.firstName} ${me.lastName}` },
    });
  });
});
