import { afterAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { REPORT_MESSAGES } from '@esg/core/domain/reports/messages';
import { baseUrl, call } from '../support/api';
import { freshCompany } from '../support/company';

const [PRINTED, OPEN] = ['2024-12-31', '2025-12-31'];

afterAll(() => closeBrowser());

async function untilDone(token: string, id: string) {
  for (const start = Date.now(); Date.now() - start < 60_000; await new Promise((r) => setTimeout(r, 200))) {
    const res = await call('GET', `/api/report-progress/${id}`, { token });
    if (res.body.status === 'DONE' || res.body.status === 'FAILED') return res.body.status as string;
  }
  throw new Error(`report ${id} not done`);
}

/** ADR 0072: a final report answers every provision; a draft prints with its gaps marked. */
describe('printing a year with gaps', () => {
  it('refuses the final report of a printed year with gaps, listing each with the page that answers it', async () => {
    const { token } = await freshCompany([{ yearEnd: PRINTED, printed: true }, { yearEnd: OPEN }]);
    const refused = await call('POST', `/api/report/${PRINTED}`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('REPORT_INCOMPLETE');
    expect(refused.body.message).not.toMatch(/modified|conflict/i);
    const missing = refused.body.data.missing as { code: string; page?: string; obligation: string }[];
    // The 2020 rule set's provisions, every one open: the list is the index's gaps.
    const index = await call('GET', `/api/report-index/${PRINTED}`, { token });
    expect(missing.map((m) => m.code)).toEqual(index.body.gaps);
    expect(missing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'MDR-GOV', obligation: 'mandatory', page: '/background/board_statement' }),
        expect.objectContaining({ code: 'A1.2', page: '/environmental/electricities' }),
        expect.objectContaining({ code: 'A4.1', page: '/background/policies' }),
        expect.objectContaining({ code: 'B4.1', page: '/social/labour_standards' }),
      ]),
    );
    // Nothing was queued.
    expect((await call('GET', `/api/reports/${PRINTED}`, { token })).body).toEqual([]);
  });

  it('prints a draft of an open year with gaps, each gap marked in its content index', async () => {
    const { token } = await freshCompany([{ yearEnd: OPEN }]);
    const gaps = (await call('GET', `/api/report-index/${OPEN}`, { token })).body.gaps as string[];
    expect(gaps).toContain('D-MT-GHG1'); // mandatory and empty: the draft still prints
    const created = await call('POST', `/api/report/${OPEN}`, { token });
    expect(created.status).toBe(201);
    expect(await untilDone(token, created.body.id)).toBe('DONE');
    const pdf = await fetch(`${baseUrl()}/api/report/download/${created.body.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const doc = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, '');
    const marker = REPORT_MESSAGES.en.notDisclosed.replace(/\s+/g, '');
    expect(text.split(marker).length - 1).toBeGreaterThanOrEqual(gaps.length);
    expect(text).toContain(REPORT_MESSAGES.en.draft.replace(/\s+/g, ''));
  }, 90_000);
});
