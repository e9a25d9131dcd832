import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { notifications } from '../notifications/store';
import { handleAuthFailure } from './expiry';

/** A readable JWT whose access token runs out `inSeconds` from now. */
const token = (inSeconds: number) =>
  ['e30', btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + inSeconds })), 'sig'].join('.');
const signIn = (jwt: string) => {
  localStorage.setItem('token', jwt);
  localStorage.setItem('user', JSON.stringify({ user: { firstName: 'Amy' } }));
};
const said = () => notifications.list().map((n) => n.text);

describe('an ended session (ADR 0047)', () => {
  beforeEach(() => notifications.clear());

  it('a 401 with a token still in date — signed out or invalidated elsewhere — says "Your session expired."', () => {
    signIn(token(3600));
    const goToLogin = vi.fn();
    handleAuthFailure(new ApiError(401, 'UNAUTHORIZED', 'Unauthorized'), goToLogin);
    expect(said()).toEqual(['sessionExpired']);
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 403 on a live session says "Something went wrong"; on a token that ran out, that the session expired', () => {
    signIn(token(3600));
    handleAuthFailure(new ApiError(403, 'FORBIDDEN', 'Forbidden'), () => undefined);
    expect(said()).toEqual(['somethingWentWrong']);
    notifications.clear();
    signIn(token(-60));
    handleAuthFailure(new ApiError(403, 'FORBIDDEN', 'Forbidden'), () => undefined);
    expect(said()).toEqual(['sessionExpired']);
  });
});
