import { describe, expect, it } from 'vitest';
import { fieldIssues } from './fieldIssues';

describe('issues of a refused row save', () => {
  const fields = ['supplier', 'account', 'unit'];

  it('places attribute and unit issues on their fields, the first one each', () => {
    const { byField, other } = fieldIssues(
      [
        { path: 'body.rows.0.attributes.account', message: 'Too long.' },
        { path: 'body.rows.0.attributes.account', message: 'Second.' },
        { path: 'body.rows.0.unit', message: 'Not an energy unit.' },
      ],
      fields,
    );
    expect(byField).toEqual({ account: 'Too long.', unit: 'Not an energy unit.' });
    expect(other).toEqual([]);
  });

  it('keeps issues of what the form does not show as text', () => {
    const { byField, other } = fieldIssues(
      [
        { path: 'body.rows.0.months.3', message: 'Not a number.' },
        { path: 'body.rows.0.locationId', message: 'Not in the boundary.' },
        { path: 'body.rows.0.attributes.distance.months.1', message: 'Negative.' },
        { path: 'body', message: 'Too many rows.' },
      ],
      fields,
    );
    expect(byField).toEqual({});
    expect(other).toEqual(['Not a number.', 'Not in the boundary.', 'Negative.', 'Too many rows.']);
  });
});
