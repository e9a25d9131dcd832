import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { sessionOf } from './signedIn';
import { shownDayIn } from './support';

const YEAR = '2025-12-31';
/** Acme's FY2025 B3.1 trainees figure (Development and training), the figure the evidence is attached to. */
const TRAINEES = { kind: 'field', page: 'development_training', field: 'traineesTotal' } as const;

/** Attaches a small PDF to one figure as the signed-in user, the way the app does: ticket, PUT, confirm. */
async function attachEvidence(page: Page, request: APIRequestContext, name: string) {
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const bytes = Buffer.from(`%PDF-1.7\n% training register attached by the end-to-end test\n`);
  const res = await request.post(`/api/files/evidence/${YEAR}`, {
    headers,
    data: { files: [{ name, type: 'application/pdf', size: bytes.length }], target: TRAINEES },
  });
  expect(res.status(), await res.text()).toBe(201);
  const ticket = (await res.json()).files[0] as {
    id: string;
    url: string;
    method: string;
    headers: Record<string, string>;
  };
  expect((await request.put(ticket.url, { headers: ticket.headers, data: bytes })).status()).toBe(200);
  expect((await request.post(`/api/file/${ticket.id}/confirm`, { headers })).status()).toBe(200);
  return async () => {
    const gone = await request.delete('/api/file/batch', { headers, data: { ids: [ticket.id] } });
    expect(gone.status(), await gone.text()).toBe(200);
  };
}

test('the generate page lists a sparse year’s gaps, each linking to the page that answers it (cn)', async ({
  page,
}) => {
  await sessionOf(page, demoUsers.globexAdmin);
  await page.goto('/reporting/generate_report');
  const gaps = page.getByRole('list', { name: '香港交易所内容索引的缺漏' });
  await expect(gaps.getByRole('link', { name: 'B4.1' })).toHaveAttribute('href', '/social/labour_standards');
  await expect(gaps.getByRole('link', { name: 'A2.5' })).toHaveAttribute('href', '/environmental/packaging_material');
  await expectNoSeriousA11yViolations(page, 'generate report with gaps');
  await gaps.getByRole('link', { name: 'A2.5' }).click();
  await expect(page).toHaveURL(/\/environmental\/packaging_material$/);
});

test.describe('report generation', () => {
  let detach: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await detach?.();
    detach = undefined;
  });

  test('start a report, watch the progress bar reach 100 %, download it, open the PDF in the in-app viewer', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await sessionOf(page, demoUsers.acmeAdmin);
    await page.goto('/reporting/generate_report');
    // Evidence on one figure: the printed report's appendix must list it. Removed again at the end
    // (Acme's year is shared with the other specs).
    const evidenceName = `e2e-register-${Date.now()}.pdf`;
    detach = await attachEvidence(page, request, evidenceName);
    await expect(page.getByRole('heading', { name: 'Generate report', level: 1 })).toBeVisible();
    // Before printing: Acme's complete year leaves no provision open (ADR 0072).
    await expect(
      page.getByText('Every provision of the HKEX ESG Reporting Code is disclosed or explained.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'generate report');
    // The report's language: the company's by default, any of the three on request.
    await page.getByRole('button', { name: /Report language/ }).click();
    await page.getByRole('option', { name: 'English' }).click();

    // Every value the bar ever shows, recorded in the page as it changes: polling from the test
    // would miss the short stages.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { progressSeen: seen });
      const record = () => {
        for (const bar of document.querySelectorAll('progress')) if (seen.at(-1) !== bar.value) seen.push(bar.value);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['value'],
      });
    });
    const progressSeen = () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

    await page.getByRole('button', { name: 'Generate report' }).click();
    const bar = page.getByRole('progressbar', { name: 'Report progress' });
    await expect(bar).toBeVisible();
    // The worker prints in the background; the page polls progress until DONE.
    await expect(page.getByText('The report is ready.').first()).toBeVisible({ timeout: 90_000 });
    // The finished bar stays on screen, full.
    await expect(bar).toBeVisible();
    await expect(bar).toHaveJSProperty('value', 100);
    await expect(page.getByText('100%', { exact: true })).toBeVisible();
    const seen = await progressSeen();
    expect(seen[0], `values shown: ${seen.join(', ')}`).toBe(0);
    expect(seen.at(-1), `values shown: ${seen.join(', ')}`).toBe(100);
    // It only ever moves forward.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await expectNoSeriousA11yViolations(page, 'report ready', { state: 'ready' });

    // Download: the PDF and its Word edition are saved as files named by company, year and the report's language.
    const save = async (button: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
    };
    const pdf = await save('Download PDF');
    const fileName = `${demoUsers.acmeAdmin.company.replace(/ /g, '-')}_ESG-report_${YEAR}_en-US`;
    expect(pdf.name).toBe(`${fileName}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Offered once the Word edition, built after the PDF (ADR 0132), is stored: the page polls until then.
    const docx = await save('Download Word (.docx)');
    expect(docx.name).toBe(`${fileName}.docx`);
    expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // The side navigation has a "View PDF" entry too: take the one for this job.
    const viewLink = page.locator('a[href^="/reporting/view_pdf?id="]', { hasText: 'View PDF' });
    const jobId = new URL((await viewLink.getAttribute('href'))!, 'http://app').searchParams.get('id')!;
    expect(jobId).toMatch(/^\w+$/);
    // The server agrees with the bar: the job is DONE at 100 %.
    const job = await page.evaluate(async (id) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      const res = await fetch(`/api/report-progress/${id}`, { headers });
      return { status: res.status, body: (await res.json()) as unknown };
    }, jobId);
    expect(job).toEqual({
      status: 200,
      body: { id: jobId, status: 'DONE', progress: 100, lang: 'en', word: 'ready' }, // Word edition stored (ADR 0132)
    });
    // Another language can be printed at once: the choice and Generate stay beside the finished report.
    await expect(page.getByRole('button', { name: /Report language/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate report' })).toBeVisible();

    await viewLink.click();
    await expect(page).toHaveURL(`/reporting/view_pdf?id=${jobId}`);
    const viewer = page.getByTitle('ESG report PDF');
    await expect(viewer).toBeVisible();
    const src = (await viewer.getAttribute('src'))!;
    expect(src).toMatch(/^blob:/);
    // What the viewer shows is the PDF the worker printed.
    const bytes = await page.evaluate(async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())], src);
    expect(new TextDecoder().decode(new Uint8Array(bytes.slice(0, 5)))).toBe('%PDF-');
    // The appendix lists the figure that has evidence, with the file and the day it was attached.
    const pages = (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })).text;
    const squeeze = (s: string) => s.replace(/\s+/g, '');
    const appendix = pages
      .map(squeeze)
      .find((p) => p.includes('Evidenceattachedtofigures') && p.includes(squeeze(evidenceName)));
    const today = shownDayIn(); // the upload's day in Hong Kong
    expect(appendix, 'the appendix page naming the evidence').toContain(squeeze(`${evidenceName} (${today})`));
    expect(appendix).toMatch(/trainees/i);

    // A new visit still offers the year's last finished report, named for what it is, with its View PDF.
    await page.goto('/reporting/generate_report');
    await expect(page.getByRole('progressbar', { name: /^Last report of this year: / })).toBeVisible();
    await expect(viewLink).toBeVisible();
  });

  test('speaks Traditional Chinese for a hk user', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeUser);
    await page.goto('/reporting/generate_report');
    await expect(page.getByRole('heading', { name: '生成報告', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '生成報告' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'generate report (hk)');
  });

  test("View PDF lists the year's reports and opens one in the viewer", async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    await page.goto('/reporting/view_pdf');
    await expect(page.getByText('Choose a report in the list to view it.')).toBeVisible();
    const reports = page.getByRole('table');
    // The journey above generated one: it is listed with its language, edition and who asked for it.
    await expect(reports.getByRole('row').nth(1)).toContainText('English');
    await expect(reports.getByRole('row').nth(1)).toContainText('Draft');
    await expectNoSeriousA11yViolations(page, 'view pdf list');
    await reports.getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/reporting\/view_pdf\?id=\w+/);
    await expect(page.getByTitle('ESG report PDF')).toBeVisible();
    // The viewer open on a report, its row selected in the list: a screen state of its own.
    await expectNoSeriousA11yViolations(page, 'view pdf viewer', { state: 'open' });

    // Policy results (the spec's screens): every HKEX aspect's policy answer of the year, read-only.
    await page.goto('/reporting/policies_result');
    await expect(page.getByRole('heading', { name: 'Policy results', level: 1 })).toBeVisible();
    const policies = page.getByRole('table');
    await expect(policies.getByRole('row').filter({ hasText: 'A1' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'policy results');
  });
});
