import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { DemoUser } from './demo';

/**
 * Sign-in state per demo role (ADR 0017): `auth.setup.ts` signs each demo user in once per run
 * through the login page and saves the browser's storage; tests whose subject is not sign-in start
 * from it. Per port, because each runtime has its own user pool. A test that signs out, ends
 * sessions or changes a password signs in through the page instead (`LoginPage.signInAs`): ending
 * the shared session would sign every later test out.
 */
const port = process.env.E2E_PORT ?? '3200';
export const stateFile = (user: Pick<DemoUser, 'login'>) => `test-results/auth-${port}/${user.login}.json`;

interface StorageState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * Gives this page the user's saved sign-in without loading the app: the page stays on `/config.json`,
 * and the next `page.goto` opens the app signed in (`apiAs` works at once). For tests that go
 * straight to their own screen: opening Home first would be a whole app load nobody looks at.
 */
export async function sessionOf(page: Page, user: Pick<DemoUser, 'login'>): Promise<void> {
  const state = JSON.parse(readFileSync(stateFile(user), 'utf8')) as StorageState;
  // Same origin as the app, tiny, and not the app: its storage can be written before the app reads it.
  await page.goto('/config.json');
  await page.evaluate((origins) => {
    // Another user's sign-in in this page is replaced, not ended: it may be the one other tests share.
    localStorage.clear();
    const here = origins.find((o) => o.origin === window.location.origin);
    for (const { name, value } of here?.localStorage ?? []) localStorage.setItem(name, value);
  }, state.origins);
}

/** Opens Home as the user, from the state saved by the setup project: no trip through the login page. */
export async function signedInAs(page: Page, user: Pick<DemoUser, 'login'>): Promise<void> {
  await sessionOf(page, user);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Drops a `signedInAs` session from this page without ending it, before a test goes on as someone
 * signing in through the page: signing out would end the session every other test of that role shares.
 */
export async function dropSharedSession(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
}

const HTML_LANG = { en: 'en-US', hk: 'zh-HK', cn: 'zh-CN' } as const;

/**
 * The interface language of this browser, as the language menu stores it. An open app reloads in it;
 * a page still on `/config.json` (after `sessionOf`) opens the app in it on its next `page.goto`.
 */
export async function useLanguage(page: Page, language: keyof typeof HTML_LANG): Promise<void> {
  await languageOfNextLoad(page, language);
  if (new URL(page.url()).pathname === '/config.json') return;
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
}

/**
 * The interface language the app opens in on this page's next `page.goto`, without reloading what is open now: for
 * a test that is about to leave it (a reload first would be a whole app load nobody looks at).
 */
export async function languageOfNextLoad(page: Page, language: keyof typeof HTML_LANG): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), language);
}
