import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { sessionRoutes } from '@esg/core/contract/session';
import { usersRoutes } from '@esg/core/contract/users';
import { fakeApi, apiError } from '../../test/fakeApi';
import { renderWidget } from '../../test/render';
import { storedSession } from '../../test/session';
import { notifications } from '../../notifications/store';
import { sessionStore } from '../../session/store';
import { ShellLayout } from './ShellLayout';

const page = (path: string, group: 'general' | 'environmental') => ({
  path,
  group,
  titleKey: path.split('/').pop()!,
  noScreen: false,
  readOnly: false,
});

beforeEach(() => {
  storedSession({ privileges: ['ENV_ELECTRICITY_READ'], company: { id: 'c1', name: 'Acme' }, year: '2025-12-31' });
  // Not the first visit: the tutorial panel starts closed.
  localStorage.setItem('esg:tutorial:u1', JSON.stringify({ completed: true }));
  fakeApi.on(sessionRoutes.getSession, () => {
    throw apiError(503, 'Service unavailable');
  });
  fakeApi.on(usersRoutes.myPages, () => [
    page('/home', 'general'),
    page('/dashboard', 'general'),
    page('/environmental/electricities', 'environmental'),
    page('/environmental/water', 'environmental'),
  ]);
});

afterEach(() => {
  act(() => notifications.clear());
  sessionStore.clear();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the shell of our own (ADR 0126)', () => {
  it.each([
    ['en', 'Side navigation', 'Environmental', 'Electricity'],
    ['hk', '側邊導覽', '環境', '電力'],
    ['cn', '侧边导航', '环境', '电力'],
  ] as const)(
    'names its navigation, groups each section and marks the current page (%s)',
    async (language, name, section, current) => {
      renderWidget(<ShellLayout />, { path: '/environmental/electricities', language });
      const nav = screen.getByRole('navigation', { name });
      const group = await within(nav).findByRole('group', { name: section });
      expect(within(group).getAllByRole('link')).toHaveLength(2);
      expect(within(nav).getByRole('link', { name: current }).getAttribute('aria-current')).toBe('page');
      expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    },
  );

  it('leads the breadcrumbs Home › section › page, the page itself not a link', async () => {
    renderWidget(<ShellLayout />, { path: '/environmental/water' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Environmental', 'Water']);
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/home', expect.stringMatching(/^\/environmental\//)]);
    expect(within(trail).getByText('Water').getAttribute('aria-current')).toBe('page');
  });

  it('opens the navigation drawer from its toggle, closes it with Escape or a followed link, focus where it was', async () => {
    const { user, router } = renderWidget(<ShellLayout />, { path: '/home' });
    const toggle = screen.getByRole('button', { name: 'Open side navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close side navigation' }));
    // The page behind the drawer takes no focus or click until it closes.
    expect(screen.getByRole('main', { hidden: true }).inert).toBe(true);
    // Tab goes round the drawer: from its last link to its close button, and Shift+Tab back.
    const drawer = screen.getByRole('navigation', { name: 'Side navigation' });
    const links = await within(drawer).findAllByRole('link');
    links.at(-1)!.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close side navigation' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(links.at(-1));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('main').inert).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Side navigation' });
    await user.click(await within(nav).findByRole('link', { name: 'Water' }));
    expect(router.state.location.pathname).toBe('/environmental/water');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the tutorial panel beside the content and closes it, focus moving with it', async () => {
    const { user } = renderWidget(<ShellLayout />, { path: '/home' });
    expect(screen.queryByRole('complementary', { name: 'Tutorial panel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open tutorial panel' }));
    const panel = screen.getByRole('complementary', { name: 'Tutorial panel' });
    const close = within(panel).getByRole('button', { name: 'Close tutorial panel' });
    expect(document.activeElement).toBe(close);
    await user.click(close);
    expect(screen.queryByRole('complementary', { name: 'Tutorial panel' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open tutorial panel' }));
  });

  /** A screen `width` px wide, as the shell's media queries read it. */
  const screenOf = (width: number) =>
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      const none = () => {};
      return {
        matches,
        media: query,
        addEventListener: none,
        removeEventListener: none,
        addListener: none,
        removeListener: none,
      };
    });

  it.each([1024, 800])(
    'leaves the tutorial panel closed on a first visit %i px wide, where it would cover the page; its toggle opens it',
    async (width) => {
      screenOf(width);
      localStorage.removeItem('esg:tutorial:u1'); // a first visit
      const { user } = renderWidget(<ShellLayout />, { path: '/home' });
      const toggle = await screen.findByRole('button', { name: 'Open tutorial panel' });
      expect(screen.queryByRole('complementary', { name: 'Tutorial panel' })).toBeNull();
      await user.click(toggle);
      expect(screen.getByRole('complementary', { name: 'Tutorial panel' })).toBeTruthy();
    },
  );

  it('opens the tutorial panel beside the content on a first visit 1366 px wide, as before', () => {
    screenOf(1366);
    localStorage.removeItem('esg:tutorial:u1');
    renderWidget(<ShellLayout />, { path: '/home' });
    expect(screen.getByRole('complementary', { name: 'Tutorial panel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open tutorial panel' })).toBeNull();
  });

  it('shows a notice at the top of the content, read out as it appears, until dismissed', async () => {
    const { user } = renderWidget(<ShellLayout />, { path: '/home' });
    act(() => void notifications.push({ type: 'error', text: 'Saving failed: try again.', literal: true }));
    const notice = screen.getByText('Saving failed: try again.');
    expect(screen.getByRole('region', { name: 'Notifications' }).getAttribute('aria-live')).toBe('polite');
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Saving failed: try again.')).toBe(
      notice,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saving failed: try again.')).toBeNull();
  });

  it('scrolls what is brought into view below the sticky top bar, not under it (ADR 0068)', () => {
    const rect = HTMLElement.prototype.getBoundingClientRect;
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.id === 'esg-top-nav' ? ({ ...rect.call(this).toJSON(), height: 56 } as DOMRect) : rect.call(this);
    });
    const { unmount } = renderWidget(<ShellLayout />, { path: '/home' });
    expect(document.documentElement.style.scrollPaddingTop).toBe('64px');
    unmount();
    expect(document.documentElement.style.scrollPaddingTop).toBe('');
    spy.mockRestore();
  });
});
