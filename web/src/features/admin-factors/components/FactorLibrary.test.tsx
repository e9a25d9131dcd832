import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminRoutes } from '@esg/core/contract/admin';
import { apiError, conflictError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { keptWhole } from '../../../test/keptWhole';
import type { Factor } from '../api/listFactors';
import { FactorLibrary } from './FactorLibrary';
import { FactorModal } from './FactorModal';

const RETIRED = 'This emission factor is retired and can no longer be changed.';
const factor: Factor = {
  id: 'diesel-wrong',
  category: 'fuel',
  scope: 1,
  appliesTo: 'Diesel (wrong source)',
  latestRevision: 1,
  version: 3,
  revisions: [
    {
      id: 'diesel-wrong',
      revision: 1,
      category: 'fuel',
      scope: 1,
      appliesTo: 'Diesel (wrong source)',
      value: 2.7,
      unit: 'kgCO2e/L',
      source: 'Typo',
      confidence: 'low',
      createdAt: '2026-01-05T02:00:00.000Z',
      createdBy: 'platform.admin',
    },
  ],
};
const retired = { ...factor, version: 4, retired: { at: '2026-11-24T05:00:00.000Z', by: 'platform.admin' } };

/** The library as stored: the factor, retired once the API has answered a retire. */
function answerLibrary() {
  let stored: Factor = factor;
  fakeApi.on(adminRoutes.listFactors, () => [stored]);
  fakeApi.on(adminRoutes.getFactor, () => stored);
  return { retire: () => (stored = retired) };
}

async function openRetire() {
  const view = renderWidget(<FactorLibrary />);
  await view.user.click(await screen.findByRole('radio', { name: 'Select diesel-wrong' }));
  await view.user.click(screen.getByRole('button', { name: 'Retire' }));
  const dialog = view.page.findModal()!;
  return { ...view, dialog };
}
const row = () => screen.getByRole('rowheader', { name: 'diesel-wrong' }).closest('tr')!;

describe('retire an emission factor (ADR 0023)', () => {
  it('says what retiring means; confirming retires on the factor’s version and shows it retired', async () => {
    const library = answerLibrary();
    fakeApi.on(adminRoutes.retireFactor, () => library.retire());
    const { user, dialog } = await openRetire();
    const text = dialog.findContent().getElement().textContent;
    expect(dialog.findHeader().getElement().textContent).toBe('Retire diesel-wrong?');
    expect(text).toContain('It is never used for a new calculation.');
    expect(text).toContain('keep it in their lineage');
    expect(text).toContain('It cannot be undone');
    expect(within(row()).getByText('In use')).toBeTruthy();

    await user.click(within(dialog.findFooter()!.getElement()).getByRole('button', { name: 'Retire' }));
    expect(fakeApi.calls(adminRoutes.retireFactor)).toEqual([
      { params: { factorId: 'diesel-wrong' }, body: { version: 3 } },
    ]);
    await waitFor(() => expect(within(row()).getByText('Retired')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Retired on', { exact: false }).textContent).toContain('by platform.admin');
    expect(screen.getByRole('button', { name: 'Retire' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'New revision' }).hasAttribute('disabled')).toBe(true);
  });

  it('Cancel sends nothing and the factor stays in use', async () => {
    answerLibrary();
    const { user, dialog } = await openRetire();
    await user.click(within(dialog.findFooter()!.getElement()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeApi.calls(adminRoutes.retireFactor)).toEqual([]);
    expect(within(row()).getByText('In use')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retire' }).hasAttribute('disabled')).toBe(false);
  });

  it('a factor retired meanwhile: the API’s 409 says so in the dialog, without Reload', async () => {
    answerLibrary();
    fakeApi.on(adminRoutes.retireFactor, () => {
      throw apiError(409, RETIRED, undefined, 'factorRetired');
    });
    const { user, dialog } = await openRetire();
    await user.click(within(dialog.findFooter()!.getElement()).getByRole('button', { name: 'Retire' }));
    expect(await within(dialog.getElement()).findByText(RETIRED)).toBeTruthy();
    expect(within(dialog.getElement()).queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('the status filter shows retired factors only', async () => {
    fakeApi.on(adminRoutes.listFactors, () => [factor, { ...retired, id: 'lpg-old' }]);
    const { page, user } = renderWidget(<FactorLibrary />);
    await screen.findByRole('rowheader', { name: 'lpg-old' });
    await user.click(page.findAllSelects().at(-1)!.findTrigger().getElement());
    await user.click(screen.getByRole('option', { name: 'Retired' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'diesel-wrong' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'lpg-old' })).toBeTruthy();
  });
});

describe('the factor library in Chinese (ADR 0130)', () => {
  const clp: Factor = {
    ...factor,
    id: 'elec-clp',
    category: 'electricity',
    appliesTo: 'CLP Power Hong Kong customers',
    appliesToHk: '中華電力有限公司（中電）用戶',
    revisions: [
      {
        ...factor.revisions[0]!,
        id: 'elec-clp',
        appliesTo: 'CLP Power Hong Kong customers',
        appliesToHk: '中華電力有限公司（中電）用戶',
        source: 'CLP Holdings, Sustainability Report 2023',
      },
    ],
  };

  it('shows each factor’s Chinese name and category in a Chinese interface, the English marked where it has none', async () => {
    fakeApi.on(adminRoutes.listFactors, () => [clp, factor]);
    renderWidget(<FactorLibrary />, { language: 'hk' });
    const clpRow = (await screen.findByRole('rowheader', { name: 'elec-clp' })).closest('tr')!;
    expect(within(clpRow).getByText('中華電力有限公司（中電）用戶').getAttribute('lang')).toBe('zh-HK');
    // A category is kept whole, never one character per line beside the tutorial panel.
    expect(keptWhole(within(clpRow).getByText('電力'))).toBe(true);
    expect(within(clpRow).queryByText('欠缺中文')).toBeNull();
    expect(within(row()).getByText('Diesel (wrong source)').getAttribute('lang')).toBe('en');
    expect(within(row()).getByText('欠缺中文')).toBeTruthy();
  });

  it.each([
    ['hk', '4.02 千克/百萬兆焦耳', '由系統'],
    ['cn', '4.02 千克/百万兆焦耳', '由系统'],
  ] as const)('names a revision’s unit in words and the seed as the system in %s', async (language, value, by) => {
    const nox: Factor = {
      ...factor,
      id: 'nox-gaseous-fuel',
      revisions: [
        { ...factor.revisions[0]!, id: 'nox-gaseous-fuel', value: 4.02, unit: 'kg per million MJ', createdBy: 'seed' },
      ],
    };
    fakeApi.on(adminRoutes.listFactors, () => [nox]);
    fakeApi.on(adminRoutes.getFactor, () => nox);
    const { user } = renderWidget(<FactorLibrary />, { language });
    await user.click(await screen.findByRole('radio', { name: /nox-gaseous-fuel/ }));
    const revisions = await screen.findByRole('rowheader', { name: /^1/ });
    const line = revisions.closest('tr')!.textContent!;
    expect(line).toContain(value);
    expect(line).toContain(by);
    expect(line).not.toContain('seed');
  });

  it('shows a Chinese name typed in Traditional only converted to Simplified in a Simplified interface', async () => {
    fakeApi.on(adminRoutes.listFactors, () => [clp, factor]);
    renderWidget(<FactorLibrary />, { language: 'cn' });
    const clpRow = (await screen.findByRole('rowheader', { name: 'elec-clp' })).closest('tr')!;
    expect((await within(clpRow).findByText('中华电力有限公司（中电）用户')).getAttribute('lang')).toBe('zh-CN');
    expect(clpRow.textContent).not.toContain('中華電力');
  });

  it('a new revision sends the Chinese name and source typed, and never a blank one', async () => {
    fakeApi.on(adminRoutes.listFactors, () => [clp]);
    fakeApi.on(adminRoutes.getFactor, () => clp);
    fakeApi.on(adminRoutes.editFactor, () => ({ ...clp, latestRevision: 2 }));
    const { user, page } = renderWidget(<FactorLibrary />);
    await user.click(await screen.findByRole('radio', { name: 'Select elec-clp' }));
    await user.click(screen.getByRole('button', { name: 'New revision' }));
    const dialog = page.findModal()!;
    const source = within(dialog.getElement()).getByLabelText('Source (Traditional Chinese)', { exact: false });
    expect(
      (
        within(dialog.getElement()).getByLabelText('Applies to (Traditional Chinese)', {
          exact: false,
        }) as HTMLInputElement
      ).value,
    ).toBe('中華電力有限公司（中電）用戶');
    await user.type(source, '中電控股有限公司《2023 可持續發展報告》');
    await user.click(within(dialog.findFooter()!.getElement()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakeApi.calls(adminRoutes.editFactor)).toHaveLength(1));
    const [sent] = fakeApi.calls(adminRoutes.editFactor);
    expect(sent!.body).toMatchObject({
      appliesToHk: '中華電力有限公司（中電）用戶',
      sourceHk: '中電控股有限公司《2023 可持續發展報告》',
    });
    expect(sent!.body).not.toHaveProperty('appliesToCn', '');
    expect((sent!.body as { appliesToCn?: string }).appliesToCn).toBeUndefined();
  });
});

describe('a factor’s new revision after a conflict (useVersionedEdit rebases the form, ADR 0083)', () => {
  // Another administrator added revision 2 meanwhile: only its source differs.
  const theirs: Factor = {
    ...factor,
    latestRevision: 2,
    version: 4,
    revisions: [...factor.revisions, { ...factor.revisions[0]!, revision: 2, source: 'IPCC 2006, table 2.2' }],
  };

  it('Reload takes the other administrator’s source, keeps the typed value, and saves both on the stored version', async () => {
    const onClose = vi.fn();
    const { user, page } = renderWidget(<FactorModal factor={factor} onClose={onClose} />);
    const dialog = () => within(page.findModal()!.getElement());
    const field = (label: string) => dialog().getByLabelText(label, { exact: true }) as HTMLInputElement;
    // What the refusal carries is the factor's head, not the factor as its GET answers it: it is read again.
    fakeApi.on(adminRoutes.editFactor, () => {
      throw conflictError({ id: factor.id, latestRevision: 2, version: 4 });
    });
    fakeApi.on(adminRoutes.getFactor, () => theirs);
    await user.clear(field('Value'));
    await user.type(field('Value'), '2.68');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await user.click(await dialog().findByRole('button', { name: 'Reload' }));

    expect((await screen.findByTestId('reloaded')).textContent).toContain('The latest version was loaded.');
    expect(field('Value').value).toBe('2.68');
    expect(field('Source').value).toBe('IPCC 2006, table 2.2');
    expect(dialog().getByText('Saving adds revision 3.', { exact: false })).toBeTruthy();

    fakeApi.on(adminRoutes.editFactor, () => ({ ...theirs, latestRevision: 3, version: 5 }));
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(adminRoutes.editFactor).at(-1)!.body).toMatchObject({
      value: 2.68,
      source: 'IPCC 2006, table 2.2',
      version: 4,
    });
  });
});
