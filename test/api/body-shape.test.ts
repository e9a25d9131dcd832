import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@esg/core/lib/jsonShape';
import { Messages } from '@esg/core/messageCatalogue';
import { call, type Reply } from '../support/api';
import { boardLink } from '../support/questionnaire';

/**
 * Body shape limits (docs/decisions/0062-hostile-input.md): far past the depth limit, on the public
 * questionnaire route and a signed-in one, the answer is the error object with 400 naming the limit —
 * never 500 from a recursive walk. The bodies are written as text: JSON.stringify itself recurses.
 */
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);

let link: Awaited<ReturnType<typeof boardLink>>;
beforeAll(async () => {
  link = await boardLink();
});

const routes = () => [
  { name: 'public POST /api/questionnaire', method: 'POST', path: '/api/questionnaire', token: undefined },
  {
    name: 'signed-in PUT /api/boardmembers',
    method: 'PUT',
    path: `/api/boardmembers/${link.yearEnd}`,
    token: link.token,
  },
];

const expectTooDeep = (res: Reply) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    success: false,
    code: 'VALIDATION',
    statusMessage: 'Bad Request',
    messageKey: 'jsonTooDeep',
    message: Messages.jsonTooDeep,
  });
  expect(res.body.message).toContain(String(MAX_JSON_DEPTH));
};

describe('deeply nested bodies → 400 naming the limit', () => {
  it.each([0, 1])('route %i: a 20,000-deep object, a 100,000-level array, a field holding 5,000 levels', async (i) => {
    const r = routes()[i]!;
    const bodies = [
      deepObject(20_000),
      deepArray(100_000),
      `{"id":"${link.link}","scores":${deepArray(5_000)}}`,
      `{"version":0,"members":${deepArray(5_000)}}`,
    ];
    for (const body of bodies) expectTooDeep(await call(r.method, r.path, { token: r.token, body }));
  });

  it('a body just inside the depth limit is read as usual (refused by its schema, not by its shape)', async () => {
    const res = await call('POST', '/api/questionnaire', { body: deepObject(MAX_JSON_DEPTH - 1) });
    expect(res.status).toBe(400);
    expect(res.body.messageKey).not.toBe('jsonTooDeep');
  });

  it('a body with more than 100,000 values → 400 naming that limit', async () => {
    const res = await call('POST', '/api/questionnaire', { body: `[${'0,'.repeat(100_000)}0]` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageKey: 'jsonTooManyValues', message: Messages.jsonTooManyValues });
    expect(res.body.message).toContain('100,000');
  });
});

describe('prototype keys anywhere in a body → 400 naming the field', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('all topics plus "%s" on the public route', async (key) => {
    const body = `{"id":"${link.link}","scores":${JSON.stringify(link.body.scores)},"${key}":{"x":1}}`;
    const res = await call('POST', '/api/questionnaire', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', messageKey: 'jsonForbiddenKey' });
    expect(res.body.message).toContain(`"${key}"`);
    expect(res.body.data.issues).toEqual([
      { path: `body.${key}`, message: `The field name "${key}" is not allowed.`, code: 'jsonForbiddenKey' },
    ]);
  });

  it('nested inside a topic, on a signed-in route too', async () => {
    const nested = `{"id":"${link.link}","scores":{"A1":{"company":5,"personal":5,"__proto__":{"admin":true}}}}`;
    const res = await call('POST', '/api/questionnaire', { body: nested });
    expect(res.body.data.issues[0].path).toBe('body.scores.A1.__proto__');
    const member = `{"version":0,"members":[{"name":"X","constructor":"y"}]}`;
    const priv = await call('PUT', `/api/boardmembers/${link.yearEnd}`, { token: link.token, body: member });
    expect(priv.status).toBe(400);
    expect(priv.body.data.issues[0].path).toBe('body.members.0.constructor');
  });

  it('the same submission without the key is accepted', async () => {
    const res = await call('POST', '/api/questionnaire', { body: link.body });
    expect(res.status).toBe(200);
  });
});
