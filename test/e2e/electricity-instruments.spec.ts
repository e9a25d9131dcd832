import { expect, test } from '@playwright/test';
import { apiAs, unique } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { HEAD_OFFICE_ID, newCompanyWithYears, withHeadOffice } from './newCompany';
import { EnvironmentalPage } from './pages/EnvironmentalPage';

const YEAR = '2025-12-31';

interface Emissions {
  provisions: Record<string, Record<string, { value: number } | undefined>>;
  instruments: { reference: unknown; mwh: string }[];
}

/**
 * Market-based Scope 2's contractual instruments entered on the electricity page (ADR 0090, ADR 0123). A company of
 * its own: its Scope 2 is read before and after, which other journeys' rows on the demo companies would move.
 */
test('electricity: a row’s renewable energy certificates — every cell asked for, more than the row’s MWh refused, saved and counted', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await newCompanyWithYears(page, 'instr', [{ start: '2025-01-01', end: YEAR }], YEAR);
  await withHeadOffice(page, [YEAR]);
  // A year of HK Electric: 12 × 5,000 kWh = 60 MWh.
  const account = unique('E2E-REC-');
  await apiAs(page, 'POST', '/api/resource/electricity/newBatch', {
    year: YEAR,
    rows: [
      {
        locationId: HEAD_OFFICE_ID,
        unit: 'kWh',
        months: Array<string>(12).fill('5000'),
        attributes: { supplier: 'hke', account },
      },
    ],
  });
  const before = await apiAs<Emissions>(page, 'GET', `/api/emissions/${YEAR}`);
  const location = before.provisions['D-MT-GHG2']!.total!.value;
  expect(before.provisions['D-MT-GHG2']!.marketBased!.value).toBeCloseTo(location, 6);

  const env = new EnvironmentalPage(page);
  await env.goto('electricities', YEAR);
  await env.openEdit(account);
  const dialog = env.editDialog;
  await expect(
    dialog.getByText('No instruments: market-based Scope 2 counts this row as location-based.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Add an instrument' }).click();
  await dialog.getByLabel('MWh covered 1', { exact: true }).fill('75');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // Instrument, rate, its unit, the generation year and the reference (in either language) are missing: each says so.
  await expect(dialog.getByText('Missing input.', { exact: true })).toHaveCount(6);

  const choose = async (label: string, option: string) => {
    await dialog.getByRole('button', { name: new RegExp(`${label}\\b`) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const reference = unique('HKE-RE-');
  await choose('Instrument 1', 'Renewable energy certificates');
  await dialog.getByLabel('Emission rate 1', { exact: true }).fill('0');
  await choose('Rate unit 1', 'kgCO2e/MWh');
  await dialog.getByLabel('Generation year 1', { exact: true }).fill('2025');
  await dialog.getByLabel('Scheme, certificates or contract (English) 1', { exact: true }).fill(reference);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // 75 MWh of certificates for 60 MWh used: the same MWh would be claimed twice.
  await expect(dialog.getByText('The instruments cover more than this row’s 60 MWh for the year.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'edit row dialog with instruments', DIALOG);

  await dialog.getByLabel('MWh covered 1', { exact: true }).fill('40');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await env.expectNotice('Saved');

  // Market-based Scope 2 counts the 40 MWh at 0: two thirds of the row's location-based figure are gone.
  const after = await apiAs<Emissions>(page, 'GET', `/api/emissions/${YEAR}`);
  expect(after.instruments.map((i) => [i.reference, i.mwh])).toEqual([[{ en: reference }, '40']]);
  expect(after.provisions['D-MT-GHG2']!.marketBased!.value).toBeCloseTo(location / 3, 3);

  await page.reload();
  await env.openEdit(account);
  await expect(dialog.getByLabel('MWh covered 1', { exact: true })).toHaveValue('40');
  await expect(dialog.getByLabel('Scheme, certificates or contract (English) 1', { exact: true })).toHaveValue(
    reference,
  );
  await expect(dialog.getByRole('button', { name: /Instrument 1\b/ })).toContainText('Renewable energy certificates');
});
