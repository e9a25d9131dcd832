import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write } from '@esg/core/infra/db/write';
import { getItem } from '@esg/core/infra/db/repo';
import { runInContext } from '@esg/core/context';
import type { UserRecord } from '@esg/core/domain/records';
import { call, signIn } from '../support/api';
import { claimsOf, cognitoLocalKey, foreignKey, signJwt } from '../support/tokens';
import { freshUser } from '../support/tenants';

describe('authentication and privileges', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/session')).status).toBe(401);
  });

  it('answers 401 for an expired token signed by the real key', async () => {
    const claims = claimsOf(await signIn('acme.user'));
    const expired = signJwt({ ...claims, iat: 1_700_000_000, exp: 1_700_000_600 }, cognitoLocalKey());
    expect((await call('GET', '/api/session', { token: expired })).status).toBe(401);
  });

  it('answers 401 for a token signed by the real key that never expires or was issued in the future', async () => {
    const { exp: _exp, ...claims } = claimsOf(await signIn('acme.user'));
    const now = Math.floor(Date.now() / 1000);
    const noExpiry = signJwt(claims, cognitoLocalKey());
    const fromTheFuture = signJwt({ ...claims, iat: now + 86_400, exp: now + 90_000 }, cognitoLocalKey());
    for (const token of [noExpiry, fromTheFuture])
      expect(await call('GET', '/api/session', { token })).toMatchObject({ status: 401 });
    // The same claims with the token's own expiry are accepted: the refusal is the expiry's, not the signing's.
    const fresh = signJwt({ ...claims, exp: now + 600 }, cognitoLocalKey());
    expect((await call('GET', '/api/session', { token: fresh })).status).toBe(200);
  });

  it('takes the Bearer scheme in any case, and nothing else in the Authorization header', async () => {
    const token = await signIn('acme.user');
    const as = (authorization: string) => call('GET', '/api/session', { headers: { authorization } });
    // A scheme's name is case-insensitive (RFC 9110 §11.1).
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR'])
      expect((await as(`${scheme} ${token}`)).status, scheme).toBe(200);
    const [head, body, sig] = token.split('.');
    const refused = [
      token, // no scheme
      `Basic ${token}`,
      `Token ${token}`,
      `Bearer ${token} ${token}`, // two tokens
      `Bearer ${head}.${body} .${sig}`, // a space inside the token
      `Bearer`,
      `Bearer `,
    ];
    for (const authorization of refused) {
      const res = await as(authorization);
      expect(res.status, authorization.slice(0, 12)).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', status: 401, messageKey: 'needAuth' });
    }
  });

  it('answers 401 for a token signed by another key', async () => {
    const claims = claimsOf(await signIn('acme.user'));
    expect((await call('GET', '/api/session', { token: signJwt(claims, foreignKey()) })).status).toBe(401);
  });

  it('answers 401 for a tampered token (payload changed, signature kept)', async () => {
    const token = await signIn('acme.user');
    const [head, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claimsOf(token), username: 'acme.admin' })).toString('base64url');
    expect((await call('GET', '/api/session', { token: `${head}.${forged}.${sig}` })).status).toBe(401);
  });

  it('answers 401 for an id token used as an access token', async () => {
    const claims = claimsOf(await signIn('acme.user'));
    const idLike = signJwt({ ...claims, token_use: 'id' }, cognitoLocalKey());
    expect((await call('GET', '/api/session', { token: idLike })).status).toBe(401);
  });

  it('answers 401 with the spec error object for a deactivated user, on the next call', async () => {
    const { tenantId, id: userId, login } = await freshUser('acme.user');
    const token = await signIn(login);
    expect((await call('GET', '/api/session', { token })).status).toBe(200);
    const setActivated = async (activated: boolean) => {
      const user = await getItem<UserRecord>(keys.user(tenantId, userId), true);
      await runInContext({ requestId: ulid() }, () =>
        write({
          tenantId,
          action: 'test.activation',
          changes: [
            { op: 'update', key: keys.user(tenantId, userId), expectedVersion: user!.version, set: { activated } },
          ],
        }),
      );
    };
    await setActivated(false);
    // A fresh sign-in is not in the membership cache, so the deactivation shows at once.
    const res = await call('GET', '/api/session', { token: await signIn(login) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, status: 401, statusMessage: 'Need auth' });
    // Reactivation lets the same person back in.
    await setActivated(true);
    expect((await call('GET', '/api/session', { token: await signIn(login) })).status).toBe(200);
  });

  it('answers 403 to a level-1 user on an administration route, 200 to the company administrator', async () => {
    const user = await call('GET', '/api/userInfos/all', { token: await signIn('acme.user') });
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ success: false, code: 'FORBIDDEN', status: 403 });
    const admin = await call('GET', '/api/userInfos/all', { token: await signIn('acme.admin') });
    expect(admin.status).toBe(200);
    const logins = admin.body.items.map((u: { login: string }) => u.login);
    expect(logins).toEqual(expect.arrayContaining(['acme.admin', 'acme.user']));
    expect(logins.some((l: string) => l.startsWith('globex'))).toBe(false);
  });

  it('greets signed-in clients with the text Hello, and answers HEAD /api/ping without auth', async () => {
    const res = await call('GET', '/api/greeting', { token: await signIn('acme.user') });
    expect(res.status).toBe(200);
    expect(res.body).toBe('Hello');
    expect((await call('HEAD', '/api/ping')).status).toBe(204);
  });

  it('has a request id in every error body', async () => {
    const res = await call('GET', '/api/userInfos/all', { token: await signIn('acme.user') });
    expect(res.body.meta.requestId).toMatch(/[0-9a-f-]{36}/);
  });
});
