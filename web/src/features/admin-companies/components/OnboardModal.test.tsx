import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { companyRoutes } from '@esg/core/contract/company';
import { fakeApi, validationError } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { OnboardModal } from './OnboardModal';

const END_BEFORE_START = 'The end date must be after the start date.';

describe('Onboard a company (EditDialog + useSchemaForm)', () => {
  it('a date that is not DD-MM-YYYY is refused on its field and nothing is sent', async () => {
    const { user } = renderWidget(<OnboardModal onClose={vi.fn()} />);
    await user.type(await screen.findByLabelText('Start date'), '2025-04-01');
    await user.click(screen.getByRole('button', { name: 'Onboard company' }));
    expect(await screen.findAllByText('Enter a date as DD-MM-YYYY.')).toHaveLength(2);
    expect(screen.getByLabelText('Start date').getAttribute('aria-invalid')).toBe('true');
    expect(fakeApi.calls(companyRoutes.onboardCompany)).toHaveLength(0);
  });

  it('an end date before the start date, refused by the API, is said on the end date', async () => {
    const onClose = vi.fn();
    const { user } = renderWidget(<OnboardModal onClose={onClose} />);
    fakeApi.on(companyRoutes.onboardCompany, () => {
      throw validationError({ path: 'params.end', message: END_BEFORE_START, code: 'periodEndBeforeStart' });
    });
    const fill = async (label: string, text: string) => {
      await user.click(await screen.findByLabelText(label));
      await user.paste(text);
    };
    await fill('Name', 'Acme');
    await fill('Start date', '01-04-2026');
    await fill('End date', '31-03-2026');
    await fill('Login', 'acme.admin');
    await fill('E-mail', 'admin@acme.example');
    await fill('First name', 'Ada');
    await fill('Last name', 'Lee');
    await user.click(screen.getByRole('button', { name: 'Onboard company' }));
    expect(await screen.findByText(END_BEFORE_START)).toBeTruthy();
    expect(screen.getByLabelText('End date').getAttribute('aria-invalid')).toBe('true');
    expect(fakeApi.calls(companyRoutes.onboardCompany)[0]!.params).toEqual({ start: '2026-04-01', end: '2026-03-31' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
