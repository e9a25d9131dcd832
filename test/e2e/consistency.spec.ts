import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { TutorialPanel } from './pages/TutorialPanel';
import { languageOfNextLoad, sessionOf } from './signedIn';

/** The right edge of what covers the page from the right (the open tutorial panel). */
async function visibleBeside(page: Page, target: Locator, panel: Locator) {
  // Scrolled to vertically as a user would (again if the page grew meanwhile); never sideways. Measured
  // in the same attempt: a table rendered again after its check (a refetch) has no box until it is back.
  await expect(async () => {
    await target.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      // What a user sees without scrolling sideways: every container back at its left edge.
      for (let a = el.parentElement; a; a = a.parentElement) a.scrollLeft = 0;
    });
    await expect(target).toBeInViewport({ ratio: 1, timeout: 1_000 });
    const [box, drawer] = await Promise.all([target.boundingBox(), panel.boundingBox()]);
    expect(box, 'the element is on the page').not.toBeNull();
    expect(drawer, 'the tutorial panel is open').not.toBeNull();
    // Not under the tutorial panel either.
    expect(box!.x + box!.width).toBeLessThanOrEqual(drawer!.x + 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }).toPass({ timeout: 10_000 });
}

/** The user's saved sign-in with the tutorial panel open in this visit (a later visit starts with it closed). */
async function sessionWithPanelOpen(page: Page, user: (typeof demoUsers)[keyof typeof demoUsers]) {
  await sessionOf(page, user);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('user')!) as { user: { id: string } };
    localStorage.setItem(`esg:tutorial:${stored.user.id}`, JSON.stringify({ completed: true }));
    sessionStorage.setItem(`esg:tutorial-open:${stored.user.id}`, 'true');
  });
}

/** Consistency: what looks and behaves the same on every screen. */
test.describe('consistency', () => {
  test('at 1280 px with the tutorial panel open, row tables keep their actions and status in view; dates read DD-MM-YYYY (en)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await sessionWithPanelOpen(page, demoUsers.acmeAdmin);
    const tutorial = new TutorialPanel(page);

    // Home: what is left to answer or explain, beside the panel.
    await page.goto('/home');
    await expect(tutorial.drawer).toBeVisible();
    const review = page.getByTestId('year-review');
    await visibleBeside(page, review.getByRole('columnheader', { name: 'To answer or explain' }), tutorial.drawer);
    await visibleBeside(page, review.getByRole('row').nth(1).getByRole('cell').last(), tutorial.drawer);

    for (const path of ['vehicles', 'business_travel', 'refrigerants', 'electricities']) {
      await page.goto(`/environmental/${path}`);
      await expect(tutorial.drawer).toBeVisible();
      // The first table with rows: its last action (Remove) and the column's header are on screen, beside the panel.
      const table = page
        .locator('[data-testid^="location-"]')
        .filter({ has: page.getByRole('button', { name: /^Remove / }) })
        .first();
      await visibleBeside(page, table.getByRole('button', { name: /^Remove / }).first(), tutorial.drawer);
      await visibleBeside(page, table.getByRole('columnheader', { name: 'Actions' }), tutorial.drawer);
      if (path === 'vehicles') await expectNoSeriousA11yViolations(page, 'Vehicles at 1280 px with the tutorial');
    }

    await page.goto('/administration/company_subscription');
    await expect(tutorial.drawer).toBeVisible();
    const periods = page.getByRole('table').first();
    await visibleBeside(page, periods.getByRole('columnheader', { name: 'Status' }), tutorial.drawer);
    await visibleBeside(page, periods.getByRole('row').nth(1).getByRole('cell').last(), tutorial.drawer);

    // The generate-report page names the year as users read dates.
    await page.goto('/reporting/generate_report');
    const description = page.getByText(/Print the ESG report of the reporting year/);
    await expect(description).toHaveText(/reporting year \d{2}-\d{2}-\d{4} as a PDF/);
    await expect(page.locator('main')).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  test("at 1280 px with the tutorial panel open, the platform's companies keep their first year in view (en)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await sessionWithPanelOpen(page, demoUsers.platformAdmin);
    const tutorial = new TutorialPanel(page);
    await page.goto('/administration/company_subscription');
    await expect(tutorial.drawer).toBeVisible();
    const companies = page.getByRole('table').first();
    await visibleBeside(page, companies.getByRole('columnheader', { name: 'First year end' }), tutorial.drawer);
    await visibleBeside(page, companies.getByRole('columnheader', { name: 'Latest year end' }), tutorial.drawer);
  });

  test('at 1366 px in Chinese with the tutorial panel open, a row table keeps last year beside its actions, not under them (cn)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await sessionWithPanelOpen(page, demoUsers.acmeAdmin);
    await languageOfNextLoad(page, 'cn');
    const tutorial = new TutorialPanel(page);
    await page.goto('/environmental/business_travel');
    await expect(tutorial.drawer).toBeVisible();
    const table = page
      .locator('[data-testid^="location-"]')
      .filter({ has: page.getByRole('button', { name: /^移除/ }) })
      .first();
    const lastYear = table.getByRole('columnheader', { name: '去年' });
    const actions = table.getByRole('columnheader', { name: '操作' });
    // What a user sees without scrolling sideways (as visibleBeside): every container back at its left edge.
    await lastYear.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      for (let a = el.parentElement; a; a = a.parentElement) a.scrollLeft = 0;
    });
    // Last year's header whole, left of the sticky actions column that would otherwise cover it, both beside the panel.
    const [year, action, drawer] = [
      await lastYear.boundingBox(),
      await actions.boundingBox(),
      await tutorial.drawer.boundingBox(),
    ];
    expect(year!.x + year!.width).toBeLessThanOrEqual(action!.x + 1);
    expect(action!.x + action!.width).toBeLessThanOrEqual(drawer!.x + 1);
    // The three links on one line: 每月数据, 编辑 and 移除 share a top.
    const row = table.getByRole('row').nth(1);
    const tops = await Promise.all(
      [/的每月数据$/, /^编辑/, /^移除/].map(async (name) => (await row.getByRole('button', { name }).boundingBox())!.y),
    );
    expect(new Set(tops.map(Math.round)).size).toBe(1);
  });

  test('at 1280 px with the tutorial panel open, users keep their status and role and the audit log its IP address in view (en)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await sessionWithPanelOpen(page, demoUsers.acmeAdmin);
    const tutorial = new TutorialPanel(page);
    await page.goto('/administration/users');
    await expect(tutorial.drawer).toBeVisible();
    const users = page.getByRole('table').first();
    // The headers' words in view: the last column's padding may sit under the table's scrolling edge.
    const header = (name: string) => users.getByRole('columnheader', { name }).getByText(name, { exact: true });
    await visibleBeside(page, header('Status'), tutorial.drawer);
    await visibleBeside(page, header('Role'), tutorial.drawer);
    await page.goto('/administration/audit_log');
    await expect(tutorial.drawer).toBeVisible();
    const audit = page.getByRole('table').first();
    await visibleBeside(page, audit.getByRole('columnheader', { name: 'IP address' }), tutorial.drawer);
  });

  test('on a 390 px phone, the report and pack choices and their actions stay on the screen (en, hk, cn)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await sessionOf(page, demoUsers.acmeAdmin);
    for (const language of ['en', 'hk', 'cn'] as const) {
      await languageOfNextLoad(page, language);
      await page.goto('/reporting/generate_report');
      const pack = page.getByTestId('publication-pack');
      // The pack's choice has the longest option ("If the company's language is Simplified Chinese").
      const controls = [
        page.getByRole('button', { name: /Report language|報告語言|报告语言/ }),
        page.getByRole('button', { name: /Generate report|生成報告|生成报告/ }),
        pack.getByRole('button').first(),
        pack.getByRole('button').last(),
      ];
      for (const control of controls) {
        await expect(control).toBeVisible();
        const box = (await control.boundingBox())!;
        expect(box.x + box.width, `${language}: ${await control.textContent()}`).toBeLessThanOrEqual(390);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${language}: no sideways scroll`).toBe(
        390,
      );
    }
  });
});
