import type { ReactNode } from 'react';
import type { TableProps } from '@cloudscape-design/components/table';

/** A table's column, named (as the tables' column preferences name them). */
type Column<T> = TableProps.ColumnDefinition<T> & { id: string };

/** Text on one line: a value that reads as one ("0 / 7", 公司管理員, a status with its icon). */
export function OneLine({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/**
 * Wide enough for a short Chinese header on one line with its sort icon (名字, 狀態, 角色) and a long one on two
 * (尚缺的強制 / 披露), as the factor and KPI tables give their columns a minimum width.
 */
const SHORT_MIN_WIDTH = 96;

/**
 * A column of short values — a name, a role, a status, a report section, "7 / 7" — each kept on one line, so the
 * column is never narrower than its longest value while the long columns beside it wrap (`wrapLines`), and never
 * narrower than its header needs (a `minWidth` of its own, else `SHORT_MIN_WIDTH`). Chinese breaks between any two
 * characters: without it a column the table squeezes reads one character per line, its header too.
 */
export function shortColumn<T>(column: Column<T>): Column<T> {
  return {
    ...column,
    minWidth: column.minWidth ?? SHORT_MIN_WIDTH,
    cell: (item) => <OneLine>{column.cell(item)}</OneLine>,
  };
}

/** Short columns (`shortColumn`), each kept whole: a table of them scrolls sideways on a phone instead. */
export const shortColumns = <T,>(columns: Column<T>[]) => columns.map((c) => shortColumn(c));
