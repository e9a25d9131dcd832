import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { signedInAs } from './signedIn';

test.describe('report generation (issue 3)', () => {
  test('start a report, watch the progress bar reach 100 %, open the PDF in the in-app viewer', async ({ page }) => {
    test.setTimeout(120_000);
    await signedInAs(page, demoUsers.acmeAdmin);
    await page.goto('/reporting/generate_report');
    await expect(page.getByRole('heading', { name: 'Generate report', level: 1 })).toBeVisible();
    // Before printing: the provisions the report would leave open (neither disclosed nor explained).
    const gaps = page.getByRole('list', { name: 'Gaps in the HKEX content index' });
    await expect(gaps).toContainText('B4.1');
    await expect(gaps).not.toContainText('A1.2'); // disclosed by the year's figures
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
    expect(job).toEqual({ status: 200, body: { id: jobId, status: 'DONE', progress: 100 } });

    await viewLink.click();
    await expect(page).toHaveURL(`/reporting/view_pdf?id=${jobId}`);
    const viewer = page.getByTitle('ESG report PDF');
    await expect(viewer).toBeVisible();
    const src = (await viewer.getAttribute('src'))!;
    expect(src).toMatch(/^blob:/);
    // What the viewer shows is the PDF the worker printed.
    const head = await page.evaluate(
      async (url) => new TextDecoder().decode((await (await fetch(url)).arrayBuffer()).slice(0, 5)),
      src,
    );
    expect(head).toBe('%PDF-');
  });

  test('speaks Traditional Chinese for a hk user', async ({ page }) => {
    await signedInAs(page, demoUsers.acmeUser);
    await page.goto('/reporting/generate_report');
    await expect(page.getByRole('heading', { name: '生成報告', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '生成報告' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'generate report (hk)');
  });

  test("View PDF lists the year's reports and opens one in the viewer", async ({ page }) => {
    await signedInAs(page, demoUsers.acmeAdmin);
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
  });
});
