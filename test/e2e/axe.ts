import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A/AA rules; the suite fails on any serious or critical finding (DESIGN §8). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's minified build: half the size of its `source` export, so quicker to inject into each new document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface A11yScope {
  /**
   * Check only this part of the page (a CSS selector), e.g. `'[role="dialog"]'` for a dialog
   * opened on a screen that has already had a whole-page pass: the page behind it is unchanged.
   */
  include?: string;
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

export async function expectNoSeriousA11yViolations(
  page: Page,
  label = page.url(),
  scope: A11yScope = {},
): Promise<void> {
  expect(await violations(page, scope), `serious/critical axe findings on ${label}`).toEqual([]);
}
