import { pageByKey } from '@esg/core/pages/index';
import { translatableAnswers } from '@esg/core/catalogue/bilingual';
import type { PagePayload } from '@esg/core/catalogue/values';
import { GOVERNANCE_PAGES } from './governance';
import { SOCIAL_PAGES, WORKFORCE_BY_SITE } from './social';
import { CLIMATE_PAGES, ENVIRONMENTAL_PAGES } from './climate';
import { CHINESE } from './chinese';

/**
 * The complete year's page answers (README: the complete demo year), as a user would save them: pure data, so the
 * demo seed (../seedYear.ts) saves them through the domain and the browser journeys through the API
 * (test/e2e/completeYear.ts) — one payload for both.
 */
export type Site = keyof typeof WORKFORCE_BY_SITE;
export const SITE_ORDER: Site[] = ['hq', 'shop', 'warehouse'];

/** Each narrative and translatable cell in English and Traditional Chinese (ADR 0096, 0121): ./chinese.ts, by path. */
function bilingual(pageKey: string, values: Record<string, unknown>): Record<string, unknown> {
  const chinese = CHINESE[pageKey] ?? {};
  const page = pageByKey(pageKey);
  let out = values as PagePayload;
  for (const slot of page ? translatableAnswers(page, out) : []) {
    const en = slot.get(out);
    const hk = chinese[slot.path];
    if (typeof en === 'string' && hk) out = slot.set(out, { en, hk });
  }
  return out;
}

/** Every page of the complete year in both languages, the year's location names put in where the answers name a site. */
export function demoPages(names: Record<Site, string>): Record<string, Record<string, unknown>> {
  const { employment, ...social } = SOCIAL_PAGES;
  const regions = SITE_ORDER.map((s) => {
    const [begin, end, hires, leavers] = WORKFORCE_BY_SITE[s];
    return { location: names[s], begin, end, hires, leavers };
  });
  const { register, ...risks } = CLIMATE_PAGES.climate_risks;
  const pages: Record<string, Record<string, unknown>> = {
    ...GOVERNANCE_PAGES,
    employment: { ...employment, regions },
    ...social,
    ...ENVIRONMENTAL_PAGES,
    ...CLIMATE_PAGES,
    climate_risks: {
      ...risks,
      register: register.map(({ sites, ...row }) => ({ ...row, locations: sites.map((s) => names[s as Site]) })),
    },
  };
  return Object.fromEntries(Object.entries(pages).map(([key, values]) => [key, bilingual(key, values)]));
}
