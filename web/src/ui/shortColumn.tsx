import type { CSSProperties, ReactNode } from 'react';
import type { TableProps } from '@cloudscape-design/components/table';
import { formatDateTime } from '../i18n/format';
import './keptWhole.css';

/** A table's column, named (as the tables' column preferences name them). */
type Column<T> = TableProps.ColumnDefinition<T> & { id: string };

/**
 * How a short value is kept whole. `line`: on one line, a value that reads as one ("0 / 7", 31-12-2025, a status with
 * its icon). `words`: its words whole — Chinese breaks only at a space, as English does (公司管理員 on one line,
 * "Company / administrator" on two where the column is narrow). `balanced`: a short sentence that may wrap, in lines of
 * even length, never one character alone on the last (預先登記， / 待日後版本使用, never 預先登記，待日後版本使 / 用).
 * `clauses`: clauses joined as `joinClauses` joins them (；, "; "), each on a line of its own with its words whole, a
 * Chinese aside in brackets wrapping in even lines (第1級：原始數據 / （供應商提供 / 的部分）； / 第2級：活動數據 / × 公開因子
 * / （其餘部分）): never widening its column to a whole aside.
 */
export type Whole = 'line' | 'words' | 'balanced' | 'clauses';

const STYLE: Record<Whole, CSSProperties> = {
  line: { whiteSpace: 'nowrap' },
  words: { wordBreak: 'keep-all' },
  balanced: { textWrap: 'balance' },
  clauses: { wordBreak: 'keep-all', display: 'block' },
};

/** Where `joinClauses` (core/lib/format) joined two clauses: after its separator, which stays with the first. */
const CLAUSE_END = /(?<=；|; )/u;
/** A Chinese aside in full-width brackets (`withAside`, core/lib/format), with what closes the clause after it. */
const CHINESE_ASIDE = /(（[^（）]*）[；]?)/u;

const clauseOf = (clause: string) =>
  clause.split(CHINESE_ASIDE).map((part, i) =>
    i % 2 ? (
      <span key={i} style={{ wordBreak: 'normal', ...STYLE.balanced, display: 'inline-block' }}>
        {part}
      </span>
    ) : (
      wordsOf(part)
    ),
  );

/**
 * What would otherwise read one character alone, kept on one line: a slash before one character at the end of a word
 * ("/人", "/年"), a sign standing between spaces with the word after it ("× 公開因子", never "×" alone), and a number
 * opening the text with its first word ("3 燃料及能源相關活動", "1 Purchased", never "3" alone).
 */
const LONE_AFTER_SLASH = /(\/[^\s/](?=\s|$)|(?<=\s)[×÷+=] \S+|^\d+ \S+)/u;

/**
 * A text's words whole; a slash may still end a line ("tCO₂e/ / person"), except before one character alone: a
 * Chinese unit per person breaks at the space before it, never as 「噸二氧化碳當量/ / 人」 (docs/decisions/0147).
 */
const wordsOf = (children: ReactNode) =>
  typeof children === 'string' && LONE_AFTER_SLASH.test(children)
    ? children.split(LONE_AFTER_SLASH).map((part, i) =>
        i % 2 ? (
          <span key={i} style={STYLE.line}>
            {part}
          </span>
        ) : (
          part
        ),
      )
    : children;

export function KeptWhole({ children, whole = 'line' }: { children: ReactNode; whole?: Whole }) {
  if (whole === 'clauses' && typeof children === 'string')
    return (
      <span className="esg-kept-whole">
        {children.split(CLAUSE_END).map((clause, i) => (
          <span key={i} style={STYLE.clauses}>
            {clauseOf(clause)}
          </span>
        ))}
      </span>
    );
  return (
    <span className="esg-kept-whole" style={STYLE[whole]}>
      {whole === 'words' ? wordsOf(children) : children}
    </span>
  );
}

/** A long value with no space to break at (a JSON value, a name's long word): it breaks anywhere, never widening its column. */
export function BrokenAnywhere({ children }: { children: ReactNode }) {
  return <span style={{ overflowWrap: 'anywhere' }}>{children}</span>;
}

/** A date as the app writes it (DD-MM-YYYY, i18n/format.ts). */
const DATE = /(\d{2}-\d{2}-\d{4})/;

/**
 * A sentence that wraps where it needs to, each date in it on one line: 「截至 31-12-2025 的年度」 never breaks as
 * 「截至 31-12- / 2025 的年度」 (a whole cell of a date is `KeptWhole`).
 */
export function DatesKeptWhole({ text }: { text: string }) {
  return (
    <>
      {text.split(DATE).map((part, i) =>
        i % 2 ? (
          <span key={i} style={STYLE.line}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * Wide enough for a short Chinese header on one line with its sort icon (名字, 狀態, 角色) and a long one on two
 * (尚缺的強制 / 披露), as the factor and KPI tables give their columns a minimum width.
 */
const SHORT_MIN_WIDTH = 96;

/**
 * A column of short values — a name, a role, a status, a report section, "7 / 7" — each kept whole (`Whole`), so the
 * column is never narrower than they need while the long columns beside it wrap (`wrapLines`), and never narrower
 * than its header needs (a `minWidth` of its own, else `SHORT_MIN_WIDTH`). Chinese breaks between any two
 * characters: without it a column the table squeezes reads one character per line, its header too.
 */
export function shortColumn<T>(column: Column<T>, whole: Whole = 'line'): Column<T> {
  return {
    ...column,
    minWidth: column.minWidth ?? SHORT_MIN_WIDTH,
    cell: (item) => <KeptWhole whole={whole}>{column.cell(item)}</KeptWhole>,
  };
}

/** Short columns (`shortColumn`), each value on one line: a table of them scrolls sideways on a phone instead. */
export const shortColumns = <T,>(columns: Column<T>[]) => columns.map((c) => shortColumn(c));

/**
 * A date and time ("03-12-2026 07:29") that goes on two lines where its column is narrow, the date and the time each
 * whole: a table's column of times never widens it past the page (a `shortColumn` with `'words'`).
 */
export const DateTimeKeptWhole = ({ iso }: { iso: string | null | undefined }) => (
  <DatesKeptWhole text={formatDateTime(iso)} />
);

/**
 * An e-mail address that, where its column is narrow, goes on two lines before its @ (acme.auditor / @example.com),
 * each part whole: never a letter alone on a line, never widening its column past the page.
 */
export const EmailAddress = ({ address }: { address: string }) => {
  const at = address.lastIndexOf('@');
  return (
    <span translate="no">
      {at > 0 ? (
        <>
          <span style={STYLE.line}>{address.slice(0, at)}</span>
          <wbr />
          <span style={STYLE.line}>{address.slice(at)}</span>
        </>
      ) : (
        <BrokenAnywhere>{address}</BrokenAnywhere>
      )}
    </span>
  );
};
