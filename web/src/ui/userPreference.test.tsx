import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { sessionStore } from '../session/store';
import { useUserPreference } from './userPreference';

const signIn = (id: string) =>
  act(() =>
    sessionStore.save(
      {
        user: { id, firstName: id, lastName: 'T', email: `${id}@example.com` },
        role: null,
        company: null,
        yearEnds: {},
      } as unknown as Parameters<typeof sessionStore.save>[0],
      'token',
    ),
  );
const PALETTES = ['cloud', 'ocean', 'earth'] as const;
const usePalette = () => useUserPreference('palette', 'cloud', PALETTES);

afterEach(() => localStorage.clear());

describe('useUserPreference', () => {
  it('keeps a choice per user: the same user finds it again, another user has the default', () => {
    signIn('U1');
    const first = renderHook(usePalette);
    expect(first.result.current[0]).toBe('cloud');
    act(() => first.result.current[1]('earth'));
    expect(first.result.current[0]).toBe('earth');
    first.unmount();
    expect(renderHook(usePalette).result.current[0]).toBe('earth');
    signIn('U2');
    expect(renderHook(usePalette).result.current[0]).toBe('cloud');
  });

  it('reads back only values it allows', () => {
    signIn('U3');
    localStorage.setItem('esg:pref:palette:U3', 'neon');
    expect(renderHook(usePalette).result.current[0]).toBe('cloud');
  });
});
