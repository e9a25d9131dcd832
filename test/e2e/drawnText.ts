import { expect, type Page } from '@playwright/test';

/**
 * Where Chromium drew a page's text, for the legibility checks (legibility.spec.ts, ADR 0147 amended): words broken
 * inside themselves, a character alone on a line, what scrolls sideways, boxes drawn over each other.
 */

/** The words of four letters or more in `main` that are drawn over two lines: broken inside themselves. */
export const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(/[A-Za-z]{4,}/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(m[0]);
      }
    }
    return broken;
  });

/** The occurrences of `text` in `main` drawn over two lines: a Chinese unit split inside itself. */
export const splitOccurrences = (page: Page, text: string) =>
  page.evaluate((text) => {
    let split = 0;
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let at = node.textContent!.indexOf(text); at >= 0; at = node.textContent!.indexOf(text, at + 1)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) split++;
      }
    }
    return split;
  }, text);

/**
 * Short texts of table headers and cells in `main` (3 to 16 characters: a header, a scope, a unit) that draw a line of
 * one character alone (范 / 围 / 1, 供应 / 商, 吨二氧化碳当 / 量). Prose in a wide cell may end a line anywhere.
 */
export const lonelyCharacters = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const cell of document.querySelectorAll('main th, main td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (text.trim().length < 3 || text.trim().length > 16) continue;
        const perLine = new Map<number, number>();
        for (let i = 0; i < text.length; i++) {
          if (!text[i]!.trim()) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = [...range.getClientRects()].find((r) => r.width > 0);
          if (rect) perLine.set(Math.round(rect.top), (perLine.get(Math.round(rect.top)) ?? 0) + 1);
        }
        if (perLine.size > 1 && [...perLine.values()].some((n) => n === 1)) found.push(text.trim());
      }
    }
    return found;
  });

/** What in `main` scrolls sideways (its content wider than its box), a typed value in a field aside: nothing should. */
export const sideways = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => !e.matches('input, textarea') && e.scrollWidth > e.clientWidth + 1)
      .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
      .map(
        (e) => `${e.querySelector('table, h2, h3')?.textContent?.slice(0, 24)}: ${e.scrollWidth - e.clientWidth} px`,
      ),
  );

/** The boxes of what `selector` matches in `within`, as drawn. */
export const boxesOf = (page: Page, within: string, selector: string) =>
  page
    .locator(within)
    .evaluate(
      (root, selector) =>
        [...root.querySelectorAll(selector)].map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
      selector,
    );
/** Whether two boxes overlap, or come within `gap` pixels of each other (a label touching its line reads as over it). */
export const overlap = (a: DOMRect, b: DOMRect, gap = 0) =>
  a.left - gap < b.right && b.left < a.right + gap && a.top - gap < b.bottom && b.top < a.bottom + gap;

const PANEL = {
  en: { open: 'Open tutorial panel', start: 'Start tutorial' },
  hk: { open: '開啟教學面板', start: '開始教學' },
  cn: { open: '打开教程面板', start: '开始教程' },
} as const;

/** The tutorial panel beside the content, as a first visit opens it: the content at its narrowest. */
export async function withTutorialPanel(page: Page, language: keyof typeof PANEL) {
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  const open = page.getByRole('button', { name: PANEL[language].open });
  if (await open.isVisible()) await open.click();
  await expect(page.getByRole('button', { name: PANEL[language].start }).first()).toBeVisible();
}

/**
 * The materiality matrix's two threshold labels, drawn whole inside the chart, at least 3 px clear of both lines and
 * clear of every point's number (ADR 0147 amended): checked on a matrix with points, beside the tutorial panel. The
 * chart redraws as the panel opens, so the faults are read until the drawing settles without any.
 */
export async function expectThresholdLabelsClear(page: Page, language: keyof typeof PANEL) {
  await withTutorialPanel(page, language);
  const chart = '.highcharts-container';
  await expect(page.locator(`${chart} .highcharts-plot-line-label`)).toHaveCount(2);
  await expect(page.locator(`${chart} .esg-matrix-number`).first()).toBeVisible();
  const faults = async () => {
    const labels = await boxesOf(page, chart, '.highcharts-plot-line-label');
    const lines = await boxesOf(page, chart, '.highcharts-plot-line');
    const numbers = await boxesOf(page, chart, '.esg-matrix-number');
    const frame = (await page.locator(chart).boundingBox())!;
    return labels.flatMap((label) => [
      ...lines.filter((line) => overlap(label, line, 3)).map(() => 'a label on a line'),
      ...numbers.filter((n) => overlap(label, n)).map(() => 'a label over a number'),
      ...(label.left < frame.x || label.right > frame.x + frame.width ? ['a label cut at the chart’s edge'] : []),
    ]);
  };
  await expect.poll(faults, { message: language }).toEqual([]);
}
