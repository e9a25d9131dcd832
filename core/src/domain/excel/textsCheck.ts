import type { BilingualText } from '../../catalogue/bilingual';
import type { CatalogueIssue } from '../../catalogue/issues';
import { messageIn } from '../../catalogue/messagesChinese';
import type { FieldValue, PagePayload } from '../../catalogue/values';
import type { Language } from '../../schemas/common';
import type { PagePreview } from '../../schemas/excel';
import { withAside } from '../../lib/format';
import { withTranslations } from '../pageData/translations';
import { resolved, textOf } from './cells';
import { cellRef, HEADER_ROW } from './layout';
import { say, type ImportMessageKey } from './messages';
import { sheetName } from './sheetNames';
import type { CheckSink, StagedPage } from './socialCheck';
import { checkedPage } from './socialYear';
import {
  answerLabel,
  storedLanguages,
  TEXT_KEYS,
  TEXT_LANGUAGES,
  textHeader,
  textRows,
  type TextKey,
  type TextRow,
  type TextsYear,
} from './textsSheet';

type Texts = Record<(typeof TEXT_LANGUAGES)[number], string>;

interface ReadTextRow {
  row: TextRow;
  rowNumber: number;
  version: number;
  texts: Texts;
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Checks the workbook's texts sheet (docs/decisions/0122-excel-text-languages.md): each row one translatable answer
 * of the year, each language a column. A cell that is not text is an error at its cell, named by its language column;
 * once the sheet is read, each page with a changed answer is checked whole with the page's own validation (a language
 * too long is an error at that language's cell) and staged — over the social sheets' staging of the same page.
 */
export class TextsCheck {
  readonly previews: PagePreview[] = [];
  private readonly read: ReadTextRow[] = [];
  private readonly seen = new Set<string>();
  private at = new Map<TextKey, number>();
  private rows = new Map<string, TextRow>();
  /** The sheet's name as the workbook has it, in any language (sheetNames.ts): where its errors point. */
  private sheet = sheetName('texts', 'en');

  constructor(
    private readonly texts: TextsYear | undefined,
    private readonly lang: Language,
    private readonly sink: CheckSink,
  ) {}

  private say(key: ImportMessageKey) {
    return say(key, this.lang);
  }

  /** The sheet's hidden key row: unknown or missing columns are errors (then its rows are not read). */
  open(name: string, keys: readonly string[], headers: readonly string[]): boolean {
    if (!this.texts) return false;
    this.sheet = name;
    const expected = new Set<string>(TEXT_KEYS);
    this.at = new Map();
    keys.forEach((k, i) => {
      if (expected.has(k)) this.at.set(k as TextKey, i);
      else if (k !== '' || !isBlank(headers[i]))
        this.sink.issue(this.sheet, cellRef(this.sheet, 1, i + 1), String(headers[i] ?? k), this.say('unknownColumn'));
    });
    if (this.at.size !== expected.size) {
      this.sink.issue(this.sheet, cellRef(this.sheet, 1, 1), '', this.say('missingColumns'));
      return false;
    }
    this.rows = new Map(textRows(this.texts).map((r) => [r.id, r]));
    return true;
  }

  private ref(rowNumber: number, key: TextKey) {
    return cellRef(this.sheet, rowNumber, this.at.get(key)! + 1);
  }

  /**
   * The name of a language's cell in an error: the answer with the language column as its aside, as the shared format
   * writes one ("Name (Traditional Chinese)", 「名稱（英文）」), so the error reads as every other sheet's (ADR 0137).
   */
  private field(row: TextRow | undefined, key: TextKey) {
    const column = textHeader(key, this.lang);
    return row ? withAside(answerLabel(row, this.lang), column, this.lang) : column;
  }

  /** One data row: its hidden id must be one of the year's translatable answers, each language text. */
  row(rowNumber: number, values: readonly unknown[]) {
    if (values.every(isBlank)) return;
    const problem = (key: TextKey, message: ImportMessageKey, row?: TextRow) =>
      this.sink.issue(this.sheet, this.ref(rowNumber, key), this.field(row, key), this.say(message));
    const id = textOf(values[this.at.get('id')!]);
    const row = id.ok ? this.rows.get(id.value) : undefined;
    if (!row) return problem('id', 'unknownSocialRow');
    if (this.seen.has(row.id)) return problem('id', 'duplicateRow', row);
    this.seen.add(row.id);
    const v = resolved(values[this.at.get('version')!]);
    const version = v.ok ? v.value : undefined;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
      return problem('version', 'badVersion', row);
    const texts: Partial<Texts> = {};
    for (const l of TEXT_LANGUAGES) {
      const t = textOf(values[this.at.get(l)!]);
      if (t.ok) texts[l] = t.value;
      else problem(l, t.key, row);
    }
    if (Object.keys(texts).length === TEXT_LANGUAGES.length)
      this.read.push({ row, rowNumber, version, texts: texts as Texts });
  }

  /**
   * Once every sheet is read: each changed page checked whole and staged. `social` is what the social sheets staged:
   * a page both change is staged once, the texts over the figures. Returns every page to stage.
   */
  finish(social: readonly StagedPage[]): StagedPage[] {
    if (!this.texts) return [...social];
    const staged = new Map(social.map((p) => [p.pageKey, p]));
    const { companyLang } = this.texts;
    for (const stored of this.texts.pages.values()) {
      const rows = this.read.filter((r) => r.row.page.page.key === stored.page.key);
      const preview: PagePreview = { type: stored.page.key, sheet: this.sheet, changes: [], added: [], conflicts: [] };
      const base = staged.get(stored.page.key);
      let next: PagePayload = base?.values ?? stored.values;
      const cellOf = new Map<string, { cell: string; field: string }>();
      for (const r of rows) {
        const before = storedLanguages(r.row, companyLang);
        const changed = TEXT_LANGUAGES.filter((l) => before[l].trim() !== r.texts[l]);
        if (changed.length === 0) continue;
        const label = answerLabel(r.row, this.lang);
        if (r.version !== stored.version) {
          this.sink.counts.conflicts++;
          preview.conflicts.push({ rowId: r.row.id, cell: this.ref(r.rowNumber, 'en'), location: label });
          continue;
        }
        // Every language as the sheet holds it: an emptied Simplified cell drops the override.
        const value: BilingualText = { en: r.texts.en, hk: r.texts.hk, cn: r.texts.cn };
        next = r.row.slot.set(next, value as FieldValue);
        for (const l of TEXT_LANGUAGES) {
          const at = { cell: this.ref(r.rowNumber, l), field: this.field(r.row, l) };
          cellOf.set(`${r.row.slot.path}.${l}`, at);
          if (l === 'en') cellOf.set(r.row.slot.path, at);
        }
        for (const l of changed) {
          const { cell, field } = cellOf.get(`${r.row.slot.path}.${l}`)!;
          // The preview's row names the answer and its language (the sheet's rows are answers, not locations).
          preview.changes.push({ rowId: r.row.id, location: field, cell, field, old: before[l], new: r.texts[l] });
        }
      }
      if (preview.changes.length === 0) {
        if (preview.conflicts.length) this.previews.push(preview);
        continue;
      }
      const changed = preview.changes.map((c) => ({ ...c, sheet: this.sheet }));
      if (this.sink.refuseApproved(stored.page.key, changed)) continue;
      const checked = checkedPage(stored, this.texts.year.period, next);
      if (!checked.ok) {
        for (const i of checked.issues) this.pageIssue(i, cellOf);
        continue;
      }
      this.sink.counts.changedRows += new Set(preview.changes.map((c) => c.rowId)).size;
      this.sink.counts.changedCells += preview.changes.length;
      this.previews.push(preview);
      staged.set(stored.page.key, {
        kind: 'page',
        pageKey: stored.page.key,
        version: stored.version,
        values: checked.values,
      });
    }
    // As a save on the page: each translatable answer merged with what is stored, "may need updating" kept or set
    // (ADR 0096) — the page's check drops that mark, on the social sheets' pages too.
    return [...staged.values()].map((p) => {
      const stored = this.texts!.pages.get(p.pageKey);
      return stored ? { ...p, values: withTranslations(stored.page, p.values, stored.values, companyLang) } : p;
    });
  }

  private pageIssue(i: CatalogueIssue, cellOf: Map<string, { cell: string; field: string }>) {
    const at = cellOf.get(i.path) ?? { cell: cellRef(this.sheet, HEADER_ROW, 5), field: i.path };
    this.sink.issue(this.sheet, at.cell, at.field, messageIn(i.code, this.lang, i.params));
  }
}
