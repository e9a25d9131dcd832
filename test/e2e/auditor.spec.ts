import { expect, test } from '@playwright/test';
import { apiAs, unique } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { linkInMail } from './mail';
import { HEAD_OFFICE_ID, newCompanyWithYears, withHeadOffice } from './newCompany';
import { NewPasswordForm, outcome } from './pages/AccountPages';
import { LoginPage } from './pages/LoginPage';
import { useLanguage, languageOfNextLoad } from './signedIn';
import { shownDayIn } from './support';

/**
 * The auditor (ADRs 0115, 0116, 0117), in a company of its own with two years: the administrator prints a report,
 * builds the assurance pack and invites an assurance provider's user for the later year; the auditor activates from
 * the mail, signs in, downloads the pack and opens the report (offered no action of the company's), draws a sample,
 * traces the figure to its evidence and marks it.
 */
const YEAR = '2027-12-31';
const PASSWORD = 'Audit-pass-2027!';

test('the auditor signs in from the invitation, draws a sample, traces a figure to its evidence and marks it (en, hk, cn)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newCompanyWithYears(
    page,
    'audited',
    [
      { start: '2026-01-01', end: '2026-12-31' },
      { start: '2027-01-01', end: YEAR },
    ],
    YEAR,
  );
  await withHeadOffice(page, [YEAR]);
  const saved = await apiAs<{ rows: { id: string }[] }>(page, 'POST', '/api/resource/electricity/newBatch', {
    year: YEAR,
    rows: [
      {
        locationId: HEAD_OFFICE_ID,
        unit: 'kWh',
        months: Array(12).fill('1200'),
        attributes: { supplier: 'clp', account: '7-700' },
      },
    ],
  });
  // The bill behind the figure, as evidence of its January.
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1500, 7)]);
  const ticket = await apiAs<{ files: { id: string; url: string; headers: Record<string, string> }[] }>(
    page,
    'POST',
    `/api/files/evidence/${YEAR}`,
    {
      files: [{ name: 'clp-bill-jan.pdf', type: 'application/pdf', size: bytes.length }],
      target: { kind: 'row', resource: 'electricity', row: saved.rows[0]!.id, month: 1 },
    },
  );
  const file = ticket.files[0]!;
  expect((await page.request.put(file.url, { headers: file.headers, data: bytes })).status()).toBe(200);
  await apiAs(page, 'POST', `/api/file/${file.id}/confirm`);

  // What the administrator builds for the assurer: a report and the assurance pack of the year, finished.
  const built = await Promise.all(
    [`/api/report/${YEAR}`, `/api/assurance-pack/${YEAR}`].map((path) => apiAs<{ id: string }>(page, 'POST', path)),
  );
  for (const { id } of built)
    await expect
      .poll(async () => (await apiAs<{ status: string }>(page, 'GET', `/api/report-progress/${id}`)).status, {
        timeout: 90_000,
      })
      .toBe('DONE');

  // The administrator invites the auditor for 2027 only.
  const email = `${unique('aud')}@example.com`;
  await languageOfNextLoad(page, 'en');
  await page.goto('/administration/auditors');
  await expect(page.getByRole('heading', { name: 'Auditors', level: 1 })).toBeVisible();
  await page.getByLabel('First name').fill('Olivia');
  await page.getByLabel('Last name').fill('Ng');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Assurance provider').fill('Harbour Assurance LLP');
  await page.getByRole('button', { name: /^Reporting years/ }).click();
  await page.getByRole('option', { name: 'Year ending 31-12-2027' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Access ends after').fill(shownDayIn(30));
  await expectNoSeriousA11yViolations(page, 'auditors: invitation');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const invited = page.getByRole('row').filter({ hasText: email });
  await expect(invited).toContainText('Invitation sent');
  await expect(invited).toContainText('31-12-2027');
  // The engagement runs longer: the end date is changed, not re-invited (ADR 0115 amended).
  await invited.getByRole('radio', { name: 'Select Olivia Ng' }).check();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const grant = page.getByRole('dialog', { name: 'Edit the access of Olivia Ng' });
  await expect(grant.getByLabel('Access ends after')).toHaveValue(shownDayIn(30));
  await grant.getByLabel('Access ends after').fill(shownDayIn(60));
  await grant.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The access of Olivia Ng now ends after ${shownDayIn(60)}.`)).toBeVisible();
  await expect(invited).toContainText(shownDayIn(60));
  for (const [language, title] of [
    ['hk', '審計師'],
    ['cn', '审计师'],
  ] as const) {
    await useLanguage(page, language);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `auditors (${language})`);
  }

  // The auditor, in a browser of their own, from the mail in the local inbox.
  const context = await browser.newContext();
  const auditor = await context.newPage();
  await auditor.goto(await linkInMail(email, '/activate?'));
  await new NewPasswordForm(auditor, 'Activate').submit(PASSWORD);
  await expect(outcome(auditor).success).toHaveText('Your user account has been activated.');
  const login = new LoginPage(auditor);
  await login.goto();
  await login.signIn(email, PASSWORD);
  await expect(auditor).toHaveURL(/\/home$/);
  // An auditor owns no page: Home has no tasks card, only the year's progress and review.
  await expect(auditor.getByRole('heading', { name: 'Progress of the year’s review' })).toBeVisible();
  await expect(auditor.getByRole('heading', { name: 'My tasks' })).toHaveCount(0);
  // Home speaks to the auditor, not to the team that enters the data: what it can do, each a way to its screen.
  const guide = auditor.getByTestId('auditor-home');
  await expect(guide.getByRole('heading', { name: 'Your assurance review' })).toBeVisible();
  await expect(auditor.getByText(/^Collect this year’s environmental/)).toHaveCount(0);
  await expect(guide.getByText('Year ending 31-12-2027: open now')).toBeVisible();
  for (const [name, path] of [
    ['Read the year on its dashboard', '/dashboard'],
    ['Draw a sample of the year', '/reporting/audit_sample'],
    ['Trace the figures of a sample', '/reporting/audit_sample'],
    ['Download the year’s assurance pack', '/reporting/data_quality'],
    ['Read the year’s reports', '/reporting/view_pdf'],
  ] as const)
    await expect(guide.getByRole('link', { name })).toHaveAttribute('href', path);
  await expectNoSeriousA11yViolations(auditor, 'home as the auditor', { state: 'auditor' });
  for (const [language, title] of [
    ['hk', '您的鑒證審閱'],
    ['cn', '您的鉴证审阅'],
  ] as const) {
    await useLanguage(auditor, language);
    await expect(guide.getByRole('heading', { name: title })).toBeVisible();
  }
  await useLanguage(auditor, 'en');
  await expect(guide.getByRole('heading', { name: 'Your assurance review' })).toBeVisible();
  // A data page reads: its rows and months, no change offered (the API would refuse it, 403).
  await auditor.goto('/environmental/electricities');
  await expect(auditor.getByRole('heading', { name: 'Electricity', level: 1 })).toBeVisible();
  await expect(auditor.getByRole('button', { name: /^Monthly figures/ }).first()).toBeVisible();
  await expect(auditor.getByRole('button', { name: /^(Add row|Edit|Remove)/ })).toHaveCount(0);
  await auditor
    .getByRole('button', { name: /^Monthly figures/ })
    .first()
    .click();
  await expect(auditor.getByText('Read-only: your role can view these figures, not change them.')).toBeVisible();
  await expect(auditor.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await auditor.getByRole('button', { name: 'Close', exact: true }).click();

  // What was built for them opens; what the company does is not offered, and says why (never a sign-out).
  await auditor.goto('/reporting/data_quality');
  const packs = auditor.getByTestId('assurance-pack');
  const pack = packs.getByRole('row').filter({ hasText: 'Version 1' });
  await expect(pack.getByText('Ready')).toBeVisible();
  await expect(packs.getByRole('button', { name: 'Build the assurance pack' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const [zip] = await Promise.all([
    auditor.waitForEvent('download'),
    pack.getByRole('button', { name: /Download/ }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`assurance-pack-${YEAR}.zip`);
  await auditor.goto('/reporting/generate_report');
  // The page's reads settle first: the lock's state and the content index's gaps push the buttons down as they arrive.
  await expect(auditor.getByText(/^Gaps in the HKEX content index/)).toBeVisible();
  await expect(auditor.getByRole('heading', { name: 'Lock the year' })).toBeVisible();
  for (const name of ['Generate report', 'Print publication pack']) {
    const button = auditor.getByRole('button', { name });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.click({ force: true });
    // The reason shows while the pointer rests on the button; a re-render under it (the page's reads settling) can
    // close it, so the pointer moves onto the button again until the reason reads.
    await expect(async () => {
      await auditor.mouse.move(0, 0);
      await button.hover({ force: true });
      await expect(auditor.getByRole('tooltip')).toHaveText(
        'Your role can view this, not do it. Ask the company’s administrator.',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 15_000 });
  }
  await expect(auditor).toHaveURL(/\/reporting\/generate_report$/);
  await auditor.goto('/reporting/view_pdf');
  await auditor.getByRole('table').getByRole('row').nth(1).getByRole('link').click();
  await expect(auditor).toHaveURL(/\/reporting\/view_pdf\?id=\w+/);
  await expect(auditor.getByTitle('ESG report PDF')).toBeVisible();
  await expectNoSeriousA11yViolations(auditor, 'view pdf as the auditor', { state: 'auditor' });

  await auditor.goto('/reporting/audit_sample');
  await expect(auditor.getByRole('heading', { name: 'Audit sample', level: 1 })).toBeVisible();
  await expect(auditor.getByText('Reporting year ending 31-12-2027')).toBeVisible();
  await auditor.getByLabel('Number of figures').fill('3');
  await auditor.getByLabel('Seed (optional)').fill('2027');
  await auditor.getByRole('button', { name: 'Draw sample' }).click();
  await expect(auditor.getByRole('heading', { name: /seed 2027/ })).toBeVisible();
  const figure = auditor.getByRole('row').filter({ hasText: 'Electricity · Scope 2 · Head office' });
  await expect(figure).toContainText('Not marked');
  await expectNoSeriousA11yViolations(auditor, 'audit sample');

  await figure.getByRole('button', { name: /^Trace Electricity · Scope 2/ }).click();
  const trail = auditor.getByRole('heading', { name: /^Trail of Electricity · Scope 2/ });
  await expect(trail).toBeVisible();
  // The trail opens above the samples: focus and the view go to it, its heading below the sticky top bar (ADR 0116).
  await expect(auditor.getByRole('region', { name: /^Trail of Electricity · Scope 2/ })).toBeFocused();
  await expect(trail).toBeInViewport();
  const bar = (await auditor.locator('.esg-top-nav').boundingBox())!;
  expect((await trail.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await expect(auditor.getByText('Jan 2027').first()).toBeVisible();
  await expect(auditor.getByText('Emission factor').first()).toBeVisible();
  await expect(auditor.getByRole('button', { name: 'Download clp-bill-jan.pdf' })).toBeVisible();
  await expect(auditor.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(auditor, 'audit sample: trail');
  await auditor.screenshot({ path: test.info().outputPath('audit-trail-en.png'), fullPage: true });

  await auditor.getByRole('radio', { name: 'Exception' }).check();
  await auditor.getByLabel('Note').fill('January bill shows 1,150 kWh.');
  await auditor.getByRole('button', { name: 'Save mark' }).click();
  await expect(figure).toContainText('Exception');

  // The auditor chooses its language in the menu, as anyone does: saved to its own profile, it stays signed in.
  await auditor.getByRole('button', { name: 'English' }).click();
  await auditor.getByRole('menuitemcheckbox', { name: '繁體中文' }).click();
  await expect(auditor.getByRole('heading', { name: '審計抽樣', level: 1 })).toBeVisible();
  await expect(auditor).toHaveURL(/\/reporting\/audit_sample$/);
  for (const [language, title, mark] of [
    ['hk', '審計抽樣', '例外'],
    ['cn', '审计抽样', '例外'],
  ] as const) {
    await useLanguage(auditor, language);
    await expect(auditor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(auditor.getByText(mark).first()).toBeVisible();
    await expectNoSeriousA11yViolations(auditor, `audit sample (${language})`);
  }

  // The company sees what its auditor opened.
  await context.close();
  const log = await apiAs<{ items: { login: string }[] }>(
    page,
    'GET',
    `/api/audit/audit-log-masters?action=auditor.view&size=5`,
  );
  expect(log.items.some((e) => e.login === email)).toBe(true);
});
