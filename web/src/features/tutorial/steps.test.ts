import { describe, expect, it, vi } from 'vitest';

// i18next announces the language to the page's <html> when it starts; a bare object stands in.
vi.hoisted(() => Object.assign(globalThis, { document: { documentElement: {} } }));
import { HOTSPOTS } from '../../shell/hotspots';
import { i18n, loadChinese } from '../../i18n';
import { ns } from './i18n';
import { TOURS } from './steps';
import { toTutorial } from './useTours';

describe('tutorial steps as data (ADR 0005)', () => {
  const steps = TOURS.flatMap((tour) => tour.tasks.flatMap((task) => task.steps));

  it('point at hotspots that exist, each once', () => {
    const ids = Object.values(HOTSPOTS) as string[];
    for (const step of steps) expect(ids).toContain(step.target);
    expect(new Set(steps.map((s) => s.target)).size).toBe(steps.length);
  });

  it('read in every language, with no key left untranslated', async () => {
    // As a switch to hk or cn does: the tutorial's Chinese is a chunk per language (ADR 0084).
    await Promise.all([loadChinese('hk'), loadChinese('cn')]);
    for (const lng of ['en', 'hk', 'cn']) {
      const t = i18n.getFixedT(lng, ns);
      const [tutorial] = TOURS.map((tour) => toTutorial(tour, t, false));
      const texts = [tutorial!.title, ...tutorial!.tasks.flatMap((k) => [k.title, ...k.steps.map((s) => s.content)])];
      for (const text of texts) expect(text, `${lng}: ${text}`).not.toMatch(/^(title|task|[a-z]+(Title|Content))/);
      if (lng !== 'en') for (const text of texts) expect(text).not.toMatch(/[A-Za-z]{4,}/);
    }
  });

  it('platform staff are not walked to a company year their Home does not have', () => {
    const t = i18n.getFixedT('en', ns);
    const hotspots = (platform: boolean) =>
      toTutorial(TOURS[0]!, t, false, platform).tasks.flatMap((k) => k.steps.map((s) => s.hotspotId));
    expect(hotspots(false)).toEqual(expect.arrayContaining([HOTSPOTS.review, HOTSPOTS.company]));
    expect(hotspots(true)).toEqual([HOTSPOTS.greeting, HOTSPOTS.navigation]);
  });
});
