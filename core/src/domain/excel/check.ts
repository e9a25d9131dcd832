import { isCatalogueKey } from '../../catalogue/messages';
import { messageIn } from '../../catalogue/messagesChinese';
import type { FieldIssue } from '../../errors';
import { bulkId } from '../../lib/ids';
import type { ImportIssue, PagePreview } from '../../schemas/excel';
import { rowTotal } from '../resources/totals';
import { RESOURCE_TYPES, type ResourceType } from '../../schemas/resources';
import { checkResourceRow, type RowContext } from '../resources/validate';
import { Approvals, approvedText, type ApprovedTask } from './approved';
import type { StagedRow, YearContext } from './context';
import { HEADERS, YES_NO } from './labels';
import { cellRef, columnsOf, hiddenAttributes, rowCell, type Column } from './layout';
import { MAX_LISTED, PART_ROWS } from './limits';
import { say, sayWith, type ImportMessageKey } from './messages';
import { optionName } from './options';
import { canonical } from './quantity';
import { blankRow, readRow, type ReadRow } from './readRow';
import { RowKeys } from './rowKeys';
import { SocialCheck, type StagedPage } from './socialCheck';
import { TextsCheck } from './textsCheck';
import { StagedJson } from './stagedJson';

/** Writing a part of the staged rows failed: the storage's fault, not the workbook's. */
export class StagingFailed extends Error {
  constructor(readonly reason: unknown) {
    super('staging the import failed', { cause: reason });
  }
}

/** A sheet being read: its type, its columns in the workbook's order and the headers a user reads. */
export interface SheetCheck {
  type: ResourceType;
  name: string;
  columns: Column[];
  headers: string[];
  /** The type's attributes the sheet has no column for: kept from the stored row. */
  hidden: string[];
  /** What the pages' row check (`checkResourceRow`) is given for each row of the sheet. */
  rowContext: RowContext;
}

/** Which column a core validation issue (`r.months.3`, `r.attributes.supplier`) is about. */
function columnOfPath(columns: readonly Column[], path: string): number {
  const [, field, sub] = path.split('.');
  const find = (pred: (c: Column) => boolean) => Math.max(0, columns.findIndex(pred));
  if (field === 'locationId') return find((c) => c.key === 'location');
  if (field === 'unit') return find((c) => c.key === 'unit');
  if (field === 'months' && sub !== undefined) return find((c) => c.kind === 'month' && c.month === Number(sub));
  if (field === 'attributes' && sub) return find((c) => 'attribute' in c && c.attribute === sub);
  return find((c) => c.key === 'location');
}

/** The core's issue codes a user sees in their language; others keep the core's (English) message. */
const KEY_OF_CODE: Record<string, ImportMessageKey> = {
  location: 'location',
  'unknown-unit': 'unit',
  'incompatible-unit': 'unit',
  invalid_value: 'notInList',
  too_small: 'missing',
  invalid_type: 'missing',
};

/**
 * Checks a workbook row by row against the year (the pages' own validation, `checkResourceRow`)
 * and collects what an import would do: every error with its cell, the preview and the rows to
 * stage. The staged rows go to `spillTo`'s sink a part at a time (ADR 0057), each row held as its
 * JSON until then (ADR 0060): what stays in memory is the preview (at most MAX_LISTED lines), the ids
 * of rows seen (duplicates) and one part's text.
 */
export class ImportCheck {
  readonly errors: ImportIssue[] = [];
  errorCount = 0;
  /** The staged rows not yet handed to the sink (all of them without one), as JSON. */
  readonly staged = new StagedJson();
  readonly pages = new Map<ResourceType, PagePreview>();
  counts = { changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 };
  private listed = 0;
  private seen = new Set<string>();
  /** Natural keys: no row may repeat another (docs/decisions/0070-natural-keys.md). */
  private readonly keys: RowKeys;
  private sink?: (part: Uint8Array) => Promise<void>;
  /** The year's in-boundary location ids, as the row check asks for them. */
  private readonly locations: ReadonlySet<string>;
  private readonly approvals: Approvals;

  /** The social sheets (docs/decisions/0055-excel-social-tables.md), reporting into this check. */
  readonly social: SocialCheck;

  /** The texts sheet: the company's translatable answers, a column per language (ADR 0122). */
  readonly texts: TextsCheck;
  /** The pages the import writes (social figures and texts), once every sheet is read (`finishPages`). */
  stagedPages: StagedPage[] = [];

  constructor(private readonly ctx: YearContext) {
    this.social = new SocialCheck(ctx.social, ctx.language, this);
    this.texts = new TextsCheck(ctx.texts, ctx.language, this);
    this.locations = new Set(ctx.locationName.keys());
    this.keys = new RowKeys(ctx);
    this.approvals = ctx.approvals ?? new Approvals();
  }

  /**
   * Where full parts of staged rows go (the worker: S3), as JSON bytes that stay valid until the sink's
   * promise settles and the part after this one is taken; without a sink, `staged` keeps every row.
   */
  spillTo(sink: (part: Uint8Array) => Promise<void>) {
    this.sink = sink;
  }

  /** A part's worth of staged rows is held: `spill` hands it over (checked per row, awaited once a part). */
  get spillDue(): boolean {
    return this.sink !== undefined && this.staged.length >= PART_ROWS;
  }

  /** Hands the staged rows to the sink once a part's worth is held (the rest stays for the last part). */
  async spill() {
    if (!this.sink || !this.spillDue) return;
    try {
      await this.sink(this.staged.take());
    } catch (err) {
      throw new StagingFailed(err);
    }
  }

  issue(sheet: string, cell: string, field: string, message: string) {
    this.errorCount++;
    if (this.errors.length < MAX_LISTED) this.errors.push({ sheet, cell, field, message });
  }

  /**
   * A submitted or approved task takes no change from a workbook until a reviewer returns or reopens it (ADR 0102,
   * amended, 0127): each changed cell is an error naming the page (and location) and why. True when refused.
   */
  private refuse(task: ApprovedTask | undefined, cells: readonly { sheet: string; cell: string; field: string }[]) {
    if (!task) return false;
    const lang = this.ctx.language;
    const message = approvedText('atCheck', task, lang, (id) => this.ctx.locationName.get(id) ?? id);
    for (const c of cells) this.issue(c.sheet, c.cell, c.field, message);
    return true;
  }

  /** A social or texts sheet's change to a page (its own task). */
  refuseApproved(pageKey: string, cells: readonly { sheet: string; cell: string; field: string }[]) {
    return this.refuse(this.approvals.page(pageKey), cells);
  }

  /** The sheet of a type, with its hidden key row; unknown sheets and columns are errors. */
  openSheet(
    name: string,
    type: ResourceType,
    keys: readonly string[],
    headers: readonly string[],
  ): SheetCheck | undefined {
    const expected = columnsOf(type);
    const byKey = new Map(expected.map((c) => [c.key as string, c]));
    const columns: Column[] = [];
    let ok = true;
    keys.forEach((k, i) => {
      const c = byKey.get(k);
      if (c) columns.push(c);
      else {
        ok = false;
        this.issue(
          name,
          cellRef(name, 1, i + 1),
          String(headers[i] ?? k ?? ''),
          say('unknownColumn', this.ctx.language),
        );
      }
    });
    if (ok && columns.length !== expected.length) {
      this.issue(name, cellRef(name, 1, 1), '', say('missingColumns', this.ctx.language));
      ok = false;
    }
    if (!ok) return undefined;
    const rowContext: RowContext = {
      type,
      units: this.ctx.units,
      locations: this.locations,
      path: 'r',
      electricityFactors: this.ctx.electricityFactors ?? new Set(),
    };
    return {
      type,
      name,
      columns,
      headers: headers.map((h) => String(h ?? '')),
      hidden: hiddenAttributes(type),
      rowContext,
    };
  }

  private field(s: SheetCheck, i: number) {
    const c = s.columns[i];
    if (!c) return '';
    return s.headers[i] || HEADERS['attribute' in c ? c.attribute : c.key]?.[this.ctx.language] || c.key;
  }

  private page(s: SheetCheck): PagePreview {
    let p = this.pages.get(s.type);
    if (!p) this.pages.set(s.type, (p = { type: s.type, sheet: s.name, changes: [], added: [], conflicts: [] }));
    return p;
  }

  /** Whether one more preview line is made: only while fewer than MAX_LISTED are listed (the counts stay exact). */
  private listing(): boolean {
    if (this.listed >= MAX_LISTED) return false;
    this.listed++;
    return true;
  }

  /** An attribute as the preview shows it: yes/no and choices by their names in the uploader's language. */
  private show(v: unknown, c: Column): string {
    if (typeof v === 'boolean') return YES_NO[v ? 'yes' : 'no'][this.ctx.language];
    return c.kind === 'list' && v !== undefined
      ? optionName(c.attribute, String(v), this.ctx.language)
      : String(v ?? '');
  }

  /** One data row (1-based row number, values in the sheet's column order). */
  row(s: SheetCheck, rowNumber: number, values: readonly unknown[]) {
    if (blankRow(values)) return;
    const lang = this.ctx.language;
    const read = readRow(s.type, s.columns, values, this.ctx);
    if (read.id) {
      if (this.seen.has(read.id)) read.problems.push({ column: 0, key: 'duplicateRow' });
      this.seen.add(read.id);
    }
    let attributes = read.attributes;
    if (read.stored && s.hidden.length > 0) {
      const hidden: Record<string, unknown> = {};
      for (const a of s.hidden) if (read.stored.attributes[a] !== undefined) hidden[a] = read.stored.attributes[a];
      attributes = { ...hidden, ...read.attributes };
    }
    const fields = { locationId: read.locationId ?? '', unit: read.unit, months: read.months, attributes };
    const checked = checkResourceRow(fields, s.rowContext);
    if (read.problems.length > 0 || !checked.ok) {
      // Every error of the row: the cells that cannot be read, then the row's rules on the other cells.
      const shown = new Set<number>();
      for (const p of read.problems) {
        shown.add(p.column);
        this.issue(s.name, cellRef(s.name, rowNumber, p.column + 1), this.field(s, p.column), say(p.key, lang));
      }
      if (!checked.ok) for (const i of checked.issues) this.coreIssue(s, rowNumber, i, shown);
      return;
    }
    const next = { ...fields, attributes: checked.attributes };
    const verdict = this.keys.check(s.name, s.type, s.columns, rowNumber, read.stored, next);
    if (!verdict.ok) {
      if (!verdict.unchanged)
        this.issue(
          s.name,
          cellRef(s.name, rowNumber, verdict.column + 1),
          this.field(s, verdict.column),
          sayWith(verdict.key, lang, verdict.params),
        );
      return;
    }
    this.compare(s, rowNumber, read, next);
  }

  /** A rule the row breaks, at its cell; not on a cell whose own error is already reported (`shown`). */
  private coreIssue(s: SheetCheck, rowNumber: number, i: FieldIssue, shown: Set<number>) {
    const column = columnOfPath(s.columns, i.path);
    if (shown.has(column)) return;
    shown.add(column);
    // The import's own wording where it has one, else the pages' rule in the uploader's language, as the pages say it.
    const key = KEY_OF_CODE[i.code ?? ''];
    const message = key
      ? say(key, this.ctx.language)
      : isCatalogueKey(i.messageKey)
        ? messageIn(i.messageKey, this.ctx.language, i.params)
        : i.message;
    this.issue(s.name, cellRef(s.name, rowNumber, column + 1), this.field(s, column), message);
  }

  /** Old → new per cell; the row is staged when anything changed, keeping stored texts that mean the same. */
  private compare(s: SheetCheck, rowNumber: number, read: ReadRow, next: Omit<StagedRow, 'type' | 'id' | 'version'>) {
    const page = this.page(s);
    const location = this.ctx.locationName.get(next.locationId) ?? next.locationId;
    const stored = read.stored;
    if (!stored) {
      const at = columnOfPath(s.columns, 'r.locationId');
      const cell = { sheet: s.name, cell: cellRef(s.name, rowNumber, at + 1), field: this.field(s, at) };
      if (this.refuse(this.approvals.rows(s.type, [next.locationId]), [cell])) return;
      this.counts.addedRows++;
      if (this.listing())
        page.added.push({
          cell: rowCell(s.name, rowNumber),
          location,
          unit: next.unit,
          total: rowTotal({ type: s.type, months: next.months, attributes: next.attributes }),
        });
      this.staged.push({ type: s.type, id: bulkId(), version: 0, ...next });
      return;
    }
    const changes: { column: number; old: string; new: string }[] = [];
    // A month keeps its stored text when it means the same ('12.50' for 12.5); the same text needs no arithmetic.
    const months = next.months.map((q, m) => {
      const was = stored.months[m];
      return q === (was ?? '') || canonical(q) === canonical(was ?? '') ? was! : q;
    });
    for (let i = 0; i < s.columns.length; i++) {
      const c = s.columns[i]!;
      let before: string, after: string;
      if (c.kind === 'month') {
        before = stored.months[c.month] ?? '';
        after = months[c.month]!;
      } else if (c.key === 'location') {
        before = this.ctx.locationName.get(stored.locationId) ?? stored.locationId;
        after = location;
      } else if (c.key === 'unit') {
        before = stored.unit;
        after = next.unit;
      } else if ('attribute' in c) {
        before = this.show(stored.attributes[c.attribute], c);
        after = this.show(next.attributes[c.attribute], c);
      } else continue;
      if (before !== after) changes.push({ column: i, old: before, new: after });
    }
    if (changes.length === 0) return;
    const approved = this.approvals.rows(s.type, [stored.locationId, next.locationId]);
    const cells = changes.map((ch) => ({
      sheet: s.name,
      cell: cellRef(s.name, rowNumber, ch.column + 1),
      field: this.field(s, ch.column),
    }));
    if (this.refuse(approved, cells)) return;
    if (read.version !== stored.version) {
      this.counts.conflicts++;
      if (this.listing()) page.conflicts.push({ rowId: stored.rowId, cell: rowCell(s.name, rowNumber), location });
      return;
    }
    this.counts.changedRows++;
    this.counts.changedCells += changes.length;
    for (const ch of changes)
      if (this.listing())
        page.changes.push({
          rowId: stored.rowId,
          location,
          cell: cellRef(s.name, rowNumber, ch.column + 1),
          field: this.field(s, ch.column),
          old: ch.old,
          new: ch.new,
        });
    this.staged.push({ type: s.type, id: stored.rowId, version: stored.version, ...next, months });
  }

  /** Once every sheet is read: the social sheets' pages, then the texts over them (one write per page). */
  finishPages() {
    this.social.finish();
    this.stagedPages = this.texts.finish(this.social.staged);
  }

  /** The preview in the template's sheet order, pages with something to show only, the social sheets, then the texts. */
  preview(): PagePreview[] {
    return RESOURCE_TYPES.flatMap((t) => this.pages.get(t) ?? [])
      .filter((p) => p.changes.length + p.added.length + p.conflicts.length > 0)
      .concat(this.social.previews, this.texts.previews);
  }
}
