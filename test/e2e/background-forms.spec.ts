import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { BackgroundPage } from './pages/BackgroundPages';
import { sessionOf } from './signedIn';

/** Acme's open year: each test owns one page of it, so tests running side by side never share answers. */
const ACME_OPEN = '2025-12-31';
const stamp = () => Date.now().toString(36);

test.describe('Background pages: fill, save, reload', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
  });

  test('board statement keeps its three parts', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('board_statement', ACME_OPEN);
    await expect(form.heading).toHaveText('Board statement');
    const oversight = `The board meets quarterly on ESG (${stamp()}).`;
    await form.fill("The board's oversight of ESG issues", oversight);
    await form.fill('How the board reviews progress against ESG goals and targets', 'Against the 2030 targets.');
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field("The board's oversight of ESG issues")).toHaveValue(oversight);
    await expect(form.field('How the board reviews progress against ESG goals and targets')).toHaveValue(
      'Against the 2030 targets.',
    );
    await expectNoSeriousA11yViolations(page, 'board statement');
  });

  test('company information keeps names, DD-MM-YYYY dates and list choices', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('company_information', ACME_OPEN);
    // The latest year's name is the company's own (the platform's list, the top bar and the report read it) and
    // other journeys read Acme's at the same time: typed afresh, it stays Acme's; a new name is an API test's.
    const name = 'Acme Holdings Ltd';
    await form.fill('Company name (English)', name);
    await form.fill('Financial year start', '01-01-2025');
    await form.fill('Financial year end', '31-12-2025');
    await form.choose('Reporting currency', ['Hong Kong dollar']);
    await form.choose('Nature of business', ['Retail']);
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Company name (English)')).toHaveValue(name);
    // Stored YYYY-MM-DD, shown DD-MM-YYYY (the spec's constants).
    await expect(form.field('Financial year start')).toHaveValue('01-01-2025');
    await expect(form.field('Financial year end')).toHaveValue('31-12-2025');
    await expect(form.field('Reporting currency')).toContainText('Hong Kong dollar');
    await expect(page.getByText('Retail', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'company information');
  });

  test('reporting boundaries keep their rows', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('reporting_boundaries', ACME_OPEN);
    // Acme's own locations stay: other tests read their names (a printed year's rows among them).
    const remove = page.getByRole('button', { name: /^Remove row \d+$/ });
    const n = await remove.count();
    await form.addRow();
    const office = `Head office ${stamp()}`;
    await form.fill('Name', office, n);
    await form.fill('Address', '1 Harbour Road', n);
    await form.fill('City', 'Hong Kong', n);
    await form.choose('Country', ['Hong Kong SAR'], n);
    await form.choose('Location type', ['Office'], n);
    await form.choose('In the reporting boundary', ['No'], n);
    // What a number field lets in is a component test (web/src/forms/PageForm.test.tsx).
    await form.fill('Number of shops', '12', n);
    await form.fill('How the entities and operations in the report were selected', 'Entities we control.');
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Name', n)).toHaveValue(office);
    await expect(form.field('Number of shops', n)).toHaveValue('12');
    await expect(form.field('Country', n)).toContainText('Hong Kong SAR');
    await expectNoSeriousA11yViolations(page, 'reporting boundaries');
    // The row goes again, so Acme's boundary is as the other tests expect it.
    await remove.nth(n).click();
    await form.save();
    await form.expectSaved();
  });

  test('risk management keeps a Yes with its details and the risk register', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('risk_management', ACME_OPEN);
    const process = `Risks are reviewed every quarter (${stamp()}).`;
    await form.fill('How ESG and climate-related risks are identified, assessed, prioritised and monitored', process);
    const question = 'Did the board review the ESG risk management and internal control systems this year?';
    await form.answer(question, 'Yes');
    await form.fill('Review date', '30-06-2025');
    await form.fill('Findings and actions', 'Controls work.');
    await form.removeAllRows();
    await form.addRow();
    await form.fill('Risk', 'Flooding of the warehouse');
    await form.choose('Category', ['Climate (physical)']);
    await form.choose('Likelihood', ['Medium']);
    await form.choose('Impact', ['High']);
    await form.fill('Mitigation', 'Stock moved above the flood line.');
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.question(question).getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    await expect(form.field('Review date')).toHaveValue('30-06-2025');
    await expect(form.field('Risk')).toHaveValue('Flooding of the warehouse');
    await expect(form.field('Impact')).toContainText('High');
    await expect(
      form.field('How ESG and climate-related risks are identified, assessed, prioritised and monitored'),
    ).toHaveValue(process);
  });

  test('policies keep Yes with details, No, and Not to disclose with its reason, on both tabs', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('policies', ACME_OPEN);
    const policyName = `Green office ${stamp()}`;
    await form.answer('Does the company have a policy on emissions?', 'Yes');
    await form.fill('Policy name', policyName);
    await form.fill('What the policy covers', 'Office energy and travel.');
    await form.answer('Does the company have a policy on use of resources?', 'No');
    await form.answer('Does the company have a policy on the environment and natural resources?', 'Not to disclose');
    await form.fill('Reason for not disclosing', 'Not material to an office business.');
    await form.answer('Does the company have a policy on climate change?', 'No');
    await form.tab('Social');
    for (const aspect of [
      'employment',
      'health and safety',
      'development and training',
      'labour standards',
      'supply chain management',
      'product responsibility',
      'anti-corruption',
      'community investment',
    ])
      await form.answer(`Does the company have a policy on ${aspect}?`, 'No');
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Policy name')).toHaveValue(policyName);
    await expect(form.field('Reason for not disclosing')).toHaveValue('Not material to an office business.');
    await form.tab('Social');
    await expect(
      form
        .question('Does the company have a policy on anti-corruption?')
        .getByRole('radio', { name: 'No', exact: true }),
    ).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'policies');
  });

  test('stakeholder engagement keeps groups with their channels and activities', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('stakeholder', ACME_OPEN);
    await expect(form.heading).toHaveText('Stakeholder engagement');
    await form.removeAllRows();
    await form.addRow();
    await form.fill('Priority', '1');
    await form.choose('Group', ['Employees']);
    await form.choose('Channels', ['Surveys', 'Meetings']);
    await form.choose('Activities', ['Training']);
    const process = `Annual survey of all staff (${stamp()}).`;
    await form.fill('How stakeholders were engaged and what was learnt', process);
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Group')).toContainText('Employees');
    await expect(page.getByText('Surveys', { exact: true })).toBeVisible();
    await expect(page.getByText('Training', { exact: true })).toBeVisible();
    await expect(form.field('How stakeholders were engaged and what was learnt')).toHaveValue(process);
    await expectNoSeriousA11yViolations(page, 'stakeholder engagement');
  });

  test('board committee keeps its members; the member id the server assigns is not typed', async ({ page }) => {
    const form = new BackgroundPage(page);
    await form.goto('board_committee', ACME_OPEN);
    await form.fill('Committee name', 'ESG committee');
    await form.fill('Meetings held this year', '4');
    await form.removeAllRows();
    await form.addRow();
    const member = `Mei ${stamp()}`;
    await form.fill('Name', member);
    await form.fill('Position title', 'Independent director');
    await form.fill('E-mail', `${member.replace(' ', '.').toLowerCase()}@example.com`);
    await expect(form.field('Member ID')).toHaveCount(0);
    await form.save();
    await form.expectSaved();
    await page.reload();
    await expect(form.field('Name')).toHaveValue(member);
    await expect(form.field('Meetings held this year')).toHaveValue('4');
  });
});
