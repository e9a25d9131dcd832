import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { db, tableName } from '@esg/core/infra/db/client';
import type { SessionRecord, UserRecord } from '@esg/core/domain/records';
import { call, signIn } from '../support/api';
import { freshUser } from '../support/tenants';
import { claimsOf } from '../support/tokens';
import { userRecord } from '../support/access';

/**
 * A cache miss reads the user record alone: each session's state is marked on it (ADR 0125). These tests
 * change what is stored behind the API's back to show which item decides.
 */
const marksOf = async (u: { tenantId: string; id: string }) =>
  (await getItem<UserRecord>(keys.user(u.tenantId, u.id), true))?.sessions;
const sessionIdOf = (token: string) => claimsOf(token).jti as string;

/** The user record as one made before marks: no map. */
const dropMarks = (u: { tenantId: string; id: string }) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(u.tenantId, u.id),
      UpdateExpression: 'REMOVE sessions',
    }),
  );

describe('session marks on the user record (ADR 0125)', () => {
  it("a session's first call marks it live; sign-out marks it ended, and the mark alone refuses its token", async () => {
    const u = await freshUser('acme.user');
    const token = await signIn(u.login);
    const id = sessionIdOf(token);
    expect((await call('GET', '/api/session', { token })).status).toBe(200);
    const live = (await marksOf(u))?.[id];
    expect(live).toBeDefined();
    expect(live!.ended).toBeFalsy();
    expect(Date.parse(live!.expiresAt)).toBe((claimsOf(token).exp as number) * 1000);

    expect((await call('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await marksOf(u))?.[id]).toMatchObject({ ended: true });
    // The session record put back as live: the mark on the user record still refuses the token.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(u.tenantId, u.id, id),
        UpdateExpression: 'SET ended = :no REMOVE endedAt',
        ExpressionAttributeValues: { ':no': false },
      }),
    );
    expect((await call('GET', '/api/session', { token })).status).toBe(401);
  });

  it('a second session sets its own mark beside the first; invalidating one leaves the other', async () => {
    const u = await freshUser('acme.user');
    const [first, second] = [await signIn(u.login), await signIn(u.login)];
    expect((await call('GET', '/api/session', { token: first })).status).toBe(200);
    expect((await call('GET', '/api/session', { token: second })).status).toBe(200);
    expect(Object.keys((await marksOf(u)) ?? {}).sort()).toEqual([sessionIdOf(first), sessionIdOf(second)].sort());
    const res = await call('DELETE', `/api/account/sessions/${sessionIdOf(first)}`, { token: second });
    expect(res.status).toBe(200);
    const marks = await marksOf(u);
    expect(marks?.[sessionIdOf(first)]?.ended).toBe(true);
    expect(marks?.[sessionIdOf(second)]?.ended).toBeFalsy();
    expect((await call('GET', '/api/session', { token: first })).status).toBe(401);
  });

  it('a user record made before marks gets its map at the first call, and its sessions their marks', async () => {
    const u = await freshUser('acme.user');
    await dropMarks(u);
    const [first, second] = [await signIn(u.login), await signIn(u.login)];
    const answers = await Promise.all([first, second].map((token) => call('GET', '/api/session', { token })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // Both first calls raced to start the map; each session is recorded and marked all the same.
    expect(Object.keys((await marksOf(u)) ?? {}).sort()).toEqual([sessionIdOf(first), sessionIdOf(second)].sort());
    for (const token of [first, second])
      expect(await getItem<SessionRecord>(keys.session(u.tenantId, u.id, sessionIdOf(token)), true)).toBeDefined();
  });

  it('a session ended before marks existed stays refused: its record decides until it is marked', async () => {
    const u = await freshUser('acme.user');
    const token = await signIn(u.login);
    const id = sessionIdOf(token);
    const ended: SessionRecord = {
      id,
      userId: u.id,
      createdAt: new Date().toISOString(),
      ended: true,
      endedAt: new Date().toISOString(),
    };
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(u.tenantId, u.id, id),
        UpdateExpression: 'SET id = :id, userId = :user, createdAt = :at, ended = :yes, endedAt = :at',
        ExpressionAttributeValues: { ':id': id, ':user': u.id, ':at': ended.createdAt, ':yes': true },
      }),
    );
    await dropMarks(u);
    expect((await call('GET', '/api/session', { token })).status).toBe(401);
    expect((await marksOf(u))?.[id]).toBeUndefined();
  });

  it('deactivation marks every session of the user ended', async () => {
    const u = await freshUser('acme.user');
    const tokens = [await signIn(u.login), await signIn(u.login)];
    for (const token of tokens) expect((await call('GET', '/api/session', { token })).status).toBe(200);
    const admin = await signIn('acme.admin');
    const user = await userRecord(u.tenantId, u.id);
    const res = await call('PUT', `/api/userInfo/${u.id}`, {
      token: admin,
      body: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        langKey: user.langKey,
        roleId: user.roleId,
        activated: false,
        version: user.version,
      },
    });
    expect(res.status).toBe(200);
    const marks = (await marksOf(u)) ?? {};
    expect(tokens.map((t) => marks[sessionIdOf(t)]?.ended)).toEqual([true, true]);
  });
});
