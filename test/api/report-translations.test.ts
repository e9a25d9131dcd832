import { describe, expect, it } from 'vitest';
import { loadReportData } from '@esg/core/domain/reports/data';
import { REPORT_MESSAGES } from '@esg/core/domain/reports/messages';
import { call, signIn, type Reply } from '../support/api';
import { freshCompany } from '../support/company';
import { every, saveBoundaries } from '../support/resources';

/** docs/decisions/0097-editions-print-their-own-language.md: no final edition of a language some answers lack. */
const Y = '2025-12-31';

/** Marks the year printed, then asks for its hk and cn finals: each refused for a missing translation. */
async function finalsRefused(co: { token: string; tenantId: string }) {
  const printed = await call('PUT', '/api/compPeriod/printed', {
    token: await signIn('platform.admin'),
    body: { companyId: co.tenantId, yearEnd: Y, printed: true, version: 1 },
  });
  expect(printed.status, JSON.stringify(printed.body)).toBe(200);
  const out: [string, Reply][] = [];
  for (const lang of ['hk', 'cn']) {
    const refused = await call('POST', `/api/report/${Y}?lang=${lang}`, { token: co.token });
    expect(refused.status, lang).toBe(422);
    expect(refused.body.code, lang).toBe('TRANSLATION_MISSING');
    out.push([lang, refused]);
  }
  return out;
}

describe('the final edition of a language', () => {
  it('is refused while an answer lacks that language, naming it; the other edition is not refused for it', async () => {
    const co = await freshCompany([{ yearEnd: Y }]);
    const saved = await call('PUT', `/api/page-data/board_statement/${Y}`, {
      token: co.token,
      body: { values: { boardOversight: { en: 'The board oversees ESG.', hk: '' } }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const [lang, refused] of await finalsRefused(co)) {
      expect(refused.body.data.untranslated, lang).toEqual([
        { page: '/background/board_statement', field: 'boardOversight' },
      ]);
    }
    // English is there: that edition is refused only for what every final report needs (its gaps).
    const english = await call('POST', `/api/report/${Y}?lang=en`, { token: co.token });
    expect(english.status).toBe(422);
    expect(english.body.code).toBe('REPORT_INCOMPLETE');
    // Nothing was queued.
    expect((await call('GET', `/api/reports/${Y}`, { token: co.token })).body).toEqual([]);
  });

  it("is refused while an instrument's reference lacks that language, naming its row by location and period in every language; the draft prints it marked (ADR 0137)", async () => {
    const co = await freshCompany([{ yearEnd: Y }]);
    const loc = await saveBoundaries(co.token, [Y]);
    const reference = { en: 'CLP Renewable Energy Certificates' };
    const certificate = { kind: 'certificate', mwh: '12', rate: { value: '0', unit: 'kgCO2e/kWh' }, vintage: 2025 };
    const saved = await call('PUT', `/api/resource/electricity/${Y}`, {
      token: co.token,
      body: {
        rows: [
          {
            version: 0,
            locationId: loc.hq,
            unit: 'kWh',
            months: every('10000'),
            attributes: {
              supplier: 'clp',
              account: '0123-456',
              instruments: [
                { ...certificate, reference: { en: 'HKE RECs', hk: '港燈可再生能源證書' } },
                { ...certificate, reference },
              ],
            },
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // The draft prints the English behind the marker, in both Chinese editions.
    for (const lang of ['hk', 'cn'] as const) {
      const { data } = await loadReportData(co.tenantId, Y, lang);
      const marker = REPORT_MESSAGES[lang].translationMissing.split('}')[1]!;
      expect(JSON.stringify(data.sections), lang).toContain(`${marker} ${reference.en}`);
    }

    for (const [, refused] of await finalsRefused(co)) {
      // Only the instrument without Chinese, the second on its row, named as the row dialog shows it.
      // (the boundary's location names are English only too: listed on their page)
      const instruments = (refused.body.data.untranslated as { field: string }[]).filter(
        (u) => u.field === 'instruments',
      );
      expect(instruments).toEqual([
        {
          page: '/environmental/electricities',
          field: 'instruments',
          item: {
            en: 'HQ, electricity of 01-01-2025 to 31-12-2025, instrument 2',
            hk: 'HQ，2025年1月1日至2025年12月31日的電力，合約工具 2',
            cn: 'HQ，2025年1月1日至2025年12月31日的电力，合约工具 2',
          },
        },
      ]);
    }
    // The English edition has its text: refused only for what every final report needs (its gaps).
    const english = await call('POST', `/api/report/${Y}?lang=en`, { token: co.token });
    expect(english.body.code).toBe('REPORT_INCOMPLETE');
  });
});
