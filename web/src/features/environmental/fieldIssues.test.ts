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

describe('issues of a row’s list of records (ADR 0123)', () => {
  const inList = (path: string) => (path.startsWith('instruments') ? path.replace('rate.value', 'rate') : undefined);

  it('places a cell’s issue on its cell and the list’s on the list', () => {
    const { byField, other } = fieldIssues(
      [
        { path: 'body.rows.0.attributes.instruments.1.rate.value', message: 'Not a number.' },
        { path: 'body.rows.0.attributes.instruments', message: 'Too many MWh.' },
        { path: 'body.rows.0.attributes.ownFactor.value', message: 'Not shown.' },
      ],
      ['supplier', 'account', 'unit'],
      inList,
    );
    expect(byField).toEqual({ 'instruments.1.rate': 'Not a number.', instruments: 'Too many MWh.' });
    expect(other).toEqual(['Not shown.']);
  });
});
