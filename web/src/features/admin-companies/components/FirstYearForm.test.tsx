import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { companyRoutes } from '@esg/core/contract/company';
import { sessionRoutes } from '@esg/core/contract/session';
import { fakeApi, validationError } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import type { Session } from '../../../session/types';
import { FirstYearForm } from './FirstYearForm';

const signedIn: Session = {
  user: {
    id: 'u1',
    login: 'new.admin',
    firstName: 'New',
    lastName: 'Admin',
    email: 'new.admin@example.com',
    langKey: 'en',
    language: 'en',
    activated: true,
    roleId: 'r1',
    createdBy: 'new.admin',
    createdDate: '2026-01-01T00:00:00Z',
    lastModifiedBy: 'new.admin',
    lastModifiedDate: '2026-01-01T00:00:00Z',
    version: 1,
  },
  role: { id: 'r1', name: 'Company administrator', level: 5, privileges: ['company:read', 'users:manage'] },
  company: { id: 'c1', name: 'New Co' },
  yearEnds: {},
};

const END_BEFORE_START = 'The end date must be after the start date.';

describe('Start your first reporting year (ADR 0037)', () => {
  it('an end before the start, refused by the API, is said on the end date and nothing moves', async () => {
    fakeApi.on(companyRoutes.subscribeFirstYear, () => {
      throw validationError({ path: 'params.end', message: END_BEFORE_START, code: 'periodEndBeforeStart' });
    });
    const { user, router } = renderWidget(<FirstYearForm />, { path: '/administration/company_subscription' });
    await user.type(await screen.findByLabelText('Financial year start'), '01-01-2026');
    await user.type(screen.getByLabelText('Financial year end'), '31-12-2025');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(END_BEFORE_START)).toBeTruthy();
    expect(screen.getByLabelText('Financial year end').getAttribute('aria-invalid')).toBe('true');
    expect(fakeApi.calls(companyRoutes.subscribeFirstYear)[0]!.params).toEqual({
      start: '2026-01-01',
      end: '2025-12-31',
    });
    expect(router.state.location.pathname).toBe('/administration/company_subscription');
  });

  it('a date that is not DD-MM-YYYY is refused as typed, nothing is sent', async () => {
    const { user } = renderWidget(<FirstYearForm />);
    await user.type(await screen.findByLabelText('Financial year start'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findAllByText('Enter a date as DD-MM-YYYY.')).toHaveLength(2);
    expect(fakeApi.calls(companyRoutes.subscribeFirstYear)).toHaveLength(0);
  });

  it('once subscribed the session has the year and the user goes Home', async () => {
    fakeApi.on(companyRoutes.subscribeFirstYear, () => ({
      id: '01J00000000000000000000000',
      yearEnd: '2026-12-31',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      financialYearStartDate: '2026-01-01',
      financialYearEndDate: '2026-12-31',
      printed: false,
      ruleSet: '2025' as const,
      version: 1,
    }));
    // GET /api/session as the API answers it once the year exists: the same session with the year added.
    fakeApi.on(sessionRoutes.getSession, () => ({ ...signedIn, yearEnds: { p1: '2026-12-31' } }));
    localStorage.setItem('token', 't');
    const { user, router } = renderWidget(<FirstYearForm />, { path: '/administration/company_subscription' });
    await user.type(await screen.findByLabelText('Financial year start'), '01-01-2026');
    await user.type(screen.getByLabelText('Financial year end'), '31-12-2026');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('year')).toBe('2026-12-31');
  });
});
