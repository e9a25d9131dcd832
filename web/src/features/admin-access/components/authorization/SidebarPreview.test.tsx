import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { usersRoutes } from '@esg/core/contract/users';
import { fakeApi } from '../../../../test/fakeApi';
import { renderWidget } from '../../../../test/render';
import { SidebarPreview } from './SidebarPreview';

const view = (path: string, titleKey: string) => ({
  path,
  group: 'general' as const,
  titleKey,
  noScreen: false,
  readOnly: false,
});

describe('a role’s navigation preview (ADR 0126)', () => {
  it('lists each group’s pages under its title, as the side navigation does, and stays on the page when one is clicked', async () => {
    fakeApi.on(usersRoutes.roleSidebar, () => [
      {
        group: 'general' as const,
        titleKey: 'general',
        items: [view('/home', 'home'), view('/dashboard', 'dashboard')],
      },
      { group: 'reporting' as const, titleKey: 'reporting', items: [view('/reporting/view_pdf', 'view_pdf')] },
    ]);
    renderWidget(<SidebarPreview roleId="01JRRRRRRRRRRRRRRRRRRRRRRR" />);
    const reporting = await screen.findByRole('group', { name: 'Reporting' });
    expect(
      within(reporting)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['View PDF']);
    const general = screen.getByRole('group', { name: 'General' });
    expect(
      within(general)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Dashboard']);
    // A preview: the click is cancelled, so the browser never leaves the page (fireEvent says false when it was).
    expect(fireEvent.click(within(general).getByRole('link', { name: 'Dashboard' }))).toBe(false);
  });
});
