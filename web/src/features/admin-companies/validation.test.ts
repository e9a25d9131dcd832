import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { parseDates, toFieldErrors } from './validation';

// Keys (with their namespace when not the feature's) and parameters stand in for translated text.
const t = ((key: string, { ns: namespace, ...params }: Record<string, string> = {}) =>
  `${namespace ? `${namespace}:` : ''}${key}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`) as unknown as TFunction<
  typeof ns
>;

describe('company subscription validation', () => {
  it('reads period issues by code, with the year end shown as DD-MM-YYYY', () => {
    const issues = [
      {
        path: 'body.startDate',
        code: 'periodOverlap',
        message: 'The period overlaps the period of the year ending 2025-12-31.',
      },
      { path: 'body.endDate', code: 'periodEndBeforeStart', message: 'The end date must be after the start date.' },
    ];
    expect(toFieldErrors(t, issues, {})).toEqual({
      startDate: 'issue_periodOverlap {"date":"31-12-2025"}',
      endDate: 'issue_periodEndBeforeStart {"date":""}',
    });
  });

  it('maps the first administrator’s fields to the spec’s messages', () => {
    const issues = [
      { path: ['admin', 'login'], code: 'too_small' },
      { path: ['admin', 'email'], code: 'invalid_format' },
      { path: ['company', 'name'], code: 'too_small' },
    ];
    expect(toFieldErrors(t, issues, { 'admin.login': '', 'admin.email': 'x@' })).toEqual({
      'admin.login': 'validation:loginRequired',
      'admin.email': 'validation:emailInvalid',
      'company.name': 'companyNameInvalid',
    });
  });

  it('turns displayed dates into stored ones; a day that does not exist is named as such, a wrong form as the form', () => {
    expect(parseDates(t, { start: '01-04-2025', end: '31-02-2026' })).toEqual({
      dates: { start: '2025-04-01' },
      errors: { end: 'common:dateNoSuchDay' },
    });
    expect(parseDates(t, { start: '2025-04-01', end: '1-4-2026' }).errors).toEqual({
      start: 'dateInvalid',
      end: 'dateInvalid',
    });
  });
});
