import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { usersRoutes } from '@esg/core/contract/users';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import { sessionStore } from '../../../session/store';
import { HomePage } from './HomePage';

const AUDITOR_PAGES = [
  '/home',
  '/dashboard',
  '/reporting/audit_sample',
  '/reporting/data_quality',
  '/reporting/view_pdf',
];

/** An invited auditor of Acme's years ending 2024 and 2025, in the later one (ADR 0115). */
function signInAuditor() {
  storedSession({
    privileges: ['company:read', 'assurance:audit'],
    roleId: 'auditor',
    login: 'olivia@harbour.example',
    company: { id: 'c1', name: 'Acme Holdings Ltd' },
    year: '2025-12-31',
  });
  localStorage.setItem('compPeriod', JSON.stringify({ p2024: '2024-12-31', p2025: '2025-12-31' }));
  fakeApi.on(usersRoutes.myPages, () =>
    AUDITOR_PAGES.map((path) => ({
      path,
      group: 'general',
      titleKey: path.split('/').pop()!,
      noScreen: false,
      readOnly: true,
    })),
  );
}

afterEach(() => act(() => sessionStore.clear()));

describe('an invited auditor’s Home (ADR 0115)', () => {
  it.each([
    ['en', 'Your assurance review', /Acme Holdings Ltd invited you to review its ESG reporting\./],
    ['hk', '您的鑒證審閱', /Acme Holdings Ltd 邀請您審閱其 ESG 報告。/],
    ['cn', '您的鉴证审阅', /Acme Holdings Ltd 邀请您审阅其 ESG 报告。/],
  ] as const)(
    'says what the auditor can do, each with a link to its screen, not the reporting team’s words (%s)',
    async (language, title, intro) => {
      signInAuditor();
      renderWidget(<HomePage />, { path: '/home', language });
      const guide = await screen.findByTestId('auditor-home');
      expect(within(guide).getByRole('heading', { level: 2 }).textContent).toContain(title);
      expect(guide.textContent).toMatch(intro);
      // Open the years, draw a sample, read a trail, download the pack, read the reports: each a way to its screen.
      await within(guide).findAllByRole('link');
      expect(
        within(guide)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual([
        '/dashboard',
        '/reporting/audit_sample',
        '/reporting/audit_sample',
        '/reporting/data_quality',
        '/reporting/view_pdf',
      ]);
      // The team's description (collect the data, produce the report) is not the auditor's.
      expect(document.body.textContent).not.toMatch(/Collect this year|收集本年度/);
    },
  );

  it('opens another year of the invitation from Home, as the year menu does', async () => {
    signInAuditor();
    const { user } = renderWidget(<HomePage />, { path: '/home' });
    const guide = await screen.findByTestId('auditor-home');
    expect(guide.textContent).toContain('Year ending 31-12-2025: open now');
    await user.click(within(guide).getByRole('button', { name: 'Open the year ending 31-12-2024' }));
    expect(sessionStore.year()).toBe('2024-12-31');
  });

  it('is not shown to the company’s own users, whose Home keeps its words', async () => {
    storedSession({ privileges: ['company:read', 'company:write'], year: '2025-12-31' });
    fakeApi.on(usersRoutes.myPages, () => []);
    renderWidget(<HomePage />, { path: '/home' });
    expect(await screen.findByText(/Collect this year’s environmental, social and governance data/)).toBeTruthy();
    expect(screen.queryByTestId('auditor-home')).toBeNull();
  });

  it('tells platform staff what their Home shows, not to collect a year’s data they have none of', async () => {
    storedSession({ privileges: ['platform:admin'] });
    fakeApi.on(usersRoutes.myPages, () => []);
    renderWidget(<HomePage />, { path: '/home' });
    expect(await screen.findByText(/The platform’s companies, their subscribed reporting years/)).toBeTruthy();
    expect(screen.queryByText(/Collect this year’s environmental, social and governance data/)).toBeNull();
  });
});
