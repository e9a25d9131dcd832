import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header, { type HeaderProps } from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { SaveError } from './SaveError';
import { useTablePreferences } from './tablePreferences';
import type { CursorPagination } from './useCursorPages';

type Column<T> = TableProps.ColumnDefinition<T> & { id: string };

interface Props<T> {
  /** The loaded rows; undefined while they load. */
  items: readonly T[] | undefined;
  loading: boolean;
  /** Why the rows could not be loaded: shown where the rows would be. */
  error?: unknown;
  columns: readonly Column<T>[];
  /** The row's key: a field, or a function for rows keyed by more than one field. */
  trackBy: (keyof T & string) | ((item: T) => string);
  /** The table's heading; without one (the page's h1 says it) the table has no header. */
  title?: string;
  description?: string;
  actions?: ReactNode;
  headerVariant?: HeaderProps.Variant;
  variant?: TableProps.Variant;
  /** What an empty collection says (or why it could not be loaded, in the feature's words). */
  empty: ReactNode;
  /** A text search: which rows match the (lower-cased) text, and how the box is labelled. */
  search?: {
    match: (item: T, text: string) => boolean;
    placeholder: string;
    label: string;
    noMatch?: string;
    /** How the rows a search finds are counted ("12 provisions"); the common "12 rows" without it. */
    count?: (rows: number) => string;
  };
  /** More filters beside the search (selects); the rows given are already narrowed by them. */
  filters?: ReactNode;
  /** With `filters`: how many rows there are before they narrow it, for the (shown/total) counter. */
  total?: number;
  sortBy?: { field: keyof T & string; descending?: boolean };
  /** Single selection, by the `trackBy` key: what a row is called and what the rows are called together. */
  selection?: {
    selected: T | undefined;
    onChange: (item: T | undefined) => void;
    itemLabel: (item: T) => string;
    groupLabel: string;
  };
  /**
   * Paging (20 rows) with preferences kept per user under `id`: page size and which columns show.
   * Without it the table shows every row.
   */
  preferences?: { id: string; hidden?: readonly string[]; alwaysVisible?: string; pageSize?: number };
  /**
   * Rows the API pages with cursors (`useCursorPages`): `items` is the page shown and this its
   * pager. No client paging then, and no counter (the total is not known).
   */
  serverPages?: CursorPagination;
  /** Long cells wrap, so the columns fit beside the navigation and the tutorial panel at 1280 px (default). */
  wrapLines?: boolean;
}

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * A client-side collection (Cloudscape `useCollection`): sorting, search with its no-match state,
 * the empty state, a (shown/total) counter, paging and per-user preferences.
 */
export function CollectionTable<T>(props: Props<T>) {
  const { t } = useTranslation('common');
  const { items: loaded, search, selection, preferences: keep } = props;
  const all = (loaded ?? []) as T[];
  const [preferences, setPreferences] = useTablePreferences(keep?.id ?? '', {
    pageSize: keep?.pageSize ?? 20,
    contentDisplay: props.columns.map((c) => ({ id: c.id, visible: !keep?.hidden?.includes(c.id) })),
  });
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount, actions } = useCollection(all, {
    filtering: {
      empty: props.empty,
      noMatch: search?.noMatch ?? t('noMatches'),
      filteringFunction: search ? (item, text) => search.match(item, text.toLowerCase()) : () => true,
    },
    ...(props.sortBy && {
      sorting: {
        defaultState: {
          sortingColumn: { sortingField: props.sortBy.field },
          isDescending: props.sortBy.descending ?? false,
        },
      },
    }),
    ...(keep && { pagination: { pageSize: preferences.pageSize } }),
  });
  const shown = filteredItemsCount ?? all.length;
  const total = props.total ?? all.length;
  // Cloudscape's convention: (shown/total) while a search or a filter narrows the list.
  const counter =
    loaded === undefined || props.serverPages ? undefined : shown === total ? `(${total})` : `(${shown}/${total})`;
  const emptyState = props.error ? <SaveError error={props.error} /> : collectionProps.empty;

  return (
    <Table<T>
      {...collectionProps}
      variant={props.variant}
      items={items}
      trackBy={props.trackBy}
      wrapLines={props.wrapLines ?? true}
      loading={props.loading}
      loadingText={t('loading')}
      columnDefinitions={props.columns as Column<T>[]}
      columnDisplay={keep ? preferences.contentDisplay : undefined}
      {...(selection && {
        selectionType: 'single' as const,
        selectedItems: selection.selected ? [selection.selected] : [],
        onSelectionChange: ({ detail }: { detail: TableProps.SelectionChangeDetail<T> }) =>
          selection.onChange(detail.selectedItems[0]),
        ariaLabels: {
          selectionGroupLabel: selection.groupLabel,
          itemSelectionLabel: (_: unknown, item: T) => selection.itemLabel(item),
          allItemsSelectionLabel: () => selection.groupLabel,
        },
      })}
      header={
        props.title !== undefined && (
          <Header
            variant={props.headerVariant}
            counter={counter}
            description={props.description}
            actions={props.actions}
          >
            {props.title}
          </Header>
        )
      }
      filter={
        search || props.filters ? (
          <SpaceBetween direction="horizontal" size="xs">
            {search && (
              <TextFilter
                {...filterProps}
                filteringPlaceholder={search.placeholder}
                filteringAriaLabel={search.label}
                countText={
                  filterProps.filteringText ? (search.count?.(shown) ?? t('rows', { count: shown })) : undefined
                }
              />
            )}
            {props.filters}
          </SpaceBetween>
        ) : undefined
      }
      pagination={
        props.serverPages ? <Pagination {...props.serverPages} /> : keep && <Pagination {...paginationProps} />
      }
      preferences={
        keep && (
          <CollectionPreferences
            preferences={preferences}
            onConfirm={({ detail }) => {
              setPreferences({ ...preferences, ...detail } as typeof preferences);
              actions.setCurrentPage(1);
            }}
            pageSizePreference={{
              options: [...new Set([...PAGE_SIZES, keep.pageSize ?? 20])]
                .sort((a, b) => a - b)
                .map((value) => ({ value, label: t('rows', { count: value }) })),
            }}
            contentDisplayPreference={{
              options: props.columns.map((c) => ({
                id: c.id,
                label: String(c.header),
                alwaysVisible: c.id === keep.alwaysVisible,
              })),
            }}
          />
        )
      }
      empty={<Box textAlign="center">{emptyState}</Box>}
    />
  );
}
