import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWidget } from '../../test/render';
import { MenuButton, type MenuProps } from './MenuButton';

const menu = (onItem: MenuProps['onItem']): MenuProps => ({
  text: 'Alice Chan',
  icon: 'user-profile',
  title: 'User menu',
  description: 'alice@example.com',
  items: [
    { id: 'settings', text: 'Settings' },
    { id: 'en', text: 'English', checked: true },
    { id: 'hk', text: '繁體中文', lang: 'zh-HK', checked: false },
    { text: 'About', items: [{ id: 'version', text: 'Version 1.3.0' }] },
  ],
  onItem,
});

describe('a menu of the top navigation (ADR 0126)', () => {
  it('is a button named by its text that opens a named menu of items, choices and a labelled group', async () => {
    const { user } = renderWidget(<MenuButton {...menu(vi.fn())} />);
    const button = screen.getByRole('button', { name: 'Alice Chan' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('menu', { name: 'User menu' });
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    expect(within(list).getByText('alice@example.com')).toBeTruthy();
    expect(within(list).getByRole('menuitemcheckbox', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    expect(within(list).getByRole('menuitemcheckbox', { name: '繁體中文' }).getAttribute('lang')).toBe('zh-HK');
    const about = within(list).getByRole('group', { name: 'About' });
    expect(within(about).getByRole('menuitem', { name: 'Version 1.3.0' })).toBeTruthy();
    expect(document.activeElement).toBe(within(list).getByRole('menuitem', { name: 'Settings' }));
  });

  it('moves with the arrows, Home and End, chooses with Enter and gives focus back to the button', async () => {
    const onItem = vi.fn();
    const { user } = renderWidget(<MenuButton {...menu(onItem)} />);
    const button = screen.getByRole('button', { name: 'Alice Chan' });
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Version 1.3.0');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Settings');
    await user.keyboard('{End}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('繁體中文');
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onItem).toHaveBeenCalledWith('en');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape with focus on the button, and on a click elsewhere, choosing nothing', async () => {
    const onItem = vi.fn();
    const { user } = renderWidget(
      <>
        <MenuButton {...menu(onItem)} />
        <p>elsewhere</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Alice Chan' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onItem).not.toHaveBeenCalled();
  });
});
