import { format } from '../../lib/format';
import { REFERENCE_LISTS } from '../../catalogue/lists';
import { allFields, type PageDeclaration } from '../../catalogue/page';
import type { DetailField, Field, I18nText, ScalarField } from '../../catalogue/types';
import type { AddressValue, FieldValue, MonthlyRow, PagePayload, TableRow, YesNoValue } from '../../catalogue/values';
import type { Language } from '../../schemas/common';
import type { ReportBlock } from '../../schemas/reports';
import { joinSentences, listSeparator } from '../../lib/format';
import { labelled, reportDate, reportDecimal, reportFigure, reportHead, reportUnit, withoutExamples } from './format';
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
/** A field's or a column's label as the report names its answer, without the form's examples (ADR 0087). */
const fieldLabel = (t: I18nText, lang: Language) => withoutExamples(label(t, lang));

/**
 * One address of a list, its parts in the edition's language (the edition's answers are text by now), a city or
 * country left out where a smaller part already says it: "…, Kwun Tong, Hong Kong", never "Hong Kong, Hong Kong"; a
 * Chinese address from the largest place to the smallest, run together, as it is written (香港觀塘翠屏邨社區會堂).
 */
function addressText(a: AddressValue, lang: Language): string {
  const typed = [a.address, a.city, a.country].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  const parts = typed.filter((p, i) => !typed.slice(0, i).some((smaller) => smaller.includes(p)));
  return lang === 'en' ? parts.join(', ') : parts.reverse().join('');
}

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
      .join(listSeparator(ctx.lang));
  }
  if (field.kind === 'number' && isYear(field, value)) return String(value);
  // A value Part D prints too reads the same here (ADR 0075): "185.0 tCO₂e", "673.1", as in its tables.
  if (field.kind === 'number' && field.asFigure && /^-?\d+(\.\d+)?$/.test(String(value)))
    return reportFigure(Number(value), ctx.lang);
  if (field.kind === 'number') return reportDecimal(String(value), ctx.lang);
  if (field.kind === 'date') return reportDate(String(value), ctx.lang);
  return String(value);
}

/** A value with the unit its row gives it (`unitColumn`), as the report writes units. */
function withUnit(c: ScalarField, row: TableRow, text: string, lang: Language): string {
  const unit = c.kind === 'number' && c.unitColumn ? row[c.unitColumn] : undefined;
  return text && typeof unit === 'string' && unit.trim() ? `${text} ${reportUnit(unit.trim(), lang)}` : text;
}

/** A calendar year (base year, target year, a horizon's first year) prints as a year: "2026", never "2,026". */
const isYear = (field: ScalarField, value: unknown) =>
  /(Year|From|To)$/.test(field.id) && /^\d{4}$/.test(String(value));

/**
 * The most columns of short answers a table may have and still fit an A4 page's text width with every
 * heading on one or two lines; a table with paragraphs (long text) fits only a few columns beside
 * them. A wider table (the climate risk register, the scenarios, the targets, the stakeholders) would
 * make Chromium shrink every page to fit it: its rows print as records instead (ADR 0053, ADR 0074).
 */
export const WIDEST_TABLE = 8;
const WIDEST_WITH_PARAGRAPHS = 4;

/** Whether a table's rows print as records rather than as one table. */
export const printsAsRecords = (columns: readonly ScalarField[]) =>
  columns.length > WIDEST_TABLE ||
  (columns.length > WIDEST_WITH_PARAGRAPHS && columns.some((c) => c.kind === 'longText'));

function tableBlock(
  caption: string,
  columns: readonly ScalarField[],
  rows: TableRow[],
  ctx: Ctx,
  sequence?: string,
): ReportBlock[] {
  // Stable ids are for the software, not the reader; personal data (directors' e-mail addresses) is not published.
  // A list's sequence column orders its rows and is not printed ("Sequence 1"); a record is headed by its first
  // column that is not a number (the stakeholder group, not its priority "1").
  // A unit column prints with the values it measures ("185 tCO₂e", ADR 0091), not on a line of its own.
  const units = new Set(columns.flatMap((c) => (c.kind === 'number' && c.unitColumn ? [c.unitColumn] : [])));
  const kept = columns.filter((c) => !/Id$/.test(c.id) && !c.personal && c.id !== sequence && !units.has(c.id));
  const lead = Math.max(
    0,
    kept.findIndex((c) => c.kind !== 'number'),
  );
  const ordered = sequence ? [...rows].sort((a, b) => Number(a[sequence] ?? 0) - Number(b[sequence] ?? 0)) : rows;
  // A column no row answers is not printed (an empty "Number of shops" column beside offices).
  const answered = (c: ScalarField) => ordered.some((r) => scalarText(c, r[c.id], ctx) !== '');
  const shown = [kept[lead]!, ...kept.filter((_, i) => i !== lead)].filter((c) => c && answered(c));
  const body = ordered.map((r) => shown.map((c) => withUnit(c, r, scalarText(c, r[c.id], ctx), ctx.lang)));
  if (body.length === 0) return [];
  const head = shown.map((c) => reportHead(fieldLabel(c.labels, ctx.lang)));
  if (printsAsRecords(shown)) return [asRecords(caption, head, body)];
  const numeric = shown.flatMap((c, i) => (c.kind === 'number' ? [i] : []));
  return [{ kind: 'table', caption, head, rows: body, numeric }];
}

/** Each row as one block headed by its first cell, the other cells as "label: value" lines; empty cells left out. */
export function asRecords(caption: string, head: readonly string[], rows: readonly string[][]): ReportBlock {
  return {
    kind: 'records',
    caption,
    records: rows.map((row) => ({
      title: row[0] ?? '',
      fields: row.slice(1).flatMap((v, i) => (v ? [[head[i + 1] ?? '', v] as [string, string]] : [])),
    })),
  };
}

/**
 * One answered field: a line of the card's item table, blocks of its own (tables, long text), or a sentence that
 * leads the card (a Yes or No said as a statement, ADR 0087).
 */
type Rendered = { item: [string, string] } | { blocks: ReportBlock[] } | { lead: string };

function renderField(field: Field | DetailField, value: FieldValue | undefined, ctx: Ctx): Rendered[] {
  if (value === undefined || value === null || value === '') return [];
  const name = fieldLabel(field.labels, ctx.lang);
  switch (field.kind) {
    case 'table':
      return [{ blocks: tableBlock(name, field.columns, value as TableRow[], ctx, field.sequenceColumn) }];
    case 'addressList': {
      const addresses = (value as AddressValue[]).map((a) => addressText(a, ctx.lang));
      return addresses.length ? [{ item: [name, addresses.join(ctx.lang === 'en' ? '; ' : '；')] }] : [];
    }
    case 'monthlyGrid': {
      const rows = value as MonthlyRow[];
      const sum = (r: MonthlyRow) => r.months.reduce((s, m) => s + (m === '' ? 0 : Number(m)), 0);
      return rows.map((r) => ({
        item: [
          labelled(name, Object.values(r.keys).join(listSeparator(ctx.lang)), ctx.lang),
          `${reportDecimal(String(sum(r)), ctx.lang)} ${r.unit ?? ''}`,
        ],
      }));
    }
    case 'yesNoNtd': {
      const yn = value as YesNoValue;
      const named = yn.answer === 1 ? namedAnswer(field, yn, ctx) : undefined;
      if (named) return named;
      const answer =
        yn.answer === 1
          ? reportText(ctx.lang, 'yes')
          : yn.answer === 0
            ? reportText(ctx.lang, 'no')
            : reportText(ctx.lang, 'notToDisclose', { reason: yn.reason ?? '' });
      const details =
        yn.answer === 1 ? (field.details ?? []).flatMap((d) => renderField(d, yn.details?.[d.id], ctx)) : [];
      const statement =
        field.statements &&
        (yn.answer === 1
          ? field.statements.yes
          : yn.answer === 0
            ? field.statements.no
            : field.statements.notDisclosed);
      if (statement) return [{ lead: format(label(statement, ctx.lang), { reason: yn.reason ?? '' }) }, ...details];
      return [{ item: [name, answer] }, ...details];
    }
    case 'longText':
      // The company's own words under the card's heading; the field's label is the form's, not the report's — unless
      // the words only name things (`asItem`, ADR 0124), which read as the card's line "label: answer".
      if (field.asItem) return [{ item: [name, String(value)] }];
      return [{ blocks: [{ kind: 'p', text: String(value), typed: true }] }];
    default: {
      const statement = field.kind === 'select' && typeof value === 'string' ? field.statements?.[value] : undefined;
      if (statement) return [{ lead: label(statement, ctx.lang) }];
      const text = scalarText(field, value, ctx);
      return text ? [{ item: [name, text] }] : [];
    }
  }
}

/**
 * A Yes that names what it is (a policy and its name): printed under that name, its prose as the company wrote it,
 * never as the form's question and "Yes" (ADR 0074).
 */
function namedAnswer(field: Field | DetailField, yn: YesNoValue, ctx: Ctx): Rendered[] | undefined {
  const details = field.kind === 'yesNoNtd' ? (field.details ?? []) : [];
  const nameField = details.find((d) => d.id === `${field.id}Name`);
  const name = nameField && yn.details?.[nameField.id];
  if (!name) return undefined;
  const rest = details.filter((d) => d !== nameField).flatMap((d) => renderField(d, yn.details?.[d.id], ctx));
  const items = rest.flatMap((r) => ('item' in r ? [r.item] : []));
  return [
    { blocks: [{ kind: 'records', caption: String(name), records: items.length ? [{ fields: items }] : [] }] },
    ...rest.filter((r) => 'blocks' in r),
  ];
}

const entered = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * Whether a field's answer stands for something measured (ADR 0087): an entered field does; a computed one (its
 * `formula`) only when some field it is computed from was entered. The water page's unused monthly grid computes a
 * total of 0, which printed beside the year's 1,608 m³ as if measured.
 */
export function measuredOf(page: PageDeclaration, answers: PagePayload): (field: Field) => boolean {
  const paths = new Map(allFields(page).map(({ field, path }) => [field.id, { field, path }] as const));
  // A detail of a Yes (`a.details.b`) or a table's column (`t.c`: any row) as well as a field of the page.
  const answered = (path: string): boolean => {
    const [top, ...rest] = path.split('.');
    const value = answers[top!];
    if (rest.length === 0) return entered(value);
    if (rest[0] === 'details') return entered((value as YesNoValue | undefined)?.details?.[rest[1]!]);
    return Array.isArray(value) && (value as TableRow[]).some((row) => entered(row[rest[0]!]));
  };
  const memo = new Map<string, boolean>();
  const measured = (field: Field | DetailField): boolean => {
    const formula = 'formula' in field ? field.formula : undefined;
    if (!formula) return answered(paths.get(field.id)?.path ?? field.id);
    if (memo.has(field.id)) return memo.get(field.id)!;
    memo.set(field.id, false);
    const inputs = [...new Set(formula.match(/[A-Za-z_]\w*/g) ?? [])].flatMap((id) => {
      const input = paths.get(id)?.field;
      return input && input.id !== field.id ? [input] : [];
    });
    // A rate or an intensity needs every input (ADR 0069); a total, any one.
    const result = 'needsEveryInput' in field && field.needsEveryInput ? inputs.every(measured) : inputs.some(measured);
    memo.set(field.id, result);
    return result;
  };
  return measured;
}

/**
 * A range entered as two fields (`shortFrom`, `shortTo`: a climate time horizon) as one line, "Short term: 1–2", not
 * two lines headed by the form's "from" and "to" labels; the `…To` field is then left out ([]).
 */
function rangeItem(field: Field, fields: readonly Field[], answers: PagePayload, ctx: Ctx): Rendered[] | undefined {
  const [, stem, end] = /^(.+)(From|To)$/.exec(field.id) ?? [];
  const from = fields.find((f) => f.id === `${stem}From`);
  const to = fields.find((f) => f.id === `${stem}To`);
  if (!stem || !from || !to || from.kind !== 'number' || to.kind !== 'number') return undefined;
  if (end === 'To') return [];
  const [a, b] = [scalarText(from, answers[from.id], ctx), scalarText(to, answers[to.id], ctx)];
  if (!a && !b) return [];
  const name = label(from.labels, ctx.lang).split(/[:：]/)[0]!.trim();
  return [{ item: [name, a && b ? `${a}–${b}` : a || b] }];
}

/**
 * The numbers of a card that print as the company's sentences (ADR 0124): for each field that declares sentences, the
 * first whose numbers are all answered and not said yet, filled in; `said` holds every field a sentence named.
 */
function sentencesOf(
  fields: readonly Field[],
  answers: PagePayload,
  ctx: Ctx,
): { leads: string[]; said: ReadonlySet<string> } {
  const said = new Set<string>();
  const leads: string[] = [];
  for (const field of fields) {
    if (field.kind !== 'number' || !field.sentences || said.has(field.id)) continue;
    const valueOf = (id: string) => {
      const f = fields.find((x) => x.id === id);
      return f && f.kind === 'number' && !said.has(id) ? scalarText(f, answers[id], ctx) : '';
    };
    for (const sentence of field.sentences) {
      const text = label(sentence, ctx.lang);
      const ids = [...text.matchAll(/\{(\w+)\}/g)].map((m) => (m[1] === 'value' ? field.id : m[1]!));
      const values = ids.map(valueOf);
      if (values.some((v) => v === '')) continue;
      const params = Object.fromEntries(ids.map((id, i) => [id === field.id ? 'value' : id, values[i]!]));
      leads.push(format(text, params));
      for (const id of ids) said.add(id);
      break;
    }
  }
  return { leads, said };
}

/**
 * A catalogue page's answers as report blocks, card by card: short answers in a two-column table
 * under the card's heading, long text as paragraphs, tables as tables. Labels come from the
 * declaration in the report's language; a card without answers is left out.
 */
export function pageBlocks(page: PageDeclaration, answers: PagePayload | undefined, ctx: Ctx): ReportBlock[] {
  return anchoredPageBlocks(page, answers, ctx).blocks;
}

/** A provision → the index of the first block that discloses it (the content index points at its page). */
export type Anchors = Record<string, number>;

/** The provisions a field feeds: its own, its details' and its columns'. */
const provisionsOf = (field: Field): string[] => [
  ...(field.provisions ?? []),
  ...(field.kind === 'yesNoNtd' ? (field.details ?? []).flatMap((d) => d.provisions ?? []) : []),
  ...(field.kind === 'table' ? field.columns.flatMap((c) => c.provisions ?? []) : []),
];

/** pageBlocks, with the block where each provision is disclosed (the content index names its page). */
export function anchoredPageBlocks(
  page: PageDeclaration,
  answers: PagePayload | undefined,
  ctx: Ctx,
): { blocks: ReportBlock[]; anchors: Anchors } {
  const anchors: Anchors = {};
  if (!answers) return { blocks: [], anchors };
  const out: ReportBlock[] = [];
  // The comply-or-explain card is the content index's business (an explained provision prints its reason there).
  const measured = measuredOf(page, answers);
  for (const card of page.tabs.flatMap((t) => t.cards).filter((c) => c.id !== 'complyCard')) {
    const shown = card.fields.filter((f) => !ctx.omit?.has(f.id) && measured(f));
    const sentences = sentencesOf(shown, answers, ctx);
    const byField = shown
      .filter((f) => !sentences.said.has(f.id))
      .map((f) => ({ field: f, rendered: rangeItem(f, shown, answers, ctx) ?? renderField(f, answers[f.id], ctx) }));
    const rendered = [
      ...byField.flatMap((x) => x.rendered),
      // A card's figures said as sentences are one paragraph, not a list of one-line paragraphs.
      ...(sentences.leads.length ? [{ lead: joinSentences(sentences.leads, ctx.lang) }] : []),
    ];
    const items = rendered.flatMap((r) => ('item' in r ? [r.item] : []));
    const leads = rendered.flatMap((r): ReportBlock[] => ('lead' in r ? [{ kind: 'p', text: r.lead }] : []));
    // Short answers as "label: value" lines under the card's heading, never an Item / Answer table (ADR 0074); a
    // Yes or No said as a sentence comes first, under the heading.
    const prose = rendered.some((r) => 'blocks' in r && r.blocks.some((b) => b.kind === 'p'));
    const caption = label(card.labels, ctx.lang);
    const first = out.length;
    if (leads.length) out.push({ kind: 'records', caption, records: [] }, ...leads);
    // A card that opens with a captioned table ("Register" over "Climate-related risks and opportunities") is headed
    // by that caption alone: two headings stacked read as the form's card over its field (ADR 0087).
    const opening = rendered[0] && 'blocks' in rendered[0] ? rendered[0].blocks[0] : undefined;
    const captioned = (opening?.kind === 'table' || opening?.kind === 'records') && Boolean(opening.caption);
    if (items.length || (prose && !leads.length && !captioned))
      out.push({
        kind: 'records',
        caption: leads.length ? '' : caption,
        records: items.length ? [{ fields: items }] : [],
      });
    // A field printed as blocks of its own (a paragraph, a table) discloses its provisions there; one printed as a
    // line or a sentence, where the card starts (its heading).
    const at = (code: string, i: number) => (anchors[code] = Math.min(anchors[code] ?? i, i));
    for (const { field, rendered: own } of byField) {
      const start = own.some((r) => !('blocks' in r)) ? first : out.length;
      for (const r of own) if ('blocks' in r) out.push(...r.blocks);
      if (own.length && out.length > first) for (const code of provisionsOf(field)) at(code, start);
    }
    if (sentences.leads.length)
      for (const f of shown.filter((f) => sentences.said.has(f.id))) provisionsOf(f).forEach((c) => at(c, first));
  }
  return { blocks: out, anchors };
}

/**
 * One answered field of a page on its own (a policy printed under its aspect, ADR 0075), with the provisions it and
 * its details feed; nothing when it has no answer.
 */
export function fieldBlocks(
  page: PageDeclaration,
  answers: PagePayload | undefined,
  fieldId: string,
  ctx: Ctx,
): { blocks: ReportBlock[]; provisions: string[] } {
  const field = page.tabs.flatMap((t) => t.cards.flatMap((c) => c.fields)).find((f) => f.id === fieldId);
  if (!field || !answers) return { blocks: [], provisions: [] };
  const rendered = renderField(field, answers[fieldId], ctx);
  const items = rendered.flatMap((r) => ('item' in r ? [r.item] : []));
  // A policy answered No (or not disclosed) is the company's statement (ADR 0124), never the form's question.
  const leads = rendered.flatMap((r): ReportBlock[] => ('lead' in r ? [{ kind: 'p', text: r.lead }] : []));
  const blocks: ReportBlock[] = [
    ...leads,
    ...(items.length ? [{ kind: 'records' as const, caption: '', records: [{ fields: items }] }] : []),
    ...rendered.flatMap((r) => ('blocks' in r ? r.blocks : [])),
  ];
  const provisions = [field, ...(field.kind === 'yesNoNtd' ? (field.details ?? []) : [])].flatMap((f) => [
    ...(f.provisions ?? []),
  ]);
  return { blocks, provisions: blocks.length ? provisions : [] };
}

/** Every HKEX provision a page's fields feed. */
export const pageProvisions = (page: PageDeclaration): string[] => [
  ...new Set(allFields(page).flatMap(({ field }) => [...(field.provisions ?? [])])),
];

export const pageLabel = label;
