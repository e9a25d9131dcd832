import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { chineseWordsOf, type ChineseLoader } from './chineseWords';

const MARK = { hk: '繁', cn: '简' } as const;
const words =
  (text: string): ChineseLoader =>
  (language) =>
    Promise.resolve({ title: `${text}（${MARK[language]}）` });

/** An i18next instance of the test's own, with no Chinese language used yet. */
async function fresh() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: {} });
  return { i18n, ...chineseWordsOf(i18n) };
}

describe('a first-load namespace’s Chinese, fetched apart per language (ADR 0084)', () => {
  it('is fetched only in the language used, and in another once that one is used', async () => {
    const { i18n, loadChinese, registerChinese } = await fresh();
    const load = vi.fn(words('首頁'));
    registerChinese('probeHome', load);
    expect(load).not.toHaveBeenCalled(); // English: nothing fetched
    await loadChinese('hk');
    expect(load.mock.calls).toEqual([['hk']]);
    expect(i18n.getResource('hk', 'probeHome', 'title')).toBe('首頁（繁）');
    expect(i18n.getResource('hk', 'validation', 'loginRequired')).toMatch(/[\u4e00-\u9fff]/);
    await loadChinese('cn');
    expect(load.mock.calls).toEqual([['hk'], ['cn']]);
    expect(i18n.getResource('cn', 'probeHome', 'title')).toBe('首頁（简）');
  });

  it('registered while a Chinese language is in use, holds a page back until it has arrived', async () => {
    const { i18n, chineseReady, loadChinese, registerChinese } = await fresh();
    await loadChinese('hk');
    let arrive: (w: Record<string, string>) => void = () => undefined;
    registerChinese('probeLate', () => new Promise((resolve) => (arrive = resolve)));
    let ready = false;
    const waiting = chineseReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    arrive({ title: '後到' });
    await waiting;
    expect(i18n.getResource('hk', 'probeLate', 'title')).toBe('後到');
  });

  it('is fetched again by the next load after a failed fetch', async () => {
    const { i18n, loadChinese, registerChinese } = await fresh();
    const load = vi.fn<ChineseLoader>().mockRejectedValueOnce(new Error('offline')).mockImplementation(words('重試'));
    registerChinese('probeRetry', load);
    await expect(loadChinese('hk')).rejects.toThrow('offline');
    await loadChinese('hk');
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.getResource('hk', 'probeRetry', 'title')).toBe('重試（繁）');
  });
});
