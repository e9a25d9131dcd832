import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWidget } from '../../test/render';
import { storedSession } from '../../test/session';
import { PAGES } from '../navigation/sections';
import { PrivilegeGuard } from './PrivilegeGuard';

const ACME = { id: 'acme', name: 'Acme Holdings Ltd' };
/** What GET /api/session names as a platform administrator's company: the platform's own tenant. */
const THE_PLATFORM = { id: 'platform', name: 'ESG Platform' };
const PLATFORM = ['company:read', 'company:write', 'users:manage', 'roles:manage', 'logs:read', 'platform:admin'];

const entry = (path: string) => PAGES.find((p) => p.path === path)!;

/** Opens a page's route element behind its guard, as the route table builds it; where the router ends up. */
async function open(path: string) {
  const page = entry(path);
  const view = renderWidget(
    createElement(PrivilegeGuard, {
      privilege: page.privilege!,
      companyData: page.companyData,
      children: createElement('h1', null, 'The page'),
    }),
    { path },
  );
  await Promise.resolve();
  return view.router.state.location.pathname;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('company pages opened by their address (ADR 0019, docs/permissions.md)', () => {
  const COMPANY_PAGES = ['/dashboard', '/excel', '/environmental/water', '/social/employment', '/reporting/view_pdf'];

  it.each([...COMPANY_PAGES, '/administration/auditors'])(
    'refuses %s to platform staff with the 403 page',
    async (path) => {
      storedSession({ privileges: PLATFORM, company: THE_PLATFORM });
      expect(await open(path)).toBe('/error/403');
    },
  );

  it.each(COMPANY_PAGES)('opens %s for a member of the company', async (path) => {
    storedSession({ privileges: ['company:read', 'company:write'], company: ACME });
    expect(await open(path)).toBe(path);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('still opens the platform’s own pages for platform staff', async () => {
    storedSession({ privileges: PLATFORM, company: THE_PLATFORM });
    expect(await open('/administration/system_config')).toBe('/administration/system_config');
  });
});
