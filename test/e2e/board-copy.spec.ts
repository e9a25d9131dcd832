import { expect, test } from '@playwright/test';
import { apiAs } from './admin';
import { languageOfNextLoad } from './signedIn';
import { expectNoSeriousA11yViolations } from './axe';
import { newCompanyWithYears } from './newCompany';
import { BackgroundPage } from './pages/BackgroundPages';

/**
 * A new year starts from last year's board (ADR 0089), in a company of its own: FY2026's committee of
 * two entered through the API, FY2027's committee name typed, then its members copied on the page.
 */
const member = (name: string, email: string) => ({ name, positionTitle: 'Director', email, groupName: 'Board' });

test('board members: copied from last year beside this year’s details, never replaced without a confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newCompanyWithYears(
    page,
    'board',
    [
      { start: '2026-01-01', end: '2026-12-31' },
      { start: '2027-01-01', end: '2027-12-31' },
    ],
    '2027-12-31',
  );
  await apiAs(page, 'PUT', '/api/boardmembers/2026-12-31', {
    members: [member('Alice Chan', 'alice@example.com'), member('Bob Wong', 'bob@example.com')],
    version: 0,
  });
  await apiAs(page, 'POST', '/api/boardInfo', {
    year: '2027-12-31',
    values: { committeeName: 'Sustainability Committee' },
    version: 0,
  });

  const form = new BackgroundPage(page);
  await languageOfNextLoad(page, 'en');
  await form.goto('board_committee');
  const offer = page.getByTestId('copy-rows-members');
  await expect(offer).toContainText('Copy members from last year');
  await expect(offer).toContainText('The year ending 31-12-2026 lists Alice Chan and Bob Wong.');
  await expect(page.getByText('Add the board members above first')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'board committee with the members offer');

  await offer.getByRole('button', { name: 'Copy from last year' }).click();
  await expect(page.getByText('Copied from the year ending 31-12-2026')).toBeVisible();
  await expect(form.field('Name', 0)).toHaveValue('Alice Chan');
  await expect(form.field('Name', 1)).toHaveValue('Bob Wong');
  await expect(form.field('Committee name')).toHaveValue('Sustainability Committee');
  // The questionnaire below follows at once (no reload): its members are there to send to.
  await expect(page.getByText('Add the board members above first')).toBeHidden();

  // Copying again would replace this year's members: it asks first, naming them; Cancel keeps them.
  await offer.getByRole('button', { name: 'Copy from last year' }).click();
  const dialog = page.getByRole('dialog', { name: "Replace this year's members?" });
  await expect(dialog).toContainText('This year already lists Alice Chan and Bob Wong.');
  await expectNoSeriousA11yViolations(page, 'board committee: replace the members?', { state: 'confirm' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(form.field('Name', 1)).toHaveValue('Bob Wong');
});
