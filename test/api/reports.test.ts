import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { extractText, getDocumentProxy } from 'unpdf';
import { createJob } from '@esg/core/domain/reports/jobs';
import { loadReportInputs } from '@esg/core/domain/reports/data';
import { REPORT_MESSAGES } from '@esg/core/domain/reports/messages';
import { runInContext } from '@esg/core/context';
import { baseUrl, call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { whoIs } from '../support/tenants';
import { buildEnv } from '../../packages/local/src/webBuild';

const YEAR = '2025-12-31';

/** Polls progress as the web does; returns every state it saw. */
async function pollUntilDone(token: string, id: string, timeoutMs = 40_000) {
  const seen: { status: string; progress: number }[] = [];
  const start = Date.now();
  for (;;) {
    const res = await call('GET', `/api/report-progress/${id}`, { token });
    expect(res.status).toBe(200);
    seen.push(res.body);
    if (res.body.status === 'DONE' || res.body.status === 'FAILED') return seen;
    if (Date.now() - start > timeoutMs) throw new Error(`report ${id} stuck at ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Polls a DONE report's progress until its Word edition is no longer being prepared (ADR 0132). */
async function pollUntilWord(token: string, id: string, timeoutMs = 30_000) {
  for (const start = Date.now(); ;) {
    const res = await call('GET', `/api/report-progress/${id}`, { token });
    expect(res.body.status).toBe('DONE');
    if (res.body.word !== 'preparing') return res.body.word as string;
    if (Date.now() - start > timeoutMs) throw new Error(`report ${id}'s Word edition is still being prepared`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The worker prints web/dist/report.html: build the web app once if this checkout has not.
 * Both report test files may start together, so a lock directory lets one build while the other waits.
 */
async function ensureReportPage(deadline = Date.now() + 240_000) {
  const page = new URL('../../web/dist/report.html', import.meta.url);
  const lock = join(tmpdir(), 'esg-web-build.lock');
  while (!existsSync(page) && Date.now() < deadline) {
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      execFileSync('npm', ['run', 'build', '-w', '@esg/web'], { stdio: 'inherit', env: buildEnv() });
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

beforeAll(() => ensureReportPage(), 300_000);

const fetchPdf = (path: string, token: string) =>
  fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('report jobs through the API', () => {
  it('creates a job, reports progress up to DONE, then serves the PDF for download and for viewing', async () => {
    const token = await signIn('acme.user');
    const created = await call('POST', `/api/report/${YEAR}`, { token });
    expect(created.status).toBe(201);
    // The job names its language (the company's, none being chosen): the web names the download by it.
    expect(created.body).toMatchObject({ status: 'QUEUED', progress: 0, lang: 'en' });
    expect(created.body.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);

    const seen = await pollUntilDone(token, created.body.id);
    // DONE once the PDF is stored; the Word edition may still be being prepared (ADR 0132).
    expect(seen.at(-1)).toEqual({
      id: created.body.id,
      status: 'DONE',
      progress: 100,
      lang: 'en',
      word: expect.stringMatching(/^(preparing|ready)$/),
    });
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b)); // never goes backwards

    const download = await fetchPdf(`/api/report/download/${created.body.id}`, token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ESG-report-2025-12-31-en\.pdf"/,
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A tagged PDF with a bookmark per section: the report's title, its chapters beneath, their parts beneath them.
    const doc = await getDocumentProxy(new Uint8Array(bytes));
    expect(await doc.getMarkInfo()).toMatchObject({ Marked: true });
    const [title] = (await doc.getOutline()) ?? [];
    expect(title?.title).toBe(REPORT_MESSAGES.en.title);
    const chapter = (heading: string) => title!.items.find((o) => o.title.endsWith(` ${heading}`));
    for (const heading of [REPORT_MESSAGES.en.about, REPORT_MESSAGES.en.environmental, REPORT_MESSAGES.en.index])
      expect(chapter(heading), heading).toBeDefined();
    // The environmental chapter's first part is A1, numbered under the chapter's own number.
    const environmental = chapter(REPORT_MESSAGES.en.environmental)!;
    const number = environmental.title.split(' ')[0];
    expect(environmental.items.map((o: { title: string }) => o.title)).toContain(
      `${number}.1 ${REPORT_MESSAGES.en.a1}`,
    );

    // Served by S3 through a presigned GET (no Lambda response limit), not through the API.
    const redirect = await fetch(`${baseUrl()}/api/report/download/${created.body.id}`, {
      headers: { authorization: `Bearer ${token}` },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toMatch(/X-Amz-Signature=/);

    // /reporting/view_pdf lists the year's reports: language, draft or final, who, when, size.
    const list = await call('GET', `/api/reports/${YEAR}`, { token });
    expect(list.status).toBe(200);
    expect(list.body.find((r: { id: string }) => r.id === created.body.id)).toMatchObject({
      lang: 'en',
      edition: 'draft',
      createdBy: expect.any(String),
      bytes: bytes.length,
    });
    expect((await call('GET', '/api/reports/2019-12-31', { token })).status).toBe(404);

    const view = await fetchPdf(`/api/report/pdf/${created.body.id}`, token);
    expect(view.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await view.arrayBuffer()).equals(bytes)).toBe(true);

    // The same report as an editable Word document, beside the PDF: built after DONE (ADR 0132), offered once stored.
    expect(await pollUntilWord(token, created.body.id)).toBe('ready');
    const docx = await fetchPdf(`/api/report/download/${created.body.id}?format=docx`, token);
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers.get('content-disposition')).toMatch(/^attachment; filename="ESG-report-2025-12-31-en\.docx"/);
    expect(
      Buffer.from(await docx.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    expect((await fetchPdf(`/api/report/download/${created.body.id}?format=doc`, token)).status).toBe(400);
  }, 60_000); // the first job of a run also starts the worker and Chromium

  it("prints in the company's language unless another is chosen: a Simplified-Chinese company gets Simplified Chinese", async () => {
    // The company works in Simplified Chinese; its administrator's own interface language is English.
    const co = await freshCompany([{ yearEnd: YEAR }], 'companyAdmin');
    const lang = await call('PATCH', `/api/comp/partialUpdateCompanyLanguage/${co.tenantId}/cn`, { token: co.token });
    expect(lang.status, JSON.stringify(lang.body)).toBe(200);

    const text = async (query: string) => {
      const created = await call('POST', `/api/report/${YEAR}${query}`, { token: co.token });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const done = (await pollUntilDone(co.token, created.body.id)).at(-1)!;
      expect(done).toMatchObject({ status: 'DONE', lang: query ? query.slice(-2) : 'cn' });
      const pdf = await fetchPdf(`/api/report/pdf/${created.body.id}`, co.token);
      const doc = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
      return { id: created.body.id as string, text: (await extractText(doc, { mergePages: true })).text };
    };
    const squeeze = (s: string) => s.replace(/\s+/g, '');
    const byDefault = await text('');
    expect(squeeze(byDefault.text)).toContain(squeeze(REPORT_MESSAGES.cn.title));
    expect(squeeze(byDefault.text)).not.toContain(squeeze(REPORT_MESSAGES.hk.title));
    const chosen = await text('?lang=hk');
    expect(squeeze(chosen.text)).toContain(squeeze(REPORT_MESSAGES.hk.title));
    const list = await call('GET', `/api/reports/${YEAR}`, { token: co.token });
    expect(list.body.map((r: { id: string; lang: string }) => [r.id, r.lang])).toEqual([
      [chosen.id, 'hk'],
      [byDefault.id, 'cn'],
    ]);
  }, 120_000);

  it("gives the demo's Globex, a Simplified-Chinese company, a Simplified-Chinese report unless another is chosen", async () => {
    const { tenantId } = await whoIs('globex.admin');
    expect((await loadReportInputs(tenantId, '2026-03-31')).lang).toBe('cn');
    expect((await loadReportInputs(tenantId, '2026-03-31', 'en')).lang).toBe('en');
  });

  it('answers 404 for a year the company does not have and 400 for a malformed year', async () => {
    const token = await signIn('acme.user');
    expect((await call('POST', '/api/report/2019-12-31', { token })).status).toBe(404);
    expect((await call('POST', '/api/report/2025-13-45', { token })).status).toBe(400);
    expect((await call('POST', `/api/report/${YEAR}`)).status).toBe(401);
  });

  it('never shows another company its job, its progress or its PDF', async () => {
    const acme = await signIn('acme.admin');
    const { body } = await call('POST', `/api/report/${YEAR}`, { token: acme });
    await pollUntilDone(acme, body.id);
    const globex = await signIn('globex.admin');
    expect((await call('GET', `/api/report-progress/${body.id}`, { token: globex })).status).toBe(404);
    expect((await fetchPdf(`/api/report/download/${body.id}`, globex)).status).toBe(404);
    expect((await fetchPdf(`/api/report/pdf/${body.id}`, globex)).status).toBe(404);
    expect((await call('GET', `/api/report-progress/${ulid()}`, { token: acme })).status).toBe(404);
  }, 60_000);

  it('says a report is not ready yet instead of serving a PDF that does not exist', async () => {
    const { tenantId } = await whoIs('acme.user');
    // A job that is never queued stays QUEUED: its PDF cannot exist.
    const job = await runInContext({ requestId: ulid() }, () => createJob(tenantId, 'test', YEAR));
    const res = await call('GET', `/api/report/download/${job.id}`, { token: await signIn('acme.user') });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'REPORT_NOT_READY', data: { status: 'QUEUED', progress: 0 } });
    expect(res.body.message).toMatch(/not ready yet/);
  });
});
