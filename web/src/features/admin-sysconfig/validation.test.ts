import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { ApiError } from '../../api/errors';
import { validationError } from '../../test/fakeApi';
import { parseYears, serverFieldErrors, shownYears } from './validation';

const t = ((key: string, params?: Record<string, string>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as unknown as TFunction<typeof ns>;

describe('system configuration years', () => {
  it('round-trips stored dates through the DD-MM-YYYY form and allows an empty new year', () => {
    const shown = shownYears({ financialYearStartDate: '2025-04-01', financialYearEndDate: '2026-03-31' });
    expect(shown.financialYearStartDate).toBe('01-04-2025');
    expect(parseYears(t, shown)).toEqual({
      years: { financialYearStartDate: '2025-04-01', financialYearEndDate: '2026-03-31' },
      errors: {},
    });
    expect(parseYears(t, { ...shown, newFinancialYearEndDate: '2027-03-31' }).errors).toEqual({
      newFinancialYearEndDate: 'dateInvalid',
    });
  });

  it('translates the API’s year rules under their fields', () => {
    const error = new ApiError(400, 'VALIDATION', '', {
      success: false,
      code: 'VALIDATION',
      status: 400,
      statusMessage: 'Bad Request',
      message: '',
      data: {
        issues: [
          {
            path: 'body.newFinancialYearStartDate',
            message: 'The new financial year must start after the current one ends.',
          },
          {
            path: 'body.newFinancialYearEndDate',
            code: 'periodYearEndTaken',
            message: 'A period for the financial year ending 2026-03-31 exists already.',
          },
        ],
      },
    });
    expect(serverFieldErrors(t, error)).toEqual({
      newFinancialYearStartDate: 'issue_newAfter',
      newFinancialYearEndDate: 'issue_periodYearEndTaken {"date":"31-03-2026"}',
    });
  });

  it('says where a twelve-month year starting that month ends, in the reader’s date format', () => {
    const error = validationError({
      path: 'body.newFinancialYearEndDate',
      code: 'periodTwelveMonths',
      message: 'A financial year runs twelve whole months (…); starting that month, it ends on 2028-02-29.',
    });
    expect(serverFieldErrors(t, error)).toEqual({
      newFinancialYearEndDate: 'issue_periodTwelveMonths {"date":"29-02-2028"}',
    });
  });
});
