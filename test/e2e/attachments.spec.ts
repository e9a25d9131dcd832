import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { sessionOf } from './signedIn';

/** Acme's open year; the files this suite uploads carry a run id, so reruns never collide. */
const ACME_OPEN = '2025-12-31';
const MB = 1024 * 1024;
const run = Date.now().toString(36);

const pdf = (name: string, size = 3000) => {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n');
  return { name, mimeType: 'application/pdf', buffer };
};
const text = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`Evidence ${name}\n`) });

async function openAttachments(page: Page) {
  await page.evaluate((y) => localStorage.setItem('year', y), ACME_OPEN);
  await page.goto('/miscellaneous/attachment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attachments');
}

test.describe('Miscellaneous › Attachments and evidence per value', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
  });

  test('uploads a batch of 10: the one over 10 MB is refused before upload, the fake PDF by the check; progress, list, delete with confirmation', async ({
    page,
  }) => {
    await openAttachments(page);
    const good = [
      ...Array.from({ length: 6 }, (_, i) => pdf(`invoice-${run}-${i}.pdf`)),
      text(`notes-${run}.txt`),
      text(`register-${run}.csv`),
    ];
    const tooBig = pdf(`scan-${run}-big.pdf`, 10 * MB + 1);
    const fake = { name: `fake-${run}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') };
    await page.locator('input[type="file"]').setInputFiles([...good, tooBig, fake]);
    // Refused in the browser, per file, before anything is sent.
    await expect(page.getByText('Each file must be under 10 MB.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'attachments with a refused file');

    await page.getByTestId('upload-files').click();
    const progress = page.getByTestId('upload-progress');
    await expect(progress.getByText('Uploaded', { exact: true })).toHaveCount(8);
    await expect(progress.getByText('Not uploaded: The file content does not match its type.')).toBeVisible();
    await expect(progress.getByText(tooBig.name)).toHaveCount(0);

    const list = page.getByRole('table');
    for (const f of good) await expect(list.getByRole('button', { name: `Download ${f.name}` })).toBeVisible();
    await expect(list.getByText(fake.name)).toHaveCount(0);

    // Delete one, after the confirmation.
    const victim = good[0]!.name;
    await list.getByRole('checkbox', { name: `Select ${victim}` }).check();
    await page.getByTestId('delete-files').click();
    const confirm = page.getByRole('dialog', { name: 'Delete files' });
    await expect(
      confirm.getByText('Are you sure you want to delete these files? This cannot be undone.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'attachments delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByRole('button', { name: `Download ${victim}` })).toHaveCount(0);
    await expect(list.getByRole('button', { name: `Download ${good[1]!.name}` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: `Download ${good[1]!.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Download ${victim}` })).toHaveCount(0);
  });

  test('attaches evidence to one figure; after a reload its paper clip counts it', async ({ page }) => {
    await page.evaluate((y) => localStorage.setItem('year', y), ACME_OPEN);
    await page.goto('/social/development_training');
    const clip = page.getByTestId('evidence-traineesTotal');
    await expect(clip).toHaveText(/^\d+$/);
    const before = Number((await clip.textContent())!);

    await clip.click();
    const dialog = page.getByRole('dialog', { name: /^Evidence for .*trainees/ });
    await dialog.locator('input[type="file"]').setInputFiles([pdf(`training-register-${run}.pdf`)]);
    await dialog.getByTestId('upload-files').click();
    await expect(dialog.getByTestId('upload-progress').getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Download training-register-${run}.pdf` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'evidence dialog');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.reload();
    await expect(page.getByTestId('evidence-traineesTotal')).toHaveText(`${before + 1}`);
    await expectNoSeriousA11yViolations(page, 'development and training with evidence');
  });

  test('speaks hk and cn', async ({ page }) => {
    await openAttachments(page);
    for (const [lang, title, upload] of [
      ['hk', '附件', '上載附件'],
      ['cn', '附件', '上传附件'],
      ['en', 'Attachments', 'Upload attachments'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { name: upload })).toBeVisible();
    }
  });
});
