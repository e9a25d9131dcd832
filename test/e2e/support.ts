import type { Page } from '@playwright/test';

/** Sets the signed-in user's profile language through the API, as the app's own client would. */
export async function setProfileLanguage(page: Page, langKey: 'en' | 'zh-hk' | 'zh-cn'): Promise<void> {
  await page.evaluate(async (key) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
    const info = await (await fetch('/api/userInfo', { headers })).json();
    const { firstName, lastName, email, version } = info as Record<string, unknown>;
    await fetch('/api/userInfo', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ firstName, lastName, email, version, langKey: key }),
    });
  }, langKey);
}

/** Latin words on screen that are not names, brands or units: what an untranslated string leaves behind. */
export async function latinLeftovers(page: Page, allowed: string[], data: string[] = []): Promise<string[]> {
  // E-mail addresses and the given data (log-in names) are not interface text.
  let text = (await page.evaluate(() => document.body.innerText)).replace(/\S+@\S+/g, '');
  for (const value of data) text = text.replaceAll(value, '');
  const words = text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? [];
  return [...new Set(words)].filter((w) => !allowed.includes(w));
}

/**
 * The Hong Kong day `days` from today as every screen shows it (DD-MM-YYYY): the product's days are Hong Kong's, so
 * a test's "today" is too, whatever hour of UTC it runs at.
 */
export const shownDayIn = (days = 0): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + days * 86_400_000))
    .replaceAll('/', '-');
