import { expect, test } from '@playwright/test';
import { unique } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { EnvironmentalPage } from './pages/EnvironmentalPage';
import { sessionOf } from './signedIn';

/** Acme's FY2025 is open in the demo seed. */
const ACME_OPEN = '2025-12-31';
const PAPER_STEPS = 'Steps taken to reduce paper use';

test.describe('Environmental narrative questions', () => {
  test('paper: the A3.1 question below the tables is saved as page data and kept after a reload', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const env = new EnvironmentalPage(page);
    await env.goto('paper', ACME_OPEN);
    await expect(env.heading).toHaveText('Paper');
    await expect(page.getByTestId('card-narrativeCard')).toBeVisible();
    const answer = unique('Double-sided printing by default ');
    await env.narrative(PAPER_STEPS).fill(answer);
    await env.saveNarrative();
    await env.expectNotice('Saved');

    await page.reload();
    await expect(page.getByTestId('page-totals')).toBeVisible();
    await expect(env.narrative(PAPER_STEPS)).toHaveValue(answer);
    await expectNoSeriousA11yViolations(page, 'environmental page with its narrative questions');

    // Water: its sourcing question only; the monthly figures are the resource rows, not a second grid.
    await env.goto('water', ACME_OPEN);
    await expect(page.getByTestId('card-sourcingCard')).toBeVisible();
    await expect(page.getByTestId('card-monthlyCard')).toHaveCount(0);
  });
});
