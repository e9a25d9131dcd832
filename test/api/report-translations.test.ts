import { describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';

/** docs/decisions/0097-editions-print-their-own-language.md: no final edition of a language some answers lack. */
const Y = '2025-12-31';

describe('the final edition of a language', () => {
  it('is refused while an answer lacks that language, naming it; the other edition is not refused for it', async () => {
    const co = await freshCompany([{ yearEnd: Y }]);
    const saved = await call('PUT', `/api/page-data/board_statement/${Y}`, {
      token: co.token,
      body: { values: { boardOversight: { en: 'The board oversees ESG.', hk: '' } }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const printed = await call('PUT', '/api/compPeriod/printed', {
      token: await signIn('platform.admin'),
      body: { companyId: co.tenantId, yearEnd: Y, printed: true, version: 1 },
    });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);

    for (const lang of ['hk', 'cn']) {
      const refused = await call('POST', `/api/report/${Y}?lang=${lang}`, { token: co.token });
      expect(refused.status, lang).toBe(422);
      expect(refused.body.code).toBe('TRANSLATION_MISSING');
      expect(refused.body.data.untranslated).toEqual([
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
});
