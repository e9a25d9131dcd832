import { formatDate } from '../../lib/dates';
import { REFERENCE_LISTS } from '../../catalogue/lists';
import { allFields, type PageDeclaration } from '../../catalogue/page';
import type { DetailField, Field, I18nText, ScalarField } from '../../catalogue/types';
import type { AddressValue, FieldValue, MonthlyRow, PagePayload, TableRow, YesNoValue } from '../../catalogue/values';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import { labelled, reportDecimal } from './format';
import { reportText } from './messages';

/** Names of the year's locations (location ids are stable across years) for select fields on `locations`. */
export type LocationNames = ReadonlyMap<string, string>;

interface Ctx {
  lang: Language;
  locations: LocationNames;
  /** Fields the report shows in a table of its own (the workforce figures). */
  omit?: ReadonlySet<string>;
}

const label = (t: I18nText, lang: Language) => t[lang] || t.en;

/** A scalar answer as the report prints it: list values by their label, numbers in the report's format. */
function scalarText(field: ScalarField, value: unknown, ctx: Ctx): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.kind === 'select' || field.kind === 'multiSelect') {
    const values = Array.isArray(value) ? (value as string[]) : [String(value)];
    const options = REFERENCE_LISTS[field.list];
    return values
      .map((v) =>
        field.list === 'locations'
          ? (ctx.locations.get(v) ?? v)
          : ((options && label(options.find((o) => o.value === v)?.labels ?? { en: v, hk: v, cn: v }, ctx.lang)) ?? v),
      )
      .join(', ');
  }
  if (field.kind === 'number') return reportDecimal(String(value), ctx.lang);
  if (field.kind === 'date') return formatDate(String(value));
  return String(value);
}

/**
 * The most columns of short answers a table may have and still fit an A4 page's text width with every
 * heading on one or two lines; a table with paragraphs (long text) fits only a few columns beside
 * them. A wider table (the climate risk register, the scenarios, the targets) would make Chromium
 * shrink every page to fit it: its rows print as records instead (docs/decisions/0053-report-one-layout.md).
 */
export const WIDEST_TABLE = 8;
const WIDEST_WITH_PARAGRAPHS = 4;

/** Whether a table's rows print as records rather than as one table. */
export const printsAsRecords = (columns: readonly ScalarField[]) =>
  columns.length > WIDEST_TABLE ||
  (columns.length > WIDEST_WITH_PARAGRAPHS && columns.some((c) => c.kind === 'longText'));

function tableBlock(caption: string, columns: readonly ScalarField[], rows: TableRow[], ctx: Ctx): ReportBlock[] {
  // Stable ids are for the software, not the reader; personal data (directors' e-mail addresses) is not published.
  const shown = columns.filter((c) => !/Id$/.test(c.id) && !c.personal);
  const body = rows.map((r) => shown.map((c) => scalarText(c, r[c.id], ctx)));
  if (body.length === 0) return [];
  const head = shown.map((c) => label(c.labels, ctx.lang));
  if (printsAsRecords(shown)) return recordBlocks(caption, head, body);
  const numeric = shown.flatMap((c, i) => (c.kind === 'number' ? [i] : []));
  return [{ kind: 'table', caption, head, rows: body, numeric }];
}

/**
 * A wide table's rows as stacked records, one two-column table each: its first column's heading and
 * value head the record, every other answered column follows as heading: value. The caption is
 * printed once, above the first record.
 */
function recordBlocks(caption: string, head: string[], body: string[][]): ReportBlock[] {
  return body.map(([first = '', ...rest], i) => ({
    kind: 'table',
    caption: i === 0 ? caption : '',
    head: [head[0]!, first],
    rows: rest.flatMap((value, c) => (value ? [[head[c + 1]!, value]] : [])),
  }));
}

/** One answered field: a line of the card's item table, or blocks of its own (tables, long text). */
type Rendered = { item: [string, string] } | { blocks: ReportBlock[] };

function renderField(field: Field | DetailField, value: FieldValue | undefined, ctx: Ctx): Rendered[] {
  if (value === undefined || value === null || value === '') return [];
  const name = label(field.labels, ctx.lang);
  switch (field.kind) {
    case 'table':
      return [{ blocks: tableBlock(name, field.columns, value as TableRow[], ctx) }];
    case 'addressList': {
      const rows = (value as AddressValue[]).map((a) => [a.address, a.city ?? '', a.country ?? '']);
      return rows.length ? [{ item: [name, rows.map((r) => r.filter(Boolean).join(', ')).join('; ')] }] : [];
    }
    case 'monthlyGrid': {
      const rows = value as MonthlyRow[];
      const sum = (r: MonthlyRow) => r.months.reduce((s, m) => s + (m === '' ? 0 : Number(m)), 0);
      return rows.map((r) => ({
        item: [
          labelled(name, Object.values(r.keys).join(', '), ctx.lang),
          `${reportDecimal(String(sum(r)), ctx.lang)} ${r.unit ?? ''}`,
        ],
      }));
    }
    case 'yesNoNtd': {
      const yn = value as YesNoValue;
      const answer =
        yn.answer === 1
          ? reportText(ctx.lang, 'yes')
          : yn.answer === 0
            ? reportText(ctx.lang, 'no')
            : reportText(ctx.lang, 'notToDisclose', { reason: yn.reason ?? '' });
      const details =
        yn.answer === 1 ? (field.details ?? []).flatMap((d) => renderField(d, yn.details?.[d.id], ctx)) : [];
      return [{ item: [name, answer] }, ...details];
    }
    case 'longText':
      return [{ blocks: [{ kind: 'p', text: labelled(name, String(value), ctx.lang) }] }];
    default: {
      const text = scalarText(field, value, ctx);
      return text ? [{ item: [name, text] }] : [];
    }
  }
}

/**
 * A catalogue page's answers as report blocks, card by card: short answers in a two-column table
 * under the card's heading, long text as paragraphs, tables as tables. Labels come from the
 * declaration in the report's language; a card without answers is left out.
 */
export function pageBlocks(page: PageDeclaration, answers: PagePayload | undefined, ctx: Ctx): ReportBlock[] {
  if (!answers) return [];
  const out: ReportBlock[] = [];
  for (const card of page.tabs.flatMap((t) => t.cards)) {
    const rendered = card.fields.filter((f) => !ctx.omit?.has(f.id)).flatMap((f) => renderField(f, answers[f.id], ctx));
    const items = rendered.flatMap((r) => ('item' in r ? [r.item] : []));
    if (items.length)
      out.push({
        kind: 'table',
        caption: label(card.labels, ctx.lang),
        head: [reportText(ctx.lang, 'item'), reportText(ctx.lang, 'answer')],
        rows: items,
      });
    for (const r of rendered) if ('blocks' in r) out.push(...r.blocks);
  }
  return out;
}

/** Every HKEX provision a page's fields feed. */
export const pageProvisions = (page: PageDeclaration): string[] => [
  ...new Set(allFields(page).flatMap(({ field }) => [...(field.provisions ?? [])])),
];

export const pageLabel = label;
