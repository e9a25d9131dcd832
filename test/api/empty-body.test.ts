import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call } from '../support/api';
import { freshCompany } from '../support/company';

/**
 * An empty body is no body (docs/decisions/0020-input-hygiene.md, amended): a route that takes none accepts it, and
 * a route whose body has only optional fields — the year's lock — reads it as {}. Whatever the content type says.
 */
const Y = '2025-12-31';
let admin: string;
beforeAll(async () => {
  admin = (await freshCompany([{ yearEnd: Y }], 'companyAdmin')).token;
});

/** The ways a client sends nothing: no body at all, and a zero-length one with or without a JSON content type. */
const empties: { name: string; body?: string; headers?: Record<string, string> }[] = [
  { name: 'no body' },
  { name: 'Content-Length 0', body: '', headers: { 'content-type': 'text/plain' } },
  { name: 'Content-Length 0, JSON', body: '', headers: { 'content-type': 'application/json' } },
  { name: 'no body, JSON', headers: { 'content-type': 'application/json; charset=utf-8' } },
];

describe('an empty body', () => {
  it('locks the year as {} does: the lock’s own answer, never a 400 for the missing body', async () => {
    const path = `/api/workflow/${Y}/lock`;
    const withObject = await call('POST', path, { token: admin, body: {} });
    // A year just opened is not ready to lock; what matters is that the lock itself answers.
    expect(withObject.status).not.toBe(400);
    for (const e of empties) {
      const res = await call('POST', path, { token: admin, body: e.body, headers: e.headers });
      expect(res.status, e.name).toBe(withObject.status);
      expect(res.body.messageKey, e.name).toBe(withObject.body.messageKey);
    }
    // A body the lock does not take is still refused by its strict schema.
    const unknown = await call('POST', path, { token: admin, body: { force: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION', data: { issues: [{ path: 'body.force' }] } });
  });

  it('is accepted by a route that takes none, with or without a JSON content type', async () => {
    for (const e of empties) {
      const res = await call('POST', `/api/file/${ulid()}/confirm`, { token: admin, body: e.body, headers: e.headers });
      expect(res.status, e.name).toBe(404);
      const cancel = await call('POST', `/api/excel-import/${ulid()}/cancel`, {
        token: admin,
        body: e.body,
        headers: e.headers,
      });
      expect(cancel.status, e.name).toBe(404);
    }
  });
});
