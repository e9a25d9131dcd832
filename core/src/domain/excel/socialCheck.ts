import { messageIn } from '../../catalogue/messagesChinese';
import type { CatalogueIssue } from '../../catalogue/issues';
import type { PagePayload } from '../../catalogue/values';
import type { Language } from '../../schemas/common';
import type { PagePreview } from '../../schemas/excel';
import { quantityOf, resolved, textOf } from './cells';
import { cellRef, HEADER_ROW } from './layout';
import { say, type ImportMessageKey } from './messages';
import { canonical } from './quantity';
import { socialField, socialKeys } from './socialLayout';
import { cellPath, cellValue, sheetRows, withCell, type SocialRow, type SocialSheet } from './socialSheets';
import { checkedPage, type SocialYear } from './socialYear';

/** A social page as the commit writes it: the whole answers, based on the version validated against. */
export interface StagedPage {
  kind: 'page';
  pageKey: string;
  version: number;
  values: PagePayload;
}

/** What the social check reports into: the import's error list and counts. */
export interface CheckSink {
  issue(sheet: string, cell: string, field: string, message: string): void;
  /** A change to an approved page is an error at each changed cell (ADR 0127); true when refused. */
  refuseApproved(pageKey: string, cells: readonly { sheet: string; cell: string; field: string }[]): boolean;
  counts: { changedCells: number; changedRows: number; addedRows: number; conflicts: number };
}

/** One social sheet being read: its rows by id, and the columns of its workbook by key. */
export interface SocialSheetCheck {
  sheet: SocialSheet;
  rows: Map<string, SocialRow>;
  /** Column (0-based) of each key in the workbook. */
  at: Map<string, number>;
}

interface ReadSocialRow {
  sheet: SocialSheetCheck;
  row: SocialRow;
  rowNumber: number;
  version: number;
  figures: Map<string, string>;
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Checks the social sheets of a workbook: each cell as it is read (letters, negatives, unknown or
 * repeated rows), then, once every sheet is read, each changed page as a whole with the page's own
 * validation and rules (whole numbers, breakdowns that add up), each issue at its cell. Collects the
 * preview (old → new, conflicts per row) and the pages to stage.
 */
export class SocialCheck {
  readonly staged: StagedPage[] = [];
  readonly previews: PagePreview[] = [];
  private readonly read: ReadSocialRow[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly year: SocialYear | undefined,
    private readonly lang: Language,
    private readonly sink: CheckSink,
  ) {}

  private say(key: ImportMessageKey) {
    return say(key, this.lang);
  }

  /** The sheet, with its hidden key row checked; unknown or missing columns are errors. */
  open(sheet: SocialSheet, keys: readonly string[], headers: readonly string[]): SocialSheetCheck | undefined {
    if (!this.year) return undefined;
    const expected = new Set(socialKeys(sheet));
    const at = new Map<string, number>();
    keys.forEach((k, i) => {
      if (expected.has(k)) at.set(k, i);
      else if (k !== '' || !isBlank(headers[i]))
        this.sink.issue(sheet.name, cellRef(sheet.name, 1, i + 1), String(headers[i] ?? k), this.say('unknownColumn'));
    });
    if (at.size !== expected.size) {
      this.sink.issue(sheet.name, cellRef(sheet.name, 1, 1), '', this.say('missingColumns'));
      return undefined;
    }
    return { sheet, rows: new Map(sheetRows(sheet, this.year.locations).map((r) => [r.id, r])), at };
  }

  /** One data row: its hidden id must be one of the sheet's rows for this company's year. */
  row(s: SocialSheetCheck, rowNumber: number, values: readonly unknown[]) {
    if (values.every(isBlank)) return;
    const ref = (key: string) => cellRef(s.sheet.name, rowNumber, s.at.get(key)! + 1);
    const problem = (key: string, message: ImportMessageKey) =>
      this.sink.issue(s.sheet.name, ref(key), socialField(s.sheet, key, this.lang), this.say(message));
    const id = textOf(values[s.at.get('id')!]);
    const row = id.ok ? s.rows.get(id.value) : undefined;
    if (!row) return problem('id', 'unknownSocialRow');
    if (this.seen.has(`${s.sheet.name}#${row.id}`)) return problem('id', 'duplicateRow');
    this.seen.add(`${s.sheet.name}#${row.id}`);
    const read = resolved(values[s.at.get('version')!]);
    const version = read.ok ? read.value : undefined;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
      return problem('version', 'badVersion');
    const figures = new Map<string, string>();
    let ok = true;
    for (const c of s.sheet.columns) {
      const q = quantityOf(values[s.at.get(c.key)!]);
      if (q.ok) figures.set(c.key, q.value);
      else {
        ok = false;
        this.sink.issue(s.sheet.name, ref(c.key), socialField(s.sheet, c.key, this.lang), this.say(q.key));
      }
    }
    if (ok) this.read.push({ sheet: s, row, rowNumber, version, figures });
  }

  /** Once every sheet is read: each changed page checked whole, its changes previewed and staged. */
  finish() {
    if (!this.year) return;
    for (const stored of this.year.pages.values()) {
      const rows = this.read.filter((r) => r.sheet.sheet.page.key === stored.page.key);
      let next = stored.values;
      const previews = new Map<string, PagePreview>();
      const preview = (sheet: SocialSheet) => {
        let p = previews.get(sheet.name);
        if (!p)
          previews.set(
            sheet.name,
            (p = { type: stored.page.key, sheet: sheet.name, changes: [], added: [], conflicts: [] }),
          );
        return p;
      };
      let changedRows = 0;
      for (const r of rows) {
        const { sheet } = r.sheet;
        const locations = this.year.locations;
        const label = r.row.labels[this.lang];
        const changes = sheet.columns.flatMap((c) => {
          const before = cellValue(sheet, stored.values, r.row, c.key, locations);
          const after = r.figures.get(c.key) ?? '';
          return canonical(before) === canonical(after) ? [] : [{ column: c.key, old: before, new: after }];
        });
        if (changes.length === 0) continue;
        const first = cellRef(sheet.name, r.rowNumber, 1);
        if (r.version !== stored.version) {
          this.sink.counts.conflicts++;
          preview(sheet).conflicts.push({ rowId: r.row.id, cell: first, location: label });
          continue;
        }
        changedRows++;
        for (const ch of changes) {
          next = withCell(sheet, next, r.row, ch.column, ch.new, locations);
          const cell = cellRef(sheet.name, r.rowNumber, r.sheet.at.get(ch.column)! + 1);
          const field = socialField(sheet, ch.column, this.lang);
          preview(sheet).changes.push({ rowId: r.row.id, location: label, cell, field, old: ch.old, new: ch.new });
        }
      }
      if (changedRows === 0) {
        this.previews.push(...[...previews.values()]);
        continue;
      }
      const changed = [...previews.values()].flatMap((p) => p.changes.map((c) => ({ ...c, sheet: p.sheet })));
      if (this.sink.refuseApproved(stored.page.key, changed)) continue;
      // Every cell of the page's sheets by its path in the answers as they will be stored (a regional
      // row added or dropped moves the others), so an issue lands on its cell, changed or not.
      const cellOf = new Map<string, { sheet: string; cell: string; field: string }>();
      for (const r of rows)
        for (const c of r.sheet.sheet.columns) {
          const path = cellPath(r.sheet.sheet, next, r.row, c.key, this.year.locations);
          if (path)
            cellOf.set(path, {
              sheet: r.sheet.sheet.name,
              cell: cellRef(r.sheet.sheet.name, r.rowNumber, r.sheet.at.get(c.key)! + 1),
              field: socialField(r.sheet.sheet, c.key, this.lang),
            });
        }
      const checked = checkedPage(stored, this.year.year.period, next);
      if (!checked.ok) {
        for (const i of checked.issues) this.pageIssue(i, cellOf, rows[0]!.sheet.sheet.name);
        continue;
      }
      this.sink.counts.changedRows += changedRows;
      this.sink.counts.changedCells += [...previews.values()].reduce((n, p) => n + p.changes.length, 0);
      this.previews.push(...previews.values());
      this.staged.push({ kind: 'page', pageKey: stored.page.key, version: stored.version, values: checked.values });
    }
  }

  private pageIssue(
    i: CatalogueIssue,
    cellOf: Map<string, { sheet: string; cell: string; field: string }>,
    sheet: string,
  ) {
    const at = cellOf.get(i.path) ?? { sheet, cell: cellRef(sheet, HEADER_ROW, 3), field: i.path };
    this.sink.issue(at.sheet, at.cell, at.field, messageIn(i.code, this.lang, i.params));
  }
}
