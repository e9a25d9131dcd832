import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { keptWhole } from '../test/keptWhole';
import { ListTable, type ListColumn } from './ListTable';

interface Section {
  name: string;
  saved: string;
}

const COLUMNS: ListColumn<Section>[] = [
  { id: 'name', header: 'Section', cell: (s) => s.name, rowHeader: true },
  { id: 'saved', header: 'Pages saved', cell: (s) => s.saved, whole: 'line' },
];

const list = (props: { items?: Section[]; loading?: boolean }) => (
  <ListTable<Section>
    title="Review of the year"
    description="Year ending 31-12-2025"
    columns={COLUMNS}
    items={props.items ?? []}
    trackBy={(s) => s.name}
    loading={props.loading}
    loadingText="Loading the review"
    empty={<span>Nothing to review.</span>}
    data-testid="review"
  />
);

describe('a short list read as a table (ADR 0126)', () => {
  it('is named by its heading, its columns and rows by their headers, rows in the order given', () => {
    render(
      list({
        items: [
          { name: 'Social', saved: '8 / 8' },
          { name: 'Background', saved: '0 / 7' },
        ],
      }),
    );
    const table = screen.getByRole('table', { name: 'Review of the year' });
    expect(screen.getByRole('heading', { level: 2, name: 'Review of the year' })).toBeTruthy();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['Section', 'col'],
      ['Pages saved', 'col'],
    ]);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['Social', 'row'],
      ['Background', 'row'],
    ]);
    // Each value labelled with its column's header for the narrow layout, and kept whole where the column says.
    const cell = within(table).getAllByRole('cell')[0]!;
    expect(cell.getAttribute('data-label')).toBe('Pages saved');
    expect(keptWhole(screen.getByText('8 / 8'))).toBe(true);
    expect(keptWhole(screen.getByText('Social'))).toBe(false);
    expect(table.closest('[data-testid="review"]')).not.toBeNull();
  });

  it('says it is loading in one cell across the table, rows it may already have held back', () => {
    render(list({ loading: true, items: [{ name: 'Social', saved: '8 / 8' }] }));
    const table = screen.getByRole('table', { name: 'Review of the year' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    const [cell, ...others] = within(table).getAllByRole('cell');
    expect(others).toEqual([]);
    expect(cell!.getAttribute('colspan')).toBe('2');
    expect(cell!.textContent).toBe('Loading the review');
    expect(within(table).queryByRole('rowheader')).toBeNull();
  });

  it('shows what it is given for no rows, under the column headers', () => {
    render(list({}));
    const table = screen.getByRole('table', { name: 'Review of the year' });
    expect(table.getAttribute('aria-busy')).toBeNull();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(table).getByRole('cell').textContent).toBe('Nothing to review.');
  });
});
