import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contract } from '@esg/core/contract/index';
import type { RouteDef } from '@esg/core/contract/route';
import { call, signIn } from '../support/api';
import { freshUser } from '../support/tenants';
import { CALLERS, routeAllowed } from '@esg/core/domain/access/matrix';

/** Fills path parameters with a plausible value so the route is reached. */
const pathOf = (r: RouteDef) =>
  r.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'value' ? 'someone@example.com' : '01J00000000000000000000000',
  );
const bodyRoutes = Object.entries(contract).filter(([, r]) => r.body);
/** The callers from the least privileged; the auditor (ADR 0115) only where no company role may call. */
const LEAST_FIRST = ['companyUser', 'companyAdmin', 'auditor', 'platformAdmin'] as const;
/** A route's id, for the auditor's rule (which knows some routes by id). */
const routeIdOf = (r: RouteDef) => Object.entries(contract).find(([, x]) => x === r)?.[0] ?? '';

const signInFresh = async (like: string) => signIn((await freshUser(like)).login);
const tokens = new Map<string, Promise<string>>();
/**
 * The least privileged caller a route lets in (the role matrix's callers): input is checked
 * after the privilege, so a caller the route refuses would only ever see 403.
 */
const tokenFor = (r: RouteDef = contract.getUserInfo!) => {
  const login = LEAST_FIRST.map((id) => CALLERS.find((c) => c.id === id)!).find(
    (c) => c.login && routeAllowed(r, c, routeIdOf(r)),
  )!.login!;
  if (!tokens.has(login)) tokens.set(login, signInFresh(login));
  return tokens.get(login)!;
};

/** What the API says of a field: a sentence of the message catalogue ('Incorrect type of input.'), never 'invalid ID'. */
const SENTENCE = /^[A-Z“].*[.!]$|^Malformed JSON$/;

describe('bad input on every route with a body', () => {
  it.each(bodyRoutes)('%s: malformed JSON → 400 with a body issue', async (_id, r) => {
    const res = await call(r.method, pathOf(r), { token: await tokenFor(r), body: '{"firstName": "A",' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', statusMessage: 'Bad Request' });
    expect(res.body.data.issues[0]).toMatchObject({ path: 'body', message: 'Malformed JSON' });
  });

  it.each(bodyRoutes)('%s: wrong types → 400 with field-level issues', async (_id, r) => {
    const res = await call(r.method, pathOf(r), {
      token: await tokenFor(r),
      body: { firstName: 42, version: 'one', newPassword: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.length).toBeGreaterThan(0);
    for (const issue of res.body.data.issues) {
      expect(issue.path).toMatch(/^body/);
      expect(issue.message, issue.path).toMatch(SENTENCE);
    }
  });

  it.each(bodyRoutes)('%s: an unknown field (e.g. another tenant id) → 400 naming it', async (_id, r) => {
    const res = await call(r.method, pathOf(r), {
      token: await tokenFor(r),
      body: { tenantId: '01J00000000000000000000000' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.data.issues)).toContain('tenantId');
  });

  it.each(bodyRoutes)('%s: a body over 1 MB → 413 with the error object', async (_id, r) => {
    const res = await call(r.method, pathOf(r), {
      token: await tokenFor(r),
      body: { firstName: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than 1 MB.',
    });
  });

  it('no generated body makes any route answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyRoutes), fc.jsonValue(), async ([, r], body) => {
        const res = await call(r.method, pathOf(r), { token: await tokenFor(r), body: JSON.stringify(body) });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('bad path parameters are 400, not 500', async () => {
    const t = await tokenFor();
    const res = await call('PUT', '/api/user/forget-password/not-an-email', { token: t });
    expect(res.status).toBe(400);
    const bad = await call('DELETE', `/api/account/sessions/${encodeURIComponent('a#b')}`, { token: t });
    expect(bad.status).toBe(400);
  });

  it('a malformed id in a path or a body is refused in words the web translates, not developer wording', async () => {
    const t = await signIn('acme.admin');
    const cases = [
      await call('GET', '/api/file/not-an-id', { token: t }),
      await call('GET', `/api/page-data/${encodeURIComponent('no such page!')}/2025-12-31`, { token: t }),
      await call('PUT', '/api/page-data/company_information/2025-12-31', {
        token: t,
        body: { values: [], version: 0 },
      }),
    ];
    for (const res of cases) {
      expect(res.status).toBe(400);
      for (const issue of res.body.data.issues) {
        expect(issue.message, issue.path).toMatch(SENTENCE);
        expect(issue.messageKey, issue.path).toMatch(/^(pattern|incorrectType)$/);
      }
    }
  });

  it.each(Object.entries(contract).filter(([, r]) => r.method === 'GET' && !r.query && !r.path.includes('{')))(
    '%s: a query parameter the route does not take → 400 naming it, as on routes with a query',
    async (_id, r) => {
      const res = await call('GET', `${r.path}?zz=1`, { token: r.access === 'public' ? undefined : await tokenFor(r) });
      expect(res.status).toBe(400);
      expect(res.body.data.issues).toEqual([expect.objectContaining({ path: 'query.zz', messageKey: 'unknownField' })]);
    },
  );

  it('bad query parameters are 400 with the field named', async () => {
    const res = await call('GET', '/api/userInfos/all?size=1000&extra=1', { token: await signIn('acme.admin') });
    expect(res.status).toBe(400);
    const paths = res.body.data.issues.map((i: { path: string }) => i.path);
    expect(paths).toContain('query.size');
  });

  it('a forged paging cursor is refused, not used to read another partition', async () => {
    const cursor = Buffer.from(JSON.stringify({ pk: 'T#someone-else', sk: 'USER#x' })).toString('base64url');
    const res = await call('GET', `/api/userInfos/all?cursor=${cursor}`, { token: await signIn('acme.admin') });
    expect(res.status).toBe(400);
  });
});
