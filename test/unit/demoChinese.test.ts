import { describe, expect, it } from 'vitest';
import { translatableAnswers } from '@esg/core/catalogue/bilingual';
import { pageByKey } from '@esg/core/pages/index';
import { GOVERNANCE_PAGES } from '../../packages/local/src/demoYear/governance';
import { SOCIAL_PAGES } from '../../packages/local/src/demoYear/social';
import { CLIMATE_PAGES, ENVIRONMENTAL_PAGES } from '../../packages/local/src/demoYear/climate';
import { CHINESE } from '../../packages/local/src/demoYear/chinese';

/** The complete demo year has every narrative and translatable cell in both languages (ADR 0096, 0097, 0121). */
describe('Acme FY2025 in Chinese', () => {
  const pages = { ...GOVERNANCE_PAGES, ...SOCIAL_PAGES, ...ENVIRONMENTAL_PAGES, ...CLIMATE_PAGES } as Record<
    string,
    Record<string, unknown>
  >;

  it('gives Traditional Chinese for every English narrative and cell, and nothing the year does not answer', () => {
    const english = Object.entries(pages).flatMap(([key, values]) =>
      translatableAnswers(pageByKey(key)!, values as never)
        .filter((f) => typeof f.get(values as never) === 'string' && (f.get(values as never) as string).trim())
        .map((f) => `${key}.${f.path}`),
    );
    const chinese = Object.entries(CHINESE).flatMap(([key, fields]) => Object.keys(fields).map((id) => `${key}.${id}`));
    expect(chinese.sort()).toEqual(english.sort());
    expect(english.length).toBeGreaterThan(50);
    for (const fields of Object.values(CHINESE))
      for (const text of Object.values(fields)) {
        const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
        const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
        // Proper nouns and units stay in Latin letters (Acme Holdings Ltd, LED, ISO 9001); the prose is Chinese.
        expect(han, text).toBeGreaterThan(latin);
      }
  });
});
