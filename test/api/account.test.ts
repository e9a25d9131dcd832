import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { call, inbox, signIn } from '../support/api';
import { freshUser } from '../support/tenants';
import { db, tableName } from '@esg/core/infra/db/client';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import type { OneTimeKeyRecord } from '@esg/core/domain/oneTimeKeys';

const keyFromMail = (text: string) => /key=([\w-]+)/.exec(text)?.[1];
const mailTo = async (to: string) => (await inbox()).filter((m) => m.to === to).at(-1);

describe('user settings (GET/PUT /api/userInfo)', () => {
  it('saves names, e-mail and language, and GET /api/user shows them', async () => {
    const u = await freshUser('acme.user');
    const token = await signIn(u.login);
    const info = await call('GET', '/api/userInfo', { token });
    const email = `${u.login}.new@example.com`;
    const put = await call('PUT', '/api/userInfo', {
      token,
      body: { firstName: 'Ada', lastName: 'Lovelace', email, langKey: 'zh-cn', version: info.body.version },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ firstName: 'Ada', email, langKey: 'zh-cn', version: info.body.version + 1 });
    expect((await call('GET', '/api/user', { token })).body.firstName).toBe('Ada');
    expect((await call('GET', '/api/session', { token })).body.user.language).toBe('cn');
    // The old address is free again; the new one is taken.
    expect(await getItem(keys.email(u.email), true)).toBeUndefined();
    expect(await getItem(keys.email(email), true)).toBeDefined();
  });

  it("refuses another user's e-mail with 'Email is already in use! Please choose another one.'", async () => {
    const u = await freshUser('acme.user');
    const token = await signIn(u.login);
    const { version } = (await call('GET', '/api/userInfo', { token })).body;
    const res = await call('PUT', '/api/userInfo', {
      token,
      body: { firstName: 'A', lastName: 'B', email: 'globex.admin@example.com', langKey: 'en', version },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email is already in use! Please choose another one.');
    expect((await call('GET', '/api/userInfo', { token })).body).toMatchObject({ email: u.email, version });
  });

  it('gives the spec name messages for empty and over-long names', async () => {
    const token = await signIn((await freshUser('acme.user')).login);
    const base = { lastName: 'B', email: 'x@example.com', langKey: 'en', version: 1 };
    const empty = await call('PUT', '/api/userInfo', { token, body: { ...base, firstName: '' } });
    expect(empty.body.data.issues).toContainEqual(
      expect.objectContaining({
        path: 'body.firstName',
        message: 'Your first name is required to be at least 1 character',
      }),
    );
    const long = await call('PUT', '/api/userInfo', {
      token,
      body: { ...base, firstName: 'x'.repeat(51), lastName: '' },
    });
    const messages = long.body.data.issues.map((i: { message: string }) => i.message);
    expect(messages).toContain('Your first name cannot be longer than 50 characters');
    expect(messages).toContain('Your last name is required to be at least 1 character');
    const missing = await call('PUT', '/api/userInfo', {
      token,
      body: { lastName: 'B', email: 'x@example.com', langKey: 'en', version: 1 },
    });
    expect(missing.body.data.issues[0].message).toBe('Your first name is required.');
  });

  it('rejects a stale version with 409 and the concurrency message, keeping the first save', async () => {
    const u = await freshUser('acme.user');
    const token = await signIn(u.login);
    const { version } = (await call('GET', '/api/userInfo', { token })).body;
    const body = (firstName: string) => ({ firstName, lastName: 'X', email: u.email, langKey: 'en', version });
    const [a, b] = await Promise.all([
      call('PUT', '/api/userInfo', { token, body: body('First') }),
      call('PUT', '/api/userInfo', { token, body: body('Second') }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe(
      'Another user modified this data at the same time as you. Your changes were rejected.',
    );
    const winner = a.status === 200 ? a : b;
    expect((await call('GET', '/api/userInfo', { token })).body.firstName).toBe(winner.body.firstName);
  });
});

describe('password change (PUT /api/user/change-password)', () => {
  it('changes the password; the new one signs in, the old one no longer does', async () => {
    const u = await freshUser('acme.user');
    const token = await signIn(u.login);
    const res = await call('PUT', '/api/user/change-password', {
      token,
      body: { currentPassword: u.password, newPassword: 'Brand-new-2026!', confirmPassword: 'Brand-new-2026!' },
    });
    expect(res.body).toEqual({ message: 'Password changed!' });
    await expect(signIn(u.login, u.password)).rejects.toThrow();
    expect(await signIn(u.login, 'Brand-new-2026!')).toBeTruthy();
  });

  it("ends the user's other sessions and keeps the one that changed it", async () => {
    const u = await freshUser('acme.user');
    const [other, mine] = [await signIn(u.login), await signIn(u.login)];
    expect((await call('GET', '/api/session', { token: other })).status).toBe(200);
    const res = await call('PUT', '/api/user/change-password', {
      token: mine,
      body: { currentPassword: u.password, newPassword: 'Brand-new-2026!', confirmPassword: 'Brand-new-2026!' },
    });
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/session', { token: other })).status).toBe(401);
    expect((await call('GET', '/api/session', { token: mine })).status).toBe(200);
  });

  it("answers 'The password could not be changed.' for a wrong current password", async () => {
    const u = await freshUser('acme.user');
    const res = await call('PUT', '/api/user/change-password', {
      token: await signIn(u.login),
      body: { currentPassword: 'wrong-password', newPassword: 'Brand-new-2026!', confirmPassword: 'Brand-new-2026!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The password could not be changed.');
    expect(await signIn(u.login, u.password)).toBeTruthy();
  });

  it("refuses a confirmation that differs: 'The password and its confirmation do not match!'", async () => {
    const u = await freshUser('acme.user');
    const res = await call('PUT', '/api/user/change-password', {
      token: await signIn(u.login),
      body: { currentPassword: u.password, newPassword: 'Brand-new-2026!', confirmPassword: 'Brand-new-2027!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toContainEqual(
      expect.objectContaining({
        path: 'body.confirmPassword',
        message: 'The password and its confirmation do not match!',
      }),
    );
  });
});

describe('password reset by e-mail', () => {
  it('mails a reset link in the user language; the key resets the password once', async () => {
    const u = await freshUser('acme.user'); // acme.user's language is zh-hk
    const res = await call('PUT', `/api/user/forget-password/${u.email}`);
    expect(res.status).toBe(200);
    const mail = await mailTo(u.email);
    expect(mail?.subject).toBe('ESG 平台：重設密碼');
    const key = keyFromMail(mail!.text)!;
    const body = { newPassword: 'Reset-pass-2026!', confirmPassword: 'Reset-pass-2026!' };
    expect((await call('PUT', `/api/user/reset-password/${key}`, { body })).status).toBe(200);
    expect(await signIn(u.login, 'Reset-pass-2026!')).toBeTruthy();
    const reused = await call('PUT', `/api/user/reset-password/${key}`, { body });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(
      "Your password couldn't be reset. Remember a password request is only valid for 24 hours.",
    );
  });

  it('ends every sign-in made before the reset, used or not yet used; a sign-in after it works', async () => {
    const u = await freshUser('acme.user');
    const used = await signIn(u.login);
    expect((await call('GET', '/api/session', { token: used })).status).toBe(200);
    const unused = await signIn(u.login);
    await call('PUT', `/api/user/forget-password/${u.email}`);
    const key = keyFromMail((await mailTo(u.email))!.text)!;
    // Sign-ins are dated in whole seconds: the reset comes in a later second than they.
    await new Promise((r) => setTimeout(r, 1100));
    const body = { newPassword: 'Reset-pass-2026!', confirmPassword: 'Reset-pass-2026!' };
    expect((await call('PUT', `/api/user/reset-password/${key}`, { body })).status).toBe(200);
    for (const token of [used, unused]) expect((await call('GET', '/api/session', { token })).status).toBe(401);
    const after = await signIn(u.login, 'Reset-pass-2026!');
    expect((await call('GET', '/api/session', { token: after })).status).toBe(200);
  });

  it("a reset ends the user's other reset links at once: one mailed before it no longer resets the password", async () => {
    const u = await freshUser('acme.user');
    await call('PUT', `/api/user/forget-password/${u.email}`);
    const older = keyFromMail((await mailTo(u.email))!.text)!;
    await call('PUT', `/api/user/forget-password/${u.email}`);
    const newer = keyFromMail((await mailTo(u.email))!.text)!;
    expect(newer).not.toBe(older);
    // Keys are dated to the millisecond, the reset to the second: the reset comes in a later second than they.
    await new Promise((r) => setTimeout(r, 1100));
    const body = (p: string) => ({ newPassword: p, confirmPassword: p });
    expect((await call('PUT', `/api/user/reset-password/${newer}`, { body: body('Reset-pass-2026!') })).status).toBe(
      200,
    );
    // Whoever also read the older mail (a shared or leaked mailbox) cannot take the account back with it.
    const stale = await call('PUT', `/api/user/reset-password/${older}`, { body: body('Taken-over-2026!') });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(
      "Your password couldn't be reset. Remember a password request is only valid for 24 hours.",
    );
    expect(await signIn(u.login, 'Reset-pass-2026!')).toBeTruthy();
    // A link mailed after the reset works.
    await call('PUT', `/api/user/forget-password/${u.email}`);
    const later = keyFromMail((await mailTo(u.email))!.text)!;
    expect((await call('PUT', `/api/user/reset-password/${later}`, { body: body('Later-pass-2026!') })).status).toBe(
      200,
    );
  });

  it('a password changed signed in ends the reset links mailed before the change', async () => {
    const u = await freshUser('acme.user');
    await call('PUT', `/api/user/forget-password/${u.email}`);
    const older = keyFromMail((await mailTo(u.email))!.text)!;
    const token = await signIn(u.login);
    const changed = await call('PUT', '/api/user/change-password', {
      token,
      body: { currentPassword: u.password, newPassword: 'Brand-new-2026!', confirmPassword: 'Brand-new-2026!' },
    });
    expect(changed.status).toBe(200);
    const body = { newPassword: 'Taken-over-2026!', confirmPassword: 'Taken-over-2026!' };
    expect((await call('PUT', `/api/user/reset-password/${older}`, { body })).status).toBe(400);
    expect(await signIn(u.login, 'Brand-new-2026!')).toBeTruthy();
  });

  it('stores a reset key that expires 24 hours (± 1 minute) after it was issued', async () => {
    const u = await freshUser('acme.user');
    const issuedFrom = Date.now();
    expect((await call('PUT', `/api/user/forget-password/${u.email}`)).status).toBe(200);
    const issuedBy = Date.now();
    const key = keyFromMail((await mailTo(u.email))!.text)!;
    const stored = await getItem<OneTimeKeyRecord>(
      keys.oneTimeKey(createHash('sha256').update(key).digest('hex')),
      true,
    );
    expect(stored).toMatchObject({ purpose: 'reset', used: false, userId: u.id });
    const expiresAt = Date.parse(stored!.expiresAt);
    const DAY = 24 * 60 * 60 * 1000;
    const MINUTE = 60 * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(issuedFrom + DAY - MINUTE);
    expect(expiresAt).toBeLessThanOrEqual(issuedBy + DAY + MINUTE);
  });

  it('refuses a key older than 24 hours with the spec message', async () => {
    const u = await freshUser('acme.user');
    await call('PUT', `/api/user/forget-password/${u.email}`);
    const key = keyFromMail((await mailTo(u.email))!.text)!;
    // Age the stored key: 24 hours and a minute have passed.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.oneTimeKey(createHash('sha256').update(key).digest('hex')),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    const res = await call('PUT', `/api/user/reset-password/${key}`, {
      body: { newPassword: 'Reset-pass-2026!', confirmPassword: 'Reset-pass-2026!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "Your password couldn't be reset. Remember a password request is only valid for 24 hours.",
    );
    expect(await signIn(u.login, u.password)).toBeTruthy();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    // By address: other files running beside this one send mail to the same inbox meanwhile.
    const nobody = `nobody-${ulid().toLowerCase()}@example.com`;
    const res = await call('PUT', `/api/user/forget-password/${nobody}`);
    expect(res.status).toBe(200);
    expect(await mailTo(nobody)).toBeUndefined();
  });

  it('two concurrent uses of one key: exactly one succeeds', async () => {
    const u = await freshUser('acme.user');
    await call('PUT', `/api/user/forget-password/${u.email}`);
    const key = keyFromMail((await mailTo(u.email))!.text)!;
    const body = { newPassword: 'Reset-pass-2026!', confirmPassword: 'Reset-pass-2026!' };
    const results = await Promise.all([1, 2].map(() => call('PUT', `/api/user/reset-password/${key}`, { body })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('registration and activation', () => {
  const registration = (login: string) => ({
    login,
    email: `${login}@example.com`,
    firstName: 'New',
    lastName: 'Customer',
    password: 'Start-pass-2026!',
    langKey: 'en',
    companyName: `Company ${login}`,
  });

  it('registers a company administrator who can sign in only after activating', async () => {
    const login = `r${ulid().toLowerCase()}`;
    const res = await call('POST', '/api/auth/register', { body: registration(login) });
    expect(res.status).toBe(201);
    const mail = await mailTo(`${login}@example.com`);
    expect(mail?.subject).toBe('ESG Platform: activate your account');
    // Not active yet: the API refuses the token even if Cognito issues one.
    const early = await signIn(login, 'Start-pass-2026!').catch(() => undefined);
    if (early) expect((await call('GET', '/api/session', { token: early })).status).toBe(401);
    const key = keyFromMail(mail!.text)!;
    expect((await call('PUT', `/api/auth/activate/${key}`)).body).toEqual({
      message: 'Your user account has been activated.',
    });
    const session = await call('GET', '/api/session', { token: await signIn(login, 'Start-pass-2026!') });
    expect(session.body).toMatchObject({
      company: { name: `Company ${login}` },
      role: { name: 'Company administrator' },
    });
    // The link opened a second time tells the active user to sign in, not to register again.
    const again = await call('PUT', `/api/auth/activate/${key}`);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Your user account is already active. Please sign in.');
  });

  it('refuses a taken login and a taken e-mail with the spec messages', async () => {
    const taken = await call('POST', '/api/auth/register', {
      body: { ...registration('acme.admin'), email: `${ulid().toLowerCase()}@example.com` },
    });
    expect(taken.body.message).toBe('Login name already used!');
    const email = await call('POST', '/api/auth/register', {
      body: { ...registration(`r${ulid().toLowerCase()}`), email: 'acme.admin@example.com' },
    });
    expect(email.body.message).toBe('Email is already in use! Please choose another one.');
  });

  it('refuses an expired activation key', async () => {
    const login = `r${ulid().toLowerCase()}`;
    await call('POST', '/api/auth/register', { body: registration(login) });
    const key = keyFromMail((await mailTo(`${login}@example.com`))!.text)!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.oneTimeKey(createHash('sha256').update(key).digest('hex')),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const res = await call('PUT', `/api/auth/activate/${key}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your user could not be activated. Please use the registration form to sign up.');
    // Still not active: the API refuses the account's token even if Cognito issues one.
    const token = await signIn(login, 'Start-pass-2026!').catch(() => undefined);
    if (token) expect((await call('GET', '/api/session', { token })).status).toBe(401);
  });
});
