import { expect } from 'vitest';
import { call } from './api';

/** A signed-in user's own settings changed (PUT /api/userInfo), the rest kept as they are; the new settings. */
export async function changeSettings(m: { token: string }, change: Record<string, unknown>) {
  const info = (await call('GET', '/api/userInfo', { token: m.token })).body;
  const { firstName, lastName, email, langKey, version } = info;
  const res = await call('PUT', '/api/userInfo', {
    token: m.token,
    body: { firstName, lastName, email, langKey, version, ...change },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
