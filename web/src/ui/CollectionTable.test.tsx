import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { sessionStore } from '../session/store';
import { renderWidget } from '../test/render';
import { CollectionTable } from './CollectionTable';

interface Fuel {
  id: string;
  name: string;
}

const fuels: Fuel[] = Array.from({ length: 25 }, (_, i) => ({
  id: `F${String(i + 1).padStart(2, '0')}`,
  name: i === 0 ? 'Diesel' : `Fuel ${i + 1}`,
}));

function Fuels({ items, error }: { items: Fuel[] | undefined; error?: unknown }) {
  return (
    <CollectionTable<Fuel>
      items={items}
      loading={items === undefined && !error}
      error={error}
      trackBy="id"
      title="Fuels"
      empty="No fuels yet."
      search={{
        match: (f, text) => f.name.toLowerCase().includes(text),
        placeholder: 'Find fuels',
        label: 'Find fuels by name',
      }}
      columns={[
        { id: 'id', header: 'Code', cell: (f) => f.id },
        { id: 'name', header: 'Name', cell: (f) => f.name },
      ]}
      preferences={{ id: 'fuels', alwaysVisible: 'id' }}
    />
  );
}

function signIn(id: string) {
  act(() =>
    sessionStore.save(
      {
        user: { id, firstName: id, lastName: 'Tester', email: `${id}@example.com` },
        role: null,
        company: null,
        yearEnds: {},
      } as unknown as Parameters<typeof sessionStore.save>[0],
      'token',
    ),
  );
}

afterEach(() => localStorage.clear());

describe('CollectionTable (ADR 0021)', () => {
  it('an empty collection says so, with a (0) counter', async () => {
    const { page } = renderWidget(<Fuels items={[]} />);
    expect(await screen.findByText('No fuels yet.')).toBeTruthy();
    expect(page.findTable()!.findHeaderSlot()!.getElement().textContent).toContain('(0)');
  });

  it('a search narrows the rows and the counter; one that matches nothing says so', async () => {
    const { page, user } = renderWidget(<Fuels items={fuels} />);
    const table = page.findTable()!;
    expect(table.findHeaderSlot()!.getElement().textContent).toContain('(25)');
    // 20 rows per page by default.
    expect(table.findRows()).toHaveLength(20);

    await user.type(screen.getByLabelText('Find fuels by name'), 'diesel');
    expect(table.findRows()).toHaveLength(1);
    expect(table.findHeaderSlot()!.getElement().textContent).toContain('(1/25)');
    expect(page.findTextFilter()!.findResultsCount().getElement().textContent).toBe('Rows: 1');

    await user.type(screen.getByLabelText('Find fuels by name'), 'xx');
    expect(await screen.findByText('Nothing matches the search.')).toBeTruthy();
    expect(screen.queryByText('No fuels yet.')).toBeNull();
  });

  it('rows that could not load show why, where the rows would be', async () => {
    renderWidget(<Fuels items={undefined} error={new Error('boom')} />);
    expect(await screen.findByText('Something wrong. Client default error message')).toBeTruthy();
  });

  it('page size and hidden columns are kept per user: the same user finds them again, another does not', async () => {
    signIn('alice');
    const first = renderWidget(<Fuels items={fuels} />);
    const preferences = first.page.findCollectionPreferences()!;
    await first.user.click(preferences.findTriggerButton().getElement());
    const modal = preferences.findModal()!;
    await first.user.click(modal.findPageSizePreference()!.findOptions()[0]!.findNativeInput().getElement());
    await first.user.click(
      modal.findContentDisplayPreference()!.findOptionByIndex(2)!.findVisibilityToggle().findNativeInput().getElement(),
    );
    await first.user.click(modal.findConfirmButton()!.getElement());
    expect(first.page.findTable()!.findRows()).toHaveLength(10);
    expect(
      first.page
        .findTable()!
        .findColumnHeaders()
        .map((h) => h.getElement().textContent),
    ).toEqual(['Code']);
    first.unmount();

    const again = renderWidget(<Fuels items={fuels} />);
    expect(again.page.findTable()!.findRows()).toHaveLength(10);
    expect(again.page.findTable()!.findColumnHeaders()).toHaveLength(1);
    again.unmount();

    signIn('bob');
    const other = renderWidget(<Fuels items={fuels} />);
    expect(other.page.findTable()!.findRows()).toHaveLength(20);
    expect(other.page.findTable()!.findColumnHeaders()).toHaveLength(2);
  });

  it('rows narrowed by the feature’s own filter count against the whole collection', async () => {
    const { page } = renderWidget(
      <CollectionTable<Fuel>
        items={fuels.slice(0, 3)}
        total={fuels.length}
        loading={false}
        trackBy="id"
        title="Fuels"
        empty="No fuels yet."
        columns={[{ id: 'name', header: 'Name', cell: (f) => f.name }]}
      />,
    );
    expect(page.findTable()!.findHeaderSlot()!.getElement().textContent).toContain('(3/25)');
  });

  it('a page the API chose shows its rows and the cursor pager, without a counter', async () => {
    const turn = vi.fn();
    const { page, user } = renderWidget(
      <CollectionTable<Fuel>
        items={fuels.slice(0, 5)}
        loading={false}
        trackBy="id"
        title="Fuels"
        empty="No fuels yet."
        serverPages={{ currentPageIndex: 1, pagesCount: 1, openEnd: true, onChange: turn }}
        columns={[{ id: 'name', header: 'Name', cell: (f) => f.name }]}
      />,
    );
    const table = page.findTable()!;
    expect(table.findRows()).toHaveLength(5);
    expect(table.findHeaderSlot()!.getElement().textContent).not.toContain('(');
    expect(page.findPagination()!.findNextPageButton().getElement().hasAttribute('disabled')).toBe(false);
    await user.click(page.findPagination()!.findNextPageButton().getElement());
    expect(turn).toHaveBeenCalledWith(expect.objectContaining({ detail: { currentPageIndex: 2 } }));
  });
});
