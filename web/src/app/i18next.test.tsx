import { describe, expect, it } from 'vitest';
import { i18n, titlesNs } from '../i18n';

/**
 * The keys declared in i18next.d.ts are the ones the translations have: a real key shows its
 * text, and a mistyped one is refused by the type check (each `@ts-expect-error` below fails
 * `npm run typecheck` as soon as a wrong key would be accepted).
 */
describe('typed translation keys', () => {
  it('show the text of a declared key, in the default and in a named namespace', () => {
    expect(i18n.t('dismiss', { lng: 'en' })).toBe('Dismiss');
    expect(i18n.t('home', { ns: titlesNs, lng: 'hk' })).toBe('首頁');
  });

  it('refuse a mistyped key or namespace at compile time', () => {
    // @ts-expect-error: no such key in `common`
    expect(i18n.t('dismis', { lng: 'en' })).toBe('dismis');
    // Page titles take any key: a data page's title comes from its module (core/src/pages, ADR 0080).
    expect(i18n.t('hme', { ns: titlesNs, lng: 'en' })).toBe('hme');
    // @ts-expect-error: no such namespace
    expect(i18n.t('home', { ns: 'titels', lng: 'en' })).toBe('home');
  });
});
