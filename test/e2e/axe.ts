import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.1 A/AA rules; the suite fails on any serious or critical finding (ADR 0017). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's minified build: half the size of its `source` export, so quicker to inject into each new document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface A11yScope {
  /**
   * Check only this part of the page (a CSS selector), e.g. `'[role="dialog"]'` for a dialog
   * opened on a screen that has already had a whole-page pass: the page behind it is unchanged.
   */
  include?: string;
  /**
   * A state of the screen worth a pass of its own (`'messages'`: a refused save's summary and
   * field messages; `'tutorial step'` …). Without one, a whole-page pass is made once per screen.
   */
  state?: string;
}

/** The open dialog: for a dialog opened over a screen that has already had its whole-page pass. */
export const DIALOG: A11yScope = { include: '[role="dialog"]' };

interface Finding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * One axe run in the page itself (axe.run, as AxeBuilder's legacy mode does), keeping
 * violations only. axe is injected once per document, into every frame of the page, and each
 * call analyses the DOM as it is then. AxeBuilder's default mode re-injected axe on every call
 * and finished every run in a newly opened blank page: on a busy 2-core machine that took
 * longer than the analysis itself. What it adds, cross-origin frames, no checked screen has.
 */
async function violations(page: Page, scope: A11yScope): Promise<Finding[]> {
  for (const frame of page.frames()) {
    try {
      const present = await frame.evaluate(
        () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
      );
      if (!present) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      if (frame === page.mainFrame()) throw error;
    }
  }
  return page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = include ? { include: [include] } : document;
      if (include && !document.querySelector(include)) throw new Error(`axe: nothing matches ${include}`);
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        // Passes, incomplete and inapplicable results are not read: axe skips serializing their nodes.
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        }));
    },
    { include: scope.include, tags: TAGS },
  );
}

/**
 * What a pass covers: the screen (path without query, interface language), the part (known by its
 * label: two dialogs of one screen are two parts) and the state.
 * A pass that found nothing is recorded under the run's output directory (emptied at each run's
 * start, shared by its workers), so the same screen in the same state is analysed once per run,
 * however many journeys cross it. A failed pass is not recorded: a retry analyses again.
 */
async function passKey(page: Page, label: string, scope: A11yScope): Promise<string> {
  const lang = await page.locator('html').getAttribute('lang');
  const { pathname } = new URL(page.url());
  return JSON.stringify([pathname, lang, scope.include ? [scope.include, label] : '', scope.state ?? '']);
}

function passedFile(key: string): string {
  const dir = join(test.info().project.outputDir, '.axe-passed');
  mkdirSync(dir, { recursive: true });
  return join(dir, createHash('sha1').update(key).digest('hex'));
}

/** One axe pass per screen, part and state per run (see `passKey`); zero serious or critical findings. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label = page.url(),
  scope: A11yScope = {},
): Promise<void> {
  const key = await passKey(page, label, scope);
  const passed = passedFile(key);
  if (existsSync(passed)) return;
  expect(await violations(page, scope), `serious/critical axe findings on ${label}`).toEqual([]);
  writeFileSync(passed, `${label}\n${key}\n`);
}
