import { useId, type ReactNode } from 'react';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from './StatusIndicator';
import { KeptWhole, type Whole } from './shortColumn';
import './tokens.css';
import './listTable.css';

/** A column of a `ListTable`. */
export interface ListColumn<T> {
  id: string;
  header: string;
  cell: (item: T) => ReactNode;
  /** The cell that names its row (a row header): the section, the page. */
  rowHeader?: boolean;
  /** A short value kept whole (`Whole`, shortColumn.tsx): a status, "7 / 7", a date. Others wrap. */
  whole?: Whole;
}

interface Props<T> {
  /** The list's heading (an h2), which also names the table. */
  title: string;
  description?: ReactNode;
  /** Beside the heading (a hotspot). */
  info?: ReactNode;
  columns: readonly ListColumn<T>[];
  /** Shown in this order. */
  items: readonly T[];
  trackBy: (item: T) => string;
  /** While true, the list says `loadingText` in place of its rows. */
  loading?: boolean;
  loadingText: string;
  /** In place of rows when there are none. */
  empty: ReactNode;
  'data-testid'?: string;
}

/**
 * A short list in a container, read as a table: a few rows, no sorting, filtering, paging or selection (ADR 0126).
 * Drawn in Cloudscape's table look from its design tokens (tokens.css) without its Table, so a screen that shows
 * only such lists, Home, loads no Table; where it is narrow (a phone) each row is a block of "header value" lines.
 */
export function ListTable<T>(props: Props<T>) {
  const { title, description, info, columns, items, trackBy, loading, loadingText, empty } = props;
  const titleId = useId();
  const state = loading ? <StatusIndicator type="loading">{loadingText}</StatusIndicator> : empty;

  return (
    <Container
      data-testid={props['data-testid']}
      disableContentPaddings
      header={
        <Header variant="h2" description={description} info={info}>
          <span id={titleId}>{title}</span>
        </Header>
      }
    >
      <div className="esg-tokens esg-list-table">
        <table aria-labelledby={titleId} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  <span className="esg-list-table__header">{column.header}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading || items.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="esg-list-table__state">
                  {state}
                </td>
              </tr>
            ) : (
              items.map((item) => (
                <tr key={trackBy(item)}>
                  {columns.map((column) => {
                    const value = column.cell(item);
                    const content = column.whole ? <KeptWhole whole={column.whole}>{value}</KeptWhole> : value;
                    return column.rowHeader ? (
                      <th key={column.id} scope="row">
                        {content}
                      </th>
                    ) : (
                      <td key={column.id} data-label={column.header}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Container>
  );
}
