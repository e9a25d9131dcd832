import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { LoginPage } from './pages/LoginPage';

test.describe('report generation (issue 3)', () => {
  test('start a report, watch the progress bar reach 100 %, open the PDF in the in-app viewer', async ({ page }) => {
    test.setTimeout(120_000);
    await new LoginPage(page).signInAs(demoUsers.acmeAdmin);
    await page.goto('/reporting/generate_report');
    await expect(page.getByRole('heading', { name: 'Generate report', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'generate report');

    await page.getByRole('button', { name: 'Generate report' }).click();
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    // The worker prints in the background; the page polls progress until DONE.
    await expect(page.getByText('The report is ready.').first()).toBeVisible({ timeout: 90_000 });
    await expectNoSeriousA11yViolations(page, 'report ready');

    // The side navigation has a "View PDF" entry too: take the one for this job.
    await page.locator('a[href^="/reporting/view_pdf?id="]', { hasText: 'View PDF' }).click();
    await expect(page).toHaveURL(/\/reporting\/view_pdf\?id=/);
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
    await new LoginPage(page).signInAs(demoUsers.acmeUser);
    await page.goto('/reporting/generate_report');
    await expect(page.getByRole('heading', { name: '生成報告', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '生成報告' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'generate report (hk)');
  });

  test('the viewer without a report id says what to do', async ({ page }) => {
    await new LoginPage(page).signInAs(demoUsers.acmeAdmin);
    await page.goto('/reporting/view_pdf');
    await expect(page.getByText('No report was chosen. Generate a report first.')).toBeVisible();
  });
});
