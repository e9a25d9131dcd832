import { describe, expect, it, vi } from 'vitest';
import { i18n } from './index';
import { chineseReady, loadChinese, registerChinese } from './chineseWords';

const words = (text: string) => ({ hk: { title: `${text}（繁）` }, cn: { title: `${text}（简）` } });

describe('a first-load namespace’s Chinese, fetched apart (ADR 0084)', () => {
  it('is fetched once a Chinese language is in use, before a page that registered it renders', async () => {
    await loadChinese(); // a Chinese language is in use (the component setup does the same)
    let arrive: (w: ReturnType<typeof words>) => void = () => undefined;
    registerChinese('probeLate', () => new Promise((resolve) => (arrive = resolve)));
    let ready = false;
    const waiting = chineseReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    arrive(words('後到'));
    await waiting;
    expect(i18n.getResource('hk', 'probeLate', 'title')).toBe('後到（繁）');
    expect(i18n.getResource('cn', 'probeLate', 'title')).toBe('後到（简）');
  });

  it('is fetched again by the next load after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof words>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(words('重試'));
    registerChinese('probeRetry', load);
    await expect(loadChinese()).rejects.toThrow('offline');
    await loadChinese();
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.getResource('hk', 'probeRetry', 'title')).toBe('重試（繁）');
  });
});
