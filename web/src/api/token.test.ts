import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, secondsLeft } from './token';

/** A JWT-shaped token whose payload says `exp` (the signature is never read here). */
const jwt = (exp: number) =>
  [
    'e30',
    btoa(JSON.stringify({ exp, sub: 'u' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_'),
    's',
  ].join('.');
const now = () => Math.floor(Date.now() / 1000);

describe('the access token a request sends (ADR 0126)', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    });
  });

  it('reads the seconds a token has left from its own exp claim, 0 for anything unreadable', () => {
    expect(secondsLeft(jwt(1_000), 400_000)).toBe(600);
    expect(secondsLeft(jwt(1_000), 1_100_000)).toBe(-100);
    for (const bad of ['', 'token', 'a.b.c', `e30.${btoa('{"exp":"soon"}')}.s`]) expect(secondsLeft(bad)).toBe(0);
  });

  it('sends the stored token while it is good for more than a minute, without asking Amplify', async () => {
    const good = jwt(now() + 3600);
    localStorage.setItem('token', good);
    // Amplify is never configured here (no runtime config): asking it would answer no token at all.
    expect(await accessToken()).toBe(good);
  });

  it('does not send a stored token about to lapse or lapsed: Amplify is asked, and without a session there is none', async () => {
    for (const exp of [now() + 30, now() - 10]) {
      localStorage.setItem('token', jwt(exp));
      expect(await accessToken()).toBeUndefined();
    }
  });
});
