import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { sessionOf, useLanguage } from './signedIn';

/** Acme's open year, compared with its printed FY2024 by default. */
const ACME_OPEN = '2025-12-31';

const choose = async (page: Page, testId: string, option: string) => {
  await page.getByTestId(testId).locator('button').first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
/** The fill of the first bar of the by-year chart's first series (Scope 1). */
const firstColour = (page: Page) =>
  page.getByTestId('chart-byYear').locator('.highcharts-series-0 .highcharts-point').first().getAttribute('fill');
const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"] > div`).first();

test.describe('Dashboard', () => {
  test('the emissions card gives Part D’s Scope 3 total and its categories beside the computed Scope 3 (en, hk)', async ({
    page,
  }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    await page.evaluate((y) => localStorage.setItem('year', y), ACME_OPEN);
    await page.goto('/dashboard');
    const card = page.getByTestId('card-ghg');
    await expect(card).toBeVisible();
    const partD = await apiAs<{ scope3Total: { tCO2e: string; categories: number[] } }>(
      page,
      'GET',
      `/api/climate/metrics/${ACME_OPEN}`,
    );
    // Acme's screening adds estimated categories to the three its rows compute: Part D's total is larger.
    expect(partD.scope3Total.categories.length).toBeGreaterThan(3);
    await expect(card).toContainText(`(categories ${partD.scope3Total.categories.join(', ')})`);
    // The figure as the dashboard rounds every figure of its kind (3 to 5 significant digits).
    const shown = /with every screened category: ([\d,.]+) tCO₂e/.exec((await card.textContent()) ?? '')?.[1];
    const total = Number(partD.scope3Total.tCO2e);
    expect(Math.abs(Number(shown?.replace(/,/g, '')) - total) / total).toBeLessThan(0.0005);
    await useLanguage(page, 'hk');
    await expect(card).toContainText('D 部分的範圍3總排放量');
    // A Chinese list is joined with the enumeration comma, as the report prints it.
    await expect(card).toContainText(`（類別 ${partD.scope3Total.categories.join('、')}）`);
    await expectNoSeriousA11yViolations(page, 'dashboard scope 3 note hk');
  });

  test('loads, switches palette (kept after reload), filters by topic and location, shows tables, CSV and PNG; axe-clean in en, hk and cn', async ({
    page,
  }) => {
    // What the browser's console says while the charts draw: nothing of Highcharts' (no module it warns about).
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/highcharts/i.test(m.text())) warnings.push(m.text());
    });
    await sessionOf(page, demoUsers.acmeAdmin);
    await page.evaluate((y) => localStorage.setItem('year', y), ACME_OPEN);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    await expect(page.getByTestId('card-ghg')).toBeVisible();
    await expect(page.getByTestId('chart-byYear').locator('.highcharts-point').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard');

    // Palette: the chart's colours change, and the choice is still there after a reload.
    expect(await firstColour(page)).toBe('#0972d3');
    await choose(page, 'palette', 'Earth');
    await expect.poll(() => firstColour(page)).toBe('#7a4a1e');
    await page.reload();
    await expect(page.getByTestId('palette')).toContainText('Earth');
    await expect.poll(() => firstColour(page)).toBe('#7a4a1e');

    // The table view shows the figures the cards show; its CSV holds them unformatted.
    const scope1 = (await figure(page, 'ghg.scope1').textContent())!.replace(/ tCO₂e$/, '');
    const byYear = page.getByTestId('chart-byYear');
    await byYear.getByRole('button', { name: 'Table', exact: true }).click();
    const row = byYear.getByRole('row', { name: /31-12-2025/ });
    await expect(row.getByRole('cell').first()).toHaveText(scope1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      byYear.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`byYear-${ACME_OPEN}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
    // A byte order mark first: a spreadsheet opens the Chinese editions' names as UTF-8.
    expect(csv[0]).toBe('\uFEFF,Scope 1 (tCO₂e),Scope 2 (tCO₂e),Scope 3 (tCO₂e),Removals (trees) (tCO₂e),Incomplete');
    const current = csv.find((l) => l.startsWith('31-12-2025,'))!.split(',');
    expect(
      Number(current[1]).toLocaleString('en-US', { maximumSignificantDigits: 5, minimumSignificantDigits: 3 }),
    ).toBe(scope1);

    // The chart as a PNG, made in the browser: nothing is sent to Highcharts' export server.
    const exportServer: string[] = [];
    page.on('request', (r) => {
      if (/highcharts\.com/.test(r.url())) exportServer.push(r.url());
    });
    await byYear.getByRole('button', { name: 'Chart', exact: true }).click();
    await expect(byYear.locator('.highcharts-point').first()).toBeVisible();
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      byYear.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe(`byYear-${ACME_OPEN}.png`);
    const signature = readFileSync((await png.path())!).subarray(0, 8);
    expect([...signature]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(exportServer).toEqual([]);
    expect(warnings).toEqual([]);

    // A topic tag narrows the cards to it and links its data page.
    await page.getByRole('button', { name: 'B1 Employment' }).click();
    await expect(page.getByTestId('card-workforce')).toBeVisible();
    await expect(page.getByTestId('card-ghg')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open the B1 Employment data page' })).toBeVisible();
    await page.getByRole('button', { name: 'B1 Employment' }).click();
    await expect(page.getByTestId('card-ghg')).toBeVisible();

    // A location narrows every total to it.
    const total = await figure(page, 'ghg.total').textContent();
    const options = page.getByTestId('location-filter');
    await options.locator('button').first().click();
    const first = page.getByRole('option').nth(1);
    const name = (await first.textContent())!;
    await first.click();
    await expect(options).toContainText(name);
    await expect(figure(page, 'ghg.total')).not.toHaveText(total!);
    // Its months too: the monthly chart draws the location's own (a series' zero month is a point of no height).
    await expect(
      page.getByTestId('chart-byMonth').locator('.highcharts-point').filter({ visible: true }).first(),
    ).toBeVisible();

    // The screen in Traditional and Simplified Chinese: its heading, its charts, no serious axe finding.
    for (const [lang, heading] of [
      ['hk', '儀表板'],
      ['cn', '仪表板'],
    ] as const) {
      await useLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId('chart-byYear').locator('.highcharts-point').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `dashboard (${lang})`);
    }
  });
});
