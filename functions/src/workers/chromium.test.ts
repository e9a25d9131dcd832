import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseChromium, DEBIAN_CHROMIUM, launchOptions } from './chromium';

/** A file system where only the given paths exist; records what was asked. */
const fsWith = (...paths: string[]) => {
  const asked: string[] = [];
  const exists = (p: string) => {
    asked.push(p);
    return paths.includes(p);
  };
  return { exists, asked };
};

describe('which Chromium the PDF worker launches (ADR 0008)', () => {
  it('takes CHROME_PATH first, even where Debian’s chromium is installed, without looking for it', () => {
    const fs = fsWith(DEBIAN_CHROMIUM, '/opt/chrome/chrome');
    expect(chooseChromium({ CHROME_PATH: '/opt/chrome/chrome' }, fs.exists)).toEqual({
      kind: 'system',
      path: '/opt/chrome/chrome',
    });
    expect(fs.asked).toEqual([]);
  });

  it('takes Debian’s /usr/bin/chromium when CHROME_PATH is unset or empty', () => {
    for (const env of [{}, { CHROME_PATH: '' }]) {
      expect(chooseChromium(env, fsWith(DEBIAN_CHROMIUM).exists)).toEqual({ kind: 'system', path: DEBIAN_CHROMIUM });
    }
    expect(DEBIAN_CHROMIUM).toBe('/usr/bin/chromium');
  });

  it('falls back to @sparticuz/chromium when neither is there (AWS Lambda)', () => {
    const fs = fsWith('/usr/bin/google-chrome');
    expect(chooseChromium({ CHROME_PATH: undefined }, fs.exists)).toEqual({ kind: 'sparticuz' });
    expect(fs.asked).toEqual([DEBIAN_CHROMIUM]);
  });
});

describe('launchOptions', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('launches the chosen system Chromium headless with the container flags', async () => {
    vi.stubEnv('CHROME_PATH', '/opt/chrome/chrome');
    const opts = await launchOptions();
    expect(opts.executablePath).toBe('/opt/chrome/chrome');
    expect(opts.headless).toBe(true);
    expect(opts.args).toEqual(expect.arrayContaining(['--no-sandbox', '--disable-dev-shm-usage']));
  });
});
