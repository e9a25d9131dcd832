import { expect, test } from '@playwright/test';
import { toSimplified } from '@esg/core/lib/simplified';
import { apiAs, unique } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { EnvironmentalPage } from './pages/EnvironmentalPage';
import { sessionOf } from './signedIn';

type Lang = 'en' | 'hk' | 'cn';

/** Acme's open year (demo seed). */
const ACME_OPEN = '2025-12-31';

/** What each language calls the add-row dialog, its fields and the refusal (docs/decisions/0070-natural-keys.md). */
const WORDS = {
  en: {
    labels: (l: string) => ({ open: `Add row for ${l}`, title: `Add a row for ${l}`, add: 'Add' }),
    supplier: 'Supplier',
    clp: 'CLP Power',
    account: 'Meter or account number',
    refused: (row: string) => `This row is already entered: ${row}. Change that row instead of adding it again.`,
    cancel: 'Cancel',
  },
  hk: {
    labels: (l: string) => ({ open: `新增數據行：${l}`, title: `為${l}新增數據行`, add: '新增' }),
    supplier: '供應商',
    clp: '中華電力',
    account: '電錶或帳戶號碼',
    refused: (row: string) => `此列已經輸入：${row}。請修改該列，不要重複新增。`,
    cancel: '取消',
  },
  cn: {
    labels: (l: string) => ({ open: `添加数据行：${l}`, title: `为${l}添加数据行`, add: '添加' }),
    supplier: '供应商',
    clp: '中华电力',
    account: '电表或账户号码',
    refused: (row: string) => `此行已经输入：${row}。请修改该行，不要重复添加。`,
    cancel: '取消',
  },
} as const;

test('a second row for the same meter at the same location is refused on the page, in en, hk and cn', async ({
  page,
}) => {
  await sessionOf(page, demoUsers.acmeAdmin);
  const env = new EnvironmentalPage(page);
  await env.goto('electricities', ACME_OPEN);
  const { locations } = await apiAs<{ locations: { id: string; name: string; names: Record<Lang, string> }[] }>(
    page,
    'GET',
    `/api/resource/electricity/${ACME_OPEN}`,
  );
  const location = locations[0]!.name;
  // The page names the location in its language (ADR 0121): the Simplified converted from the Traditional typed.
  const { names } = locations[0]!;
  const shown: Record<Lang, string> = { en: names.en, hk: names.hk, cn: toSimplified(names.cn) };
  const account = unique('DUP-');
  await env.addRow(location, { selects: { Supplier: 'CLP Power' }, texts: { 'Meter or account number': account } });
  await expect(env.row(account)).toHaveCount(1);

  for (const lang of ['en', 'hk', 'cn'] as const) {
    const w = WORDS[lang];
    await env.useLanguage(lang);
    await expect(env.row(account)).toHaveCount(1);
    const dialog = await env.describeRow(
      location,
      { selects: { [w.supplier]: w.clp }, texts: { [w.account]: ` ${account.toLowerCase()} ` } },
      w.labels(shown[lang]),
    );
    // Refused at the account field, naming the row already entered; the dialog stays open with what was typed.
    await expect(dialog.getByText(w.refused(`${location} · ${account}`), { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(w.account, { exact: true })).toHaveValue(` ${account.toLowerCase()} `);
    if (lang === 'en') await expectNoSeriousA11yViolations(page, 'duplicate refused', DIALOG);
    await dialog.getByRole('button', { name: w.cancel, exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(env.row(account)).toHaveCount(1);
  }
  await env.useLanguage('en');
  await env.removeRow(account);
});
