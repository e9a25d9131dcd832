import { expect, test } from '@playwright/test';
import { demoUsers } from './demo';
import { brokenWords, lonelyCharacters, sideways, splitOccurrences, withTutorialPanel } from './drawnText';
import { drawnFonts, drawnInPageFaces } from './fonts';
import { Shell } from './pages/Shell';
import { sessionOf, useLanguage } from './signedIn';

/**
 * What a reader sees, checked by what Chromium drew: the fonts each text was drawn in (fallbacks included; this machine,
 * like CI's, has no CJK font, where a missing face shows boxes) and where lines break (ADR 0147 amended).
 */

test.describe('legibility (the spec’s languages)', () => {
  test('the shell reads in the app’s font, and every language names itself legibly', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    await page.goto('/home');
    const shell = new Shell(page, demoUsers.acmeAdmin.fullName);
    await expect(shell.heading).toHaveText('Welcome, Alice');
    await page.evaluate(() => document.fonts.ready);
    // The shell's own elements (outside any Cloudscape component) in Cloudscape's Open Sans, not the browser's default.
    const language = page.getByRole('button', { name: 'English' });
    const own = [
      language,
      page.getByRole('link', { name: 'Dashboard' }),
      page.getByRole('link', { name: 'Skip to main content' }),
    ];
    for (const element of own) expect(await drawnFonts(element)).toEqual([{ family: 'Open Sans', custom: true }]);

    // 繁體中文 and 简体中文 in the page's own faces of those characters: legible where the machine has no CJK font
    // (as this one), and without loading the Chinese faces on an English page.
    await language.click();
    for (const name of ['繁體中文', '简体中文']) {
      const item = page.getByRole('menuitemcheckbox', { name });
      await expect(item).toBeVisible();
      // Drawn, and only in the page's own faces (the names' on machines with or without a CJK font).
      await expect.poll(() => drawnInPageFaces(item)).toBe(true);
    }
    const families = await page.evaluate(() => [...document.fonts].map((f) => f.family));
    expect(families.some((f) => /Noto Sans [TS]C/.test(f))).toBe(false);
    await page.keyboard.press('Escape');
  });

  test('a public page’s language select names every language legibly', async ({ page }) => {
    await page.goto('/reset/request');
    await page.getByRole('button', { name: /^Language/ }).click();
    for (const name of ['繁體中文', '简体中文']) {
      const option = page.getByRole('option', { name });
      await expect(option).toBeVisible();
      await expect.poll(() => drawnInPageFaces(option)).toBe(true);
    }
  });

  test('a Chinese answer on a page in English reads in Chinese, not boxes', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    await page.goto('/background/reporting_boundaries');
    const name = page.getByRole('textbox', { name: 'Name (Traditional Chinese)' }).first();
    await expect(name).toHaveValue('總辦事處');
    await expect.poll(() => drawnInPageFaces(name)).toBe(true);
  });

  test('a table beside the tutorial panel breaks its words only between them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await sessionOf(page, demoUsers.acmeAdmin);
    await page.goto('/reporting/review_approval');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review and approval');
    await withTutorialPanel(page, 'en');
    await expect(page.getByRole('row').nth(1)).toBeVisible(); // a status, its owners, its due day
    expect(await brokenWords(page)).toEqual([]);
    await page.goto('/administration/auditors');
    await expect(page.getByRole('row').nth(1)).toBeVisible(); // the seed's auditor and their status
    expect(await brokenWords(page)).toEqual([]);
  });

  test('a figure’s Chinese unit is never split across lines (cn)', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    await useLanguage(page, 'cn');
    for (const path of ['/dashboard', '/environmental/electricities']) {
      await page.goto(path);
      // The figures' cards: each figure, and on the dashboard each comparison, in 吨二氧化碳当量.
      await expect(page.getByText(/^337\.93 吨二氧化碳当量$/).first()).toBeVisible();
      expect(await splitOccurrences(page, '吨二氧化碳当量'), path).toBe(0);
    }
    // The dashboard's change in % on one line: never "3.23 / %".
    await page.goto('/dashboard');
    await expect(page.getByText('变化：3.23 %')).toBeVisible();
    expect(await splitOccurrences(page, '变化：3.23 %')).toBe(0);
  });

  test('no table cell or header in Chinese reads one character per line (cn)', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    await useLanguage(page, 'cn');
    // The scopes beside their long methods and sources; the supplier requests' short headers beside the long ones.
    await page.goto('/climate/climate_metrics');
    await expect(page.getByRole('cell', { name: '范围1', exact: true })).toBeVisible();
    expect(await lonelyCharacters(page)).toEqual([]);
    await page.goto('/social/supply_chain');
    await expect(page.getByRole('columnheader', { name: '供应商' })).toBeVisible();
    expect(await lonelyCharacters(page)).toEqual([]);
  });

  test('a row’s status reads whole beside its typed words on a laptop, its words never broken', async ({ page }) => {
    // A 1024 px laptop: a row of typed words two cells a line, each wide enough for what was typed and its status.
    await page.setViewportSize({ width: 1024, height: 800 });
    await sessionOf(page, demoUsers.acmeAdmin);
    await page.goto('/miscellaneous/prof_quali');
    const status = page.getByText('Both languages entered').first();
    await expect(status).toBeVisible();
    const lines = await status.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    expect(await brokenWords(page)).toEqual([]);
  });
  test('no short text of a table, a status or a unit reads one character alone (hk, 1366 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await sessionOf(page, demoUsers.acmeAdmin);
    await useLanguage(page, 'hk');
    // The questionnaire's action links beside its times (never 重 / 新 / 發 / 送), the members' bilingual state beside
    // their inputs (never 兩種語言均已填 / 寫), a row table's unit and totals, Scope 3's states, a role's name and level.
    for (const [path, shown] of [
      // Other journeys change Acme's board (its members, their links): the table's header is always there.
      ['/background/board_committee', '操作'],
      ['/environmental/refrigerants', '單位'],
      ['/climate/climate_metrics', '不相關'],
      ['/administration/role', '公司管理員'],
    ] as const) {
      await page.goto(path);
      await withTutorialPanel(page, 'hk');
      await expect(page.locator('main').getByText(shown, { exact: true }).first()).toBeVisible();
      expect(await lonelyCharacters(page), path).toEqual([]);
      expect(await splitOccurrences(page, '兩種語言均已填寫'), path).toBe(0);
    }
    // Each last open's time in view beside the sticky actions, not under them (the members opened so far: other
    // journeys change Acme's board).
    await page.goto('/background/board_committee');
    await withTutorialPanel(page, 'hk');
    const rows = page.getByRole('table', { name: '董事會重要性問卷' }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    for (const row of await rows.all()) {
      const opened = row.getByRole('cell').nth(4);
      if (!/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/.test((await opened.textContent({ timeout: 1000 }).catch(() => '')) ?? ''))
        continue;
      const right = await opened.evaluate((cell) => {
        const text = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode()!;
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getBoundingClientRect().right;
      });
      expect(right).toBeLessThanOrEqual((await row.getByRole('cell').last().boundingBox())!.x);
    }
    // A figure per person breaks at the space before its unit, never leaving 人 alone (噸二氧化碳當量/ / 人).
    await page.goto('/dashboard');
    await withTutorialPanel(page, 'hk');
    await expect(page.getByText(/噸二氧化碳當量\/人$/).first()).toBeVisible();
    expect(await splitOccurrences(page, '噸二氧化碳當量/人')).toBe(0);
  });

  test('no short text of a table reads one character alone beside the tutorial panel (cn, 1024 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await sessionOf(page, demoUsers.acmeAdmin);
    await useLanguage(page, 'cn');
    for (const path of [
      '/environmental/vehicles',
      '/environmental/waste_generation',
      '/environmental/business_travel',
      '/reporting/data_quality',
    ]) {
      await page.goto(path);
      await withTutorialPanel(page, 'cn');
      await expect(page.locator('main').getByRole('row').nth(1)).toBeVisible();
      expect(await lonelyCharacters(page), path).toEqual([]);
    }
  });

  test('the platform’s tables keep their short Chinese headers and statuses whole (cn)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await sessionOf(page, demoUsers.platformAdmin);
    await useLanguage(page, 'cn');
    await page.goto('/administration/privilege');
    await withTutorialPanel(page, 'cn');
    await expect(page.getByRole('columnheader', { name: '状态' })).toBeVisible();
    for (const text of ['状态', '使用中']) expect(await splitOccurrences(page, text), text).toBe(0);
    // The privileges' names in both Chinese beside the English one: never a last character alone (以鑒證機構身份審 / 核).
    await expect(page.getByRole('cell', { name: '以鑒證機構身份審核' })).toBeVisible();
    expect(await lonelyCharacters(page)).toEqual([]);
    await page.goto('/administration/emission_factors');
    await withTutorialPanel(page, 'cn');
    await expect(page.getByRole('columnheader', { name: '修订版本' })).toBeVisible();
    expect(await lonelyCharacters(page)).toEqual([]);
    for (const text of ['修订版本', '可信度']) expect(await splitOccurrences(page, text), text).toBe(0);
  });

  test('the provisions’ table shows every column beside the tutorial panel (hk, cn, 1366 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await sessionOf(page, demoUsers.platformAdmin);
    for (const [language, obligation] of [
      ['hk', '責任'],
      ['cn', '责任'],
    ] as const) {
      await useLanguage(page, language);
      await page.goto('/administration/aspect_KPI');
      await withTutorialPanel(page, language);
      await expect(page.getByRole('columnheader', { name: obligation })).toBeVisible();
      // Never cut at the table's edge: the obligation and unit columns in view without scrolling sideways.
      expect(await sideways(page), language).toEqual([]);
      expect(await lonelyCharacters(page), language).toEqual([]);
    }
  });

  test('each board member’s name and e-mail shows whole in its field beside the tutorial panel (hk, 1366 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await sessionOf(page, demoUsers.acmeUser);
    await useLanguage(page, 'hk');
    await page.goto('/background/board_committee');
    await withTutorialPanel(page, 'hk');
    const fields = page.getByRole('textbox', { name: /^成員 (姓名|電郵)$/ });
    await expect(fields.first()).toHaveValue(/\S/);
    for (const field of await fields.all()) {
      const { shown, whole, width } = await field.evaluate((e) => ({
        shown: e.clientWidth,
        whole: e.scrollWidth,
        width: e.getBoundingClientRect().width,
      }));
      // Wide enough to read what was typed (helen.cheung@acme.example.com, never helen.cheung@acr…).
      expect(whole, await field.inputValue()).toBeLessThanOrEqual(shown);
      expect(width).toBeGreaterThanOrEqual(240);
    }
  });

  test('short tables show every column beside the tutorial panel (1366 px, every language)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // The companies (a creation time under its date), the unusual figures (even with none to list), the invited
    // auditors (an address in two parts before its @), the reports and packs (headers in two lines, even with none
    // yet), the fatalities by year, business travel (a journey's distance under its total, the row's links whole):
    // each fits beside the panel rather than cut at the table's edge.
    for (const [user, paths] of [
      [demoUsers.platformAdmin, ['/administration/company_subscription']],
      [
        demoUsers.acmeAdmin,
        [
          '/reporting/data_quality',
          '/administration/auditors',
          '/reporting/view_pdf',
          '/social/health_safety',
          '/environmental/business_travel',
        ],
      ],
    ] as const) {
      await sessionOf(page, user);
      for (const language of ['hk', 'cn', 'en'] as const) {
        await useLanguage(page, language);
        for (const path of paths) {
          await page.goto(path);
          await withTutorialPanel(page, language);
          await expect(page.locator('main').getByRole('row').nth(1)).toBeVisible();
          expect(await sideways(page), `${path} ${language}`).toEqual([]);
          expect(await lonelyCharacters(page), `${path} ${language}`).toEqual([]);
          if (path !== '/environmental/business_travel') continue;
          // A row's links whole beside the sticky column: never "Ed / it", 編 / 輯 (a journey's figures under its total).
          // On this page only: other journeys' test companies carry names of one long word, broken by design.
          expect(await brokenWords(page), `${path} ${language}`).toEqual([]);
          for (const link of ['編輯', '移除', '编辑'])
            expect(await splitOccurrences(page, link), `${path} ${language} ${link}`).toBe(0);
        }
      }
    }
  });
});
