import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { StakeholderLinksView } from '@esg/core/schemas/questionnaire';
import { notifications } from '../../../notifications/store';
import { fakeApi, validationError } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { StakeholderLinks } from './StakeholderLinks';

const YEAR = '2025-12-31';
const LINK = 'http://localhost:5500/questionnaire?id=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const EMPLOYEES = {
  id: '01JB4Z8Q7W3N5K2M6P9R1T0V8X',
  name: 'Employees',
  names: { en: 'Employees', hk: '僱員', cn: '雇员' },
  own: { en: 'Employees', hk: '僱員' },
  link: LINK,
  formsSubmitted: 3,
  lastSubmit: '2026-03-09T07:15:00.000Z',
  lastOpen: '2026-03-09T07:10:00.000Z',
  status: 'submitted' as const,
  createdAt: '2026-03-01T02:00:00.000Z',
};
const view = (locked = false): StakeholderLinksView => ({ yearEnd: YEAR, locked, links: [EMPLOYEES] });
const notices = () => notifications.list().map((n) => n.text);

/** A signed-in company user with these privileges (the component reads company:write). */
const signedIn = (privileges: string[]) => storedSession({ privileges });
beforeEach(() => signedIn(['company:read', 'company:write']));

describe('stakeholder links on the stakeholder engagement page', () => {
  it('lists name, forms submitted, status; copies the link', async () => {
    fakeApi.on(questionnaireRoutes.stakeholderLinks, () => view());
    const { user } = renderWidget(<StakeholderLinks year={YEAR} />);
    const row = (await screen.findByText('Employees')).closest('tr')!;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('Submitted')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Copy link: Employees' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(notices()).toContain('Link copied');
  });

  it('shows a Simplified reader a name typed in Traditional only converted, as the API answers it as typed', async () => {
    fakeApi.on(questionnaireRoutes.stakeholderLinks, () => ({
      ...view(),
      links: [{ ...EMPLOYEES, names: { en: 'Employees', hk: '僱員', cn: '僱員' } }],
    }));
    renderWidget(<StakeholderLinks year={YEAR} />, { language: 'cn' });
    expect(await screen.findByText('雇员')).toBeTruthy();
    expect(screen.queryByText('僱員')).toBeNull();
  });

  it('asks for a name, says a name already used, then creates the link', async () => {
    fakeApi.on(questionnaireRoutes.stakeholderLinks, () => view());
    fakeApi.on(questionnaireRoutes.createStakeholderLink, ({ body }) => {
      if (typeof body.name !== 'string' && body.name.hk === '僱員')
        throw validationError({ path: 'body.name.hk', message: 'in use', code: 'linkNameInUse' });
      return {
        ...EMPLOYEES,
        id: '01JB4Z8Q7W3N5K2M6P9R1T0V8Y',
        name: 'Customers',
        formsSubmitted: 0,
        status: 'sent' as const,
      };
    });
    const { user } = renderWidget(<StakeholderLinks year={YEAR} />);
    await user.click(await screen.findByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Enter a link name.')).toBeTruthy();
    expect(fakeApi.calls(questionnaireRoutes.createStakeholderLink)).toHaveLength(0);

    // Both languages (ADR 0140): a name another link has in Chinese is named, then the link is created with both.
    const english = within(dialog).getByRole('textbox', { name: 'Link name' });
    const chinese = within(dialog).getByRole('textbox', { name: 'Link name (Traditional Chinese)' });
    await user.type(english, 'Staff');
    await user.type(chinese, '僱員');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A link with this name already exists for this year.')).toBeTruthy();

    await user.clear(english);
    await user.type(english, '  Customers ');
    await user.clear(chinese);
    await user.type(chinese, '客戶');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeApi.calls(questionnaireRoutes.createStakeholderLink).at(-1)).toMatchObject({
      params: { year: YEAR },
      body: { name: { en: 'Customers', hk: '客戶' } },
    });
  });

  it('says a name the API refused as too long by its rule, not as a missing name', async () => {
    fakeApi.on(questionnaireRoutes.stakeholderLinks, () => view());
    fakeApi.on(questionnaireRoutes.createStakeholderLink, () => {
      throw validationError({
        path: 'body.name.en',
        message: 'This field cannot be longer than 80 characters.',
        code: 'too_big',
        messageKey: 'maxLength',
        params: { max: 80 },
      });
    });
    const { user } = renderWidget(<StakeholderLinks year={YEAR} />, { language: 'hk' });
    await user.click(await screen.findByRole('button', { name: '新增連結' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getAllByRole('textbox')[0]!, 'x'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: '建立' }));
    expect(await within(dialog).findByText(/80/)).toBeTruthy();
    expect(within(dialog).queryByText('請輸入連結名稱。')).toBeNull();
  });

  it('deletes after a confirmation that says the answers go too', async () => {
    fakeApi.on(questionnaireRoutes.stakeholderLinks, () => view());
    fakeApi.on(questionnaireRoutes.deleteStakeholderLink, ({ params }) => ({
      id: params.id,
      deleted: true as const,
      answersRemoved: 3,
    }));
    const { user } = renderWidget(<StakeholderLinks year={YEAR} />);
    await user.click(await screen.findByRole('button', { name: 'Delete: Employees' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('its 3 submitted forms are removed from the matrix');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(fakeApi.calls(questionnaireRoutes.deleteStakeholderLink)).toEqual([
        { params: { id: EMPLOYEES.id }, query: { year: YEAR } },
      ]),
    );
    expect(notices()).toContain('The link was deleted.');
  });

  it('a printed year: read-only, in Traditional Chinese', async () => {
    fakeApi.on(questionnaireRoutes.stakeholderLinks, () => view(true));
    renderWidget(<StakeholderLinks year={YEAR} />, { language: 'hk' });
    expect(await screen.findByText('持份者問卷連結')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增連結' }).hasAttribute('disabled')).toBe(true);
    await screen.findByText('僱員');
    expect(screen.getByRole('button', { name: '刪除: 僱員' }).hasAttribute('disabled')).toBe(true);
  });

  it('a user who may only read sees the list and copies links, but changes nothing', async () => {
    signedIn(['company:read']);
    fakeApi.on(questionnaireRoutes.stakeholderLinks, () => view());
    renderWidget(<StakeholderLinks year={YEAR} />);
    await screen.findByText('Employees');
    expect(screen.getByRole('button', { name: 'New link' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Rename: Employees' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy link: Employees' }).hasAttribute('disabled')).toBe(false);
  });
});
