import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { baseUrl, call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { freshUser } from '../support/tenants';

/** Bad input answers 4xx with the spec's error object (docs/decisions/0020-input-hygiene.md). */
const errorObject = (status: number) => ({
  success: false,
  status,
  code: expect.any(String),
  statusMessage: expect.any(String),
  message: expect.any(String),
  meta: { requestId: expect.any(String) },
});

let admin: string;
/** The company's lowest role: the administrator manages it, and it is not their own. */
const someRole = async () => {
  const roles = (await call('GET', '/api/roles', { token: admin })).body as { id: string; level: number }[];
  return [...roles].sort((a, b) => a.level - b.level)[0]!.id;
};
let platform: string;
beforeAll(async () => {
  admin = (await freshCompany([{ yearEnd: '2025-12-31' }], 'companyAdmin')).token;
  const p = await freshUser('platform.admin');
  platform = await signIn(p.login, p.password);
});

describe('malformed percent-escapes in a path parameter', () => {
  it.each(['%', '%E0%A4%A', '%ZZ', '%C0%AE'])('PUT /api/roles/%s → 400 with or without a token', async (escape) => {
    for (const token of [undefined, admin]) {
      const res = await call('PUT', `/api/roles/${escape}`, { token, body: {} });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...errorObject(400), messageKey: 'badPathEscape' });
    }
  });

  it("the gateway's other refusals are the error object too", async () => {
    expect((await call('GET', '/api/no-such-route')).body).toMatchObject(errorObject(404));
    expect((await call('GET', '/api/session')).body).toMatchObject(errorObject(401));
  });
});

describe('paging cursors are checked against their query', () => {
  it('an audit cursor whose sort key lies outside the month or range → 400 naming query.cursor', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const forged = Buffer.from(JSON.stringify({ month, sk: `${month}~~~` })).toString('base64url');
    for (const cursor of [forged, Buffer.from(JSON.stringify(['T#x#AUDIT#2020-01', 'a'])).toString('base64url')]) {
      const res = await call('GET', `/api/audit/audit-log-masters?cursor=${cursor}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.data.issues).toEqual([expect.objectContaining({ path: 'query.cursor', code: 'invalidCursor' })]);
    }
  });

  it('a company cursor with a sort key outside the listing → 400, a genuine one pages on', async () => {
    const forged = Buffer.from(JSON.stringify(['T#platform', 'ZZZ'])).toString('base64url');
    expect((await call('GET', `/api/comp/all?cursor=${forged}`, { token: platform })).status).toBe(400);
    const first = await call('GET', '/api/comp/all?size=1', { token: platform });
    expect(first.status).toBe(200);
    expect(first.body.cursor).toEqual(expect.any(String));
    const next = await call('GET', `/api/comp/all?size=1&cursor=${first.body.cursor}`, { token: platform });
    expect(next.status).toBe(200);
    expect(next.body.items[0].id).not.toBe(first.body.items[0].id);
  });
});

describe('numbers the database cannot store exactly', () => {
  const factor = (value: string) =>
    `{"id":"test-${ulid().toLowerCase()}","category":"Test","scope":1,"appliesTo":"x","value":${value},"unit":"kgCO2e/kg","source":"test","confidence":"high"}`;
  it.each(['9007199254740993', '1e-200', '1'.padEnd(39, '0')])(
    'emission factor value %s → 400 on create',
    async (v) => {
      const res = await call('POST', '/api/emission-factors', { token: platform, body: factor(v) });
      expect(res.status).toBe(400);
      expect(res.body.data.issues).toEqual([expect.objectContaining({ path: 'body.value' })]);
    },
  );
  it('an ordinary value is stored and read back exactly', async () => {
    const res = await call('POST', '/api/emission-factors', { token: platform, body: factor('0.000123456789012345') });
    expect(res.status).toBe(201);
    const read = await call('GET', `/api/emission-factors/${res.body.id}`, { token: platform });
    expect(read.body.revisions[0].value).toBe(0.000123456789012345);
  });
});

describe('text hygiene', () => {
  it.each([
    ['\u0000', 'textControlCharacter'],
    ['\uD800', 'textInvalidUnicode'],
    ['\u202E', 'textBidiOverride'],
  ])('a role name with %j → 400 naming body.name', async (ch, key) => {
    const id = await someRole();
    const res = await call('PUT', `/api/roles/${id}`, {
      token: admin,
      body: { id, name: `Role ${ch}`, level: 1, privileges: ['company:read'], version: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageKey: key });
    expect(res.body.data.issues).toEqual([expect.objectContaining({ path: 'body.name', code: key })]);
  });

  it('a name of nothing but invisible characters is missing, not a blank name on mails and lists', async () => {
    const login = `blank${ulid().slice(-8).toLowerCase()}`;
    const res = await call('POST', '/api/userInfo', {
      token: admin,
      body: {
        login,
        firstName: '\u00ad',
        lastName: '\u200b\u2060',
        email: `${login}@example.com`,
        langKey: 'en',
        roleId: await someRole(),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.firstName', code: 'too_small' }),
        expect.objectContaining({ path: 'body.lastName', code: 'too_small' }),
      ]),
    );
  });
});

describe('content types and bodies', () => {
  it('a body whose bytes are not UTF-8 → 400 textInvalidUnicode, nothing stored with replaced characters', async () => {
    const id = await someRole();
    const json = (name: string) => JSON.stringify({ id, name, level: 1, privileges: ['company:read'], version: 1 });
    const [head, tail] = json('Role \u0000').split('\\u0000') as [string, string];
    for (const bad of [Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xff, 0xfe]), Buffer.from([0xc3])]) {
      const res = await fetch(`${baseUrl()}/api/roles/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: Buffer.concat([Buffer.from(head), bad, Buffer.from(tail)]),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ messageKey: 'textInvalidUnicode' });
    }
    const roles = await call('GET', '/api/roles', { token: admin });
    expect(JSON.stringify(roles.body)).not.toContain('\uFFFD');
  });

  it('__proto__ as a query parameter is refused by name, as constructor and prototype are', async () => {
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      const res = await call('GET', `/api/dashboard/2025-12-31?${name}=1`, { token: admin });
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ messageKey: 'jsonForbiddenKey' });
      expect(res.body.data.issues).toEqual([expect.objectContaining({ path: `query.${name}` })]);
    }
  });

  it('a JSON body sent as text/plain → 415', async () => {
    const id = await someRole();
    const res = await call('PUT', `/api/roles/${id}`, {
      token: admin,
      body: { id, name: 'Typed', level: 1, privileges: ['company:read'], version: 1 },
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ ...errorObject(415), code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
  it('a JSON body said to be in a charset other than UTF-8 → 415 naming UTF-8; utf-8 in any case, quoted or none, is read', async () => {
    const id = await someRole();
    const role = async () =>
      (
        (await call('GET', '/api/roles', { token: admin })).body as { id: string; name: string; version: number }[]
      ).find((r) => r.id === id)!;
    const rename = async (contentType: string, name: string) => {
      const { version } = await role();
      const body = { id, name, level: 1, privileges: ['company:read'], version };
      return call('PUT', `/api/roles/${id}`, { token: admin, body, headers: { 'content-type': contentType } });
    };
    for (const type of [
      'application/json; charset=latin1',
      'application/json;charset=ISO-8859-1',
      'application/json; CHARSET="windows-1252"',
      'application/json; charset=utf-16',
      'application/json; charset=',
    ]) {
      const res = await rename(type, 'Refused 職員');
      expect(res.status, type).toBe(415);
      expect(res.body).toMatchObject({
        ...errorObject(415),
        code: 'UNSUPPORTED_MEDIA_TYPE',
        messageKey: 'unsupportedCharset',
        message: 'The request body must be JSON encoded as UTF-8.',
      });
    }
    for (const [i, type] of [
      'application/json; charset=utf-8',
      'application/json; charset=UTF-8',
      'application/json; charset="utf-8"',
      'application/json',
    ].entries()) {
      expect((await rename(type, `職員 ${i}`)).status, type).toBe(200);
      expect((await role()).name).toBe(`職員 ${i}`);
    }
  });

  it('a body on a route that takes none → 400 on body', async () => {
    const res = await call('POST', `/api/file/${ulid()}/confirm`, { token: admin, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([expect.objectContaining({ path: 'body', code: 'bodyNotAllowed' })]);
  });
});

describe('stale writes', () => {
  it('a version on a never-saved role-page list → 409 with the concurrency message', async () => {
    const res = await call('PUT', `/api/pages/${await someRole()}`, {
      token: admin,
      body: { visible: [], version: 7 },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Another user modified this data at the same time as you. Your changes were rejected.',
    );
  });
});
