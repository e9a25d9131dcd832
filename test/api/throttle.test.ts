import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_THROTTLE } from '@esg/core/contract/route';
import { Messages } from '@esg/core/messageCatalogue';
import { inject } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { MAX_MAILS_PER_HOUR, spendMail } from '@esg/core/domain/mailBudget';
import { RESET_MAIL_LIMIT } from '@esg/core/domain/account/password';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write } from '@esg/core/infra/db/write';
import { call, inbox } from '../support/api';
import { freshCompany } from '../support/company';

/**
 * Per-IP throttling of the public account routes (ADR 0023). The test runtime exempts
 * 127.0.0.1 and ::1 so other suites are not throttled; these calls come from other loopback
 * addresses, each test its own, so they meet the real limits.
 */
function callFrom(ip: string, method: string, path: string, body?: unknown) {
  const { port } = inject('runtime');
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; retryAfter?: string; body: any }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: ip,
        headers: payload ? { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: text ? JSON.parse(text) : undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const { burst, ratePerMinute } = ACCOUNT_THROTTLE.perIp;
/** An empty registration: refused 400 by the handler, but it takes a token like any other. */
const register = (ip: string) => callFrom(ip, 'POST', '/api/auth/register', {});

async function exhaust(ip: string) {
  const statuses = [];
  for (let i = 0; i < burst; i++) statuses.push((await register(ip)).status);
  return statuses;
}

describe('per-IP throttle of public account routes', () => {
  it('refuses after the burst with 429, Retry-After and the error object', async () => {
    expect(await exhaust('127.0.0.2')).toEqual(Array(burst).fill(400));
    const refused = await register('127.0.0.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(Math.ceil(60 / ratePerMinute));
    expect(refused.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      messageKey: 'tooManyRequests',
      message: Messages.tooManyRequests,
    });
  });

  it('does not limit another address (X-Forwarded-For is not trusted) or another route', async () => {
    await exhaust('127.0.0.3');
    expect((await register('127.0.0.3')).status).toBe(429);
    // The same X-Forwarded-For header from another socket address: its own bucket.
    expect((await register('127.0.0.4')).status).toBe(400);
    // Another throttled route from the limited address has its own bucket.
    expect((await callFrom('127.0.0.3', 'PUT', '/api/auth/activate/not-a-key')).status).not.toBe(429);
  });

  it('refills: after Retry-After the address may call again', async () => {
    await exhaust('127.0.0.5');
    const refused = await register('127.0.0.5');
    expect(refused.status).toBe(429);
    await new Promise((r) => setTimeout(r, Number(refused.retryAfter) * 1000 + 200));
    expect((await register('127.0.0.5')).status).toBe(400);
    expect((await register('127.0.0.5')).status).toBe(429);
  });
});

describe('per-company e-mail limit', () => {
  /** An administrator's invitation of one new user (a mail the company's budget counts). */
  const invite = async (token: string, roleId: string, login: string) =>
    call('POST', '/api/userInfo', {
      token,
      body: { login, firstName: 'Team', lastName: 'Member', email: `${login}@example.com`, roleId },
    });

  it('sends at most MAX_MAILS_PER_HOUR mails per company per hour, then answers 429 emailLimit', async () => {
    const { login, token, tenantId } = await freshCompany([], 'companyAdmin');
    const role = (await call('GET', '/api/roles/by-token', { token })).body as { id: string };
    // The hour's budget spent but one, as the company's own work would have spent it.
    const spent = await spendMail(tenantId, Date.now(), MAX_MAILS_PER_HOUR - 1);
    await runInContext({ requestId: ulid() }, () => write({ tenantId, action: 'test.mails', changes: [spent] }));
    expect((await invite(token, role.id, `${login}last`)).status).toBe(201);
    const refused = await invite(token, role.id, `${login}over`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(refused.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      messageKey: 'emailLimit',
      message: Messages.emailLimit,
      data: { limit: MAX_MAILS_PER_HOUR },
    });
    expect((await inbox()).filter((m) => m.to === `${login}over@example.com`)).toHaveLength(0);
  });

  it("a flood of anonymous resets mails the address its few and leaves the company's budget to its work", async () => {
    const { login, token, tenantId } = await freshCompany([], 'companyAdmin');
    const email = `${login}@example.com`;
    const reset = (address: string) => call('PUT', `/api/user/forget-password/${encodeURIComponent(address)}`);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await reset(email));
    const unknown = await reset(`nobody-${ulid().toLowerCase()}@example.com`);
    // Every answer the same, mailed or not, known or not: nothing tells a caller what exists.
    for (const a of [...answers, unknown]) expect([a.status, a.body.message]).toEqual([200, unknown.body.message]);
    expect((await inbox()).filter((m) => m.to === email)).toHaveLength(RESET_MAIL_LIMIT.burst);
    // The company's own mails still go out: the resets spent none of its hour.
    const role = (await call('GET', '/api/roles/by-token', { token })).body as { id: string };
    expect((await invite(token, role.id, `${login}next`)).status).toBe(201);
    const hour = new Date().toISOString().slice(0, 13);
    const counted = await getItem<{ count: number }>(keys.mailCount(tenantId, hour), true);
    expect(counted?.count).toBe(1);
  });

  it('lets an administrator invite a reporting team of twenty in one sitting, and still reset a password after', async () => {
    const { login, token } = await freshCompany([], 'companyAdmin');
    const role = (await call('GET', '/api/roles/by-token', { token })).body as { id: string };
    const team = Array.from({ length: 20 }, (_, i) => `${login}m${i}`);
    for (const member of team) {
      const invited = await call('POST', '/api/userInfo', {
        token,
        body: { login: member, firstName: 'Team', lastName: 'Member', email: `${member}@example.com`, roleId: role.id },
      });
      expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    }
    expect((await call('PUT', `/api/user/forget-password/${encodeURIComponent(`${login}@example.com`)}`)).status).toBe(
      200,
    );
    const mails = await inbox();
    expect(team.filter((m) => mails.some((mail) => mail.to === `${m}@example.com`))).toEqual(team);
  });
});
