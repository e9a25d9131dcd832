import { describe, expect, it } from 'vitest';
import { PAGES } from '@esg/core/pages/index';
import { allFields } from '@esg/core/catalogue/page';
import { loadReportData } from '@esg/core/domain/reports/data';
import type { Language } from '@esg/core/schemas/common';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { squeeze } from '../support/report';

/**
 * The publishability suite's company with gaps (ADR 0124): a policy the company does not have, and one it does not
 * disclose, print as its statements in en, hk and cn — the complete demo year answers every policy Yes, so
 * report-publishable.test.ts never meets a No.
 */
const YEAR = '2025-12-31';
const LANGS: Language[] = ['en', 'hk', 'cn'];

describe('a company without some policies (ADR 0124)', () => {
  it('says in each language that it has none, or why it does not disclose one, never the form’s question', async () => {
    const co = await freshCompany([{ yearEnd: YEAR }]);
    const saved = await call('PUT', `/api/page-data/policies/${YEAR}`, {
      token: co.token,
      body: {
        values: { emissions: { answer: 0 }, antiCorruption: { answer: -1, reason: 'Under review by the board.' } },
        version: 0,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Every question of the catalogue (ADR 0091), the policies' among them.
    const questions = (lang: Language) =>
      PAGES.flatMap((page) => allFields(page))
        .map(({ field }) => squeeze(field.labels[lang]))
        .filter((l) => /[?？]$/.test(l));
    const said = {
      en: ['The company has no policy on emissions.', 'The company does not disclose its policy on anti-corruption:'],
      hk: ['公司並無制定排放物政策。', '公司不披露其反貪污政策：'],
      cn: ['公司并无制定排放物政策。', '公司不披露其反贪污政策：'],
    };
    for (const lang of LANGS) {
      const { data } = await loadReportData(co.tenantId, YEAR, lang);
      const body = squeeze(
        data.sections
          .flatMap((sec) => sec.blocks)
          .flatMap((b) =>
            b.kind === 'p' ? [b.text] : b.kind === 'records' ? b.records.flatMap((r) => r.fields.flat()) : [],
          )
          .join('\n'),
      );
      expect(questions(lang).filter((q) => body.includes(q))).toEqual([]);
      for (const sentence of said[lang]) expect(body, lang).toContain(squeeze(sentence));
    }
  });
});
