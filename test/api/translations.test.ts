import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';

/** docs/decisions/0096-bilingual-answers.md: both languages of a narrative, through the page-data API. */
const Y = '2025-12-31';
const url = (page: string) => `/api/page-data/${page}/${Y}`;
const put = (token: string, page: string, values: unknown, version: number) =>
  call('PUT', url(page), { token, body: { values, version } });

const OVERSIGHT = {
  en: 'The board oversees ESG issues at each quarterly meeting.',
  hk: '董事會於每季會議監察環境、社會及管治事宜。',
};

let token: string;
beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y }]));
});

describe('translatable answers', () => {
  it('saves both languages and reads them back; counts the answers lacking one', async () => {
    const saved = await put(
      token,
      'board_statement',
      { boardOversight: OVERSIGHT, managementApproach: 'Material issues are ranked yearly.' },
      0,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await call('GET', url('board_statement'), { token });
    expect(read.body.values.boardOversight).toEqual(OVERSIGHT);
    // A plain string is the company's language (English here); its Chinese is missing.
    expect(read.body.values.managementApproach).toBe('Material issues are ranked yearly.');
    expect(read.body.missingTranslations).toBe(1);

    // Typing the Chinese alone keeps the English.
    const more = await put(
      token,
      'board_statement',
      { ...read.body.values, managementApproach: { hk: '每年為重要事宜排列優次。' } },
      1,
    );
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.body.values.managementApproach).toEqual({
      en: 'Material issues are ranked yearly.',
      hk: '每年為重要事宜排列優次。',
    });
    expect(more.body.missingTranslations).toBe(0);

    // Rewriting the English marks the Chinese as may need updating.
    const rewritten = await put(
      token,
      'board_statement',
      { ...more.body.values, boardOversight: { ...OVERSIGHT, en: 'The board reviews ESG monthly.' } },
      2,
    );
    expect(rewritten.body.values.boardOversight).toMatchObject({ stale: 'hk' });
  });

  it('counts missing languages per section on the year review', async () => {
    const { token: own } = await freshCompany([{ yearEnd: Y }]);
    await put(
      own,
      'board_statement',
      { boardOversight: 'English only', progressReview: { en: '', hk: '只有中文' } },
      0,
    );
    await put(own, 'anti_corruption', { antiCorruptionPolicy: { en: 'Zero tolerance.', hk: '零容忍。' } }, 0);
    const status = await call('GET', `/api/section-status/${Y}`, { token: own });
    const of = (s: string) => status.body.sections.find((x: { section: string }) => x.section === s);
    expect(of('background').missingTranslations).toBe(2);
    expect(of('social').missingTranslations).toBe(0);
  });

  it('accepts Latin text in the Chinese field (flagged on the page, not refused)', async () => {
    const res = await put(token, 'water', { sourcingIssues: { en: 'None.', hk: 'None at all.' } }, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses a too long language, naming it; refuses an unknown language key', async () => {
    const long = await put(token, 'risk_management', { riskProcess: { en: 'Fine', hk: '字'.repeat(5001) } }, 0);
    expect(long.status).toBe(400);
    expect(long.body.data.issues).toContainEqual(
      expect.objectContaining({ path: 'riskProcess.hk', code: 'maxLength' }),
    );
    const unknown = await put(token, 'risk_management', { riskProcess: { en: 'Fine', fr: 'Bien' } }, 0);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.issues).toContainEqual(
      expect.objectContaining({ path: 'riskProcess.fr', code: 'unknownField' }),
    );
  });

  it('a second editor of the other language gets the concurrency message and the first one’s text', async () => {
    const { token: own } = await freshCompany([{ yearEnd: Y }]);
    const first = await put(own, 'labour_standards', { reviewMeasures: { en: 'Ages checked at hiring.', hk: '' } }, 0);
    expect(first.status).toBe(200);
    const english = await put(own, 'labour_standards', { reviewMeasures: { en: 'Ages checked twice.' } }, 1);
    expect(english.status).toBe(200);
    // Based on version 1 too: refused, with the stored answers (English kept) to reload from.
    const chinese = await put(own, 'labour_standards', { reviewMeasures: { hk: '聘用時核對年齡。' } }, 1);
    expect(chinese.status).toBe(409);
    expect(chinese.body.message).toMatch(/modified/i);
    expect(chinese.body.data.current.values.reviewMeasures).toEqual({ en: 'Ages checked twice.', hk: '' });
    const retried = await put(own, 'labour_standards', { reviewMeasures: { hk: '聘用時核對年齡。' } }, 2);
    expect(retried.body.values.reviewMeasures).toEqual({ en: 'Ages checked twice.', hk: '聘用時核對年齡。' });
  });

  it('a printed year refuses a translation like any other change (423)', async () => {
    const printedYear = '2024-12-31';
    const { token: own } = await freshCompany([{ yearEnd: printedYear, printed: true }]);
    const res = await call('PUT', `/api/page-data/board_statement/${printedYear}`, {
      token: own,
      body: { values: { boardOversight: { hk: '董事會監察。' } }, version: 0 },
    });
    expect(res.status).toBe(423);
  });
});
