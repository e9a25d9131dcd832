import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage } from './languages';

/** localStorage as a browser keeps it, for a unit test without a DOM. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  globalThis.localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  } as Storage;
  return items;
}

describe('the interface language on arrival', () => {
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('speaks a mailed link’s language on a browser that has chosen none, and remembers it', () => {
    const items = fakeStorage();
    expect(storedLanguage('?key=abc&reset=def&lang=hk')).toBe('hk');
    expect(items.get('lang')).toBe('hk');
    expect(storedLanguage('')).toBe('hk');
  });

  it('keeps the browser’s own choice over a link’s, and ignores a language it does not speak', () => {
    fakeStorage({ lang: 'cn' });
    expect(storedLanguage('?lang=hk')).toBe('cn');
    const items = fakeStorage();
    expect(storedLanguage('?lang=fr')).toBe('en');
    expect(items.has('lang')).toBe(false);
  });
});
