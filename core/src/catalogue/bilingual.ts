import { addressTable } from './addressParts';
import { fieldsOf, type PageDeclaration } from './page';
import type { DetailField, Field, TableField, TextField } from './types';
import type { BilingualText, FieldValue, PagePayload, TableRow, YesNoValue } from './values';

export type { BilingualText } from './values';

/** The report's languages: English, Traditional Chinese (Hong Kong), Simplified Chinese. */
export type TextLanguage = 'en' | 'hk' | 'cn';
/** The languages a company types; Simplified is derived from Traditional unless overridden (ADR 0096). */
export const TYPED_LANGUAGES = ['en', 'hk'] as const;
export type TypedLanguage = (typeof TYPED_LANGUAGES)[number];

export const isBilingual = (v: unknown): v is BilingualText =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && ('en' in v || 'hk' in v || 'cn' in v);

const filled = (s: unknown): s is string => typeof s === 'string' && s.trim() !== '';
// Built when read: a pattern with a Unicode property is bundled as a constructor call, which stays in every bundle
// importing this module, though most read names without telling a text's language.
const latinLetters = () => /\p{Script=Latin}/gu;
const hanCharacters = () => /\p{Script=Han}/gu;

/**
 * A stored answer read as both languages. A plain string is an answer saved before translations
 * (or by a client that sends one language): it is the version of the language it is written in
 * (`textLanguage`), read as such (ADR 0096: migrated at read time, never rewritten in place).
 */
export function bilingualOf(v: unknown, companyLang: TextLanguage): BilingualText | undefined {
  if (isBilingual(v)) {
    return {
      en: typeof v.en === 'string' ? v.en : '',
      hk: typeof v.hk === 'string' ? v.hk : '',
      ...(filled(v.cn) ? { cn: v.cn } : {}),
      ...(v.stale === 'en' || v.stale === 'hk' ? { stale: v.stale } : {}),
    };
  }
  if (!filled(v)) return undefined;
  return { en: '', hk: '', [textLanguage(v, companyLang)]: v };
}

/**
 * The language a one-language text is written in (ADR 0121), whatever the company's language: with any Chinese
 * character it is Chinese, else with Latin letters English — an English name a one-language client of a
 * Chinese-speaking company sends is its English, not a Chinese version the English edition would mark untranslated;
 * text of neither (figures, codes) is the company's language.
 */
export function textLanguage(text: string, companyLang: TextLanguage): TextLanguage {
  // Chinese prose names English companies and brands ("歡迎聯絡 Acme Holdings Ltd 可持續發展部"): any Chinese makes it Chinese.
  if (text.match(hanCharacters())) return companyLang === 'en' ? 'hk' : companyLang;
  return text.match(latinLetters()) ? 'en' : companyLang;
}

/** The typed languages a translatable answer lacks (none while it is wholly empty: nothing to translate). */
export function missingLanguages(b: BilingualText | undefined): TypedLanguage[] {
  if (!b || (!filled(b.en) && !filled(b.hk) && !filled(b.cn))) return [];
  return TYPED_LANGUAGES.filter((l) => !filled(b[l]));
}

/**
 * The editions that will print without a translatable answer (ADR 0096 amended): English and Traditional print what
 * was typed, Simplified its override, else the Traditional converted — nothing is converted to Traditional, so a text
 * typed in Simplified only is missing from the English and the Traditional editions. None while it is wholly empty.
 */
export function missingEditions(b: BilingualText | undefined): TextLanguage[] {
  if (!b || !anyText(b)) return [];
  return (['en', 'hk', 'cn'] as const).filter((l) => editionText(b, l, (hk) => hk) === undefined);
}

/** The editions a translatable answer is missing from, as the form names them together (`translationMissing_…`). */
export type MissingEditions = 'en' | 'hk' | 'en_hk' | 'hk_cn';

export type TranslationState =
  | { state: 'empty' }
  | { state: 'complete' }
  | { state: 'missing'; editions: MissingEditions }
  | { state: 'mayNeedUpdating'; language: TypedLanguage };

/**
 * Both present, some editions without it, or one changed since the other was last edited (the other "may need
 * updating"). The editions are those `missingEditions` names: a Simplified-only text lacks English and Traditional.
 */
export function translationState(b: BilingualText | undefined): TranslationState {
  if (!b || !anyText(b)) return { state: 'empty' };
  const editions = missingEditions(b);
  if (editions.length > 0) return { state: 'missing', editions: editions.join('_') as MissingEditions };
  return b.stale ? { state: 'mayNeedUpdating', language: b.stale } : { state: 'complete' };
}

/**
 * Which language may need updating after an edit: cleared once it is edited itself; set to the other
 * language when only one of them was rewritten (it had text and still has) while the other has text.
 * A first translation or a cleared text flags nothing: the state says "missing" then.
 */
export function staleAfterEdit(prev: BilingualText | undefined, next: BilingualText): TypedLanguage | undefined {
  const changed = TYPED_LANGUAGES.filter((l) => next[l] !== (prev?.[l] ?? ''));
  if (prev?.stale && changed.includes(prev.stale)) return undefined;
  if (changed.length === 0) return prev?.stale;
  const [only] = changed;
  if (changed.length > 1 || !only) return undefined;
  const other = only === 'en' ? 'hk' : 'en';
  const rewritten = !!prev?.[only]?.trim() && !!next[only].trim();
  return rewritten && next[other].trim() ? other : prev?.stale;
}

/**
 * A saved text merged with the stored one (ADR 0096, 0140): a language the save leaves out is kept (unless `keep` is
 * false: a table row's cell comes whole), so typing one language never erases the other; a plain string is the
 * company's language — undefined (store as sent) over a one-language text, merged into a bilingual one. No text in
 * any language is ''. The language that may need updating is set as `staleAfterEdit` says.
 */
export function mergedText(
  given: string | Partial<Pick<BilingualText, 'en' | 'hk' | 'cn'>>,
  before: unknown,
  companyLang: TextLanguage,
  keep = true,
): BilingualText | '' | undefined {
  if (typeof given === 'string' && !isBilingual(before)) return undefined;
  const prev = bilingualOf(before, companyLang);
  const typed = typeof given === 'string' ? { [textLanguage(given, companyLang)]: given } : given;
  const kept = keep ? prev : undefined;
  const next: BilingualText = { en: typed.en ?? kept?.en ?? '', hk: typed.hk ?? kept?.hk ?? '' };
  const cn = typed.cn ?? kept?.cn;
  if (cn?.trim()) next.cn = cn;
  const stale = staleAfterEdit(prev, next);
  if (stale) next.stale = stale;
  return anyText(next) ? next : '';
}

/**
 * The edition's text: English and Traditional as typed; Simplified the override, else converted
 * from the Traditional text (`toSimplified`, server side: core/src/lib/simplified.ts). Undefined
 * when the edition's language is missing.
 */
export function editionText(
  b: BilingualText,
  lang: TextLanguage,
  toSimplified: (hk: string) => string,
): string | undefined {
  if (lang !== 'cn') return filled(b[lang]) ? b[lang] : undefined;
  if (filled(b.cn)) return b.cn;
  return filled(b.hk) ? toSimplified(b.hk) : undefined;
}

/**
 * A translatable name in each language of the interface (ADR 0121): a language not typed reads the one name the
 * lists use (`textOf`); the Simplified, where not typed, the Traditional converted by `toSimplified`.
 */
export function namesIn(stored: unknown, toSimplified: (hk: string) => string): Record<TextLanguage, string> {
  const one = textOf(stored);
  if (!isBilingual(stored)) return { en: one, hk: one, cn: one };
  const hk = editionText(stored, 'hk', toSimplified) ?? one;
  return { en: editionText(stored, 'en', toSimplified) ?? one, hk, cn: editionText(stored, 'cn', toSimplified) ?? hk };
}

/**
 * A translatable answer as one reader sees it on screen: the typed text nearest their language — English, else the
 * Chinese; Traditional, else the Simplified override, else English; the Simplified override, else the Traditional
 * converted by `toSimplified` (Simplified is derived, ADR 0096; the web's loads on first use, `useSimplified`), as
 * typed until it has loaded, else English. '' when no language has text.
 */
export function readerText(
  b: Partial<BilingualText>,
  lang: TextLanguage,
  toSimplified: (hk: string) => string = (hk) => hk,
): string {
  if (lang === 'cn' && !filled(b.cn) && filled(b.hk)) return toSimplified(b.hk);
  const order = lang === 'en' ? [b.en, b.hk, b.cn] : lang === 'hk' ? [b.hk, b.cn, b.en] : [b.cn, b.hk, b.en];
  return order.find(filled) ?? '';
}

/** Any language's text (the rules ask whether a reason was given, not in which language). */
export const anyText = (b: BilingualText): string => [b.en, b.hk, b.cn ?? ''].find(filled) ?? '';

/**
 * Where a translatable answer sits: a field of the page, or a detail under a Yes (a policy's name and
 * text). A table's translatable column is `translatableAnswers`' per row (ADR 0121).
 */
export interface TranslatableSlot {
  field: TextField;
  /** The payload path: `boardOversight`, `emissions.details.emissionsDetails`. */
  path: string;
  get: (values: PagePayload) => unknown;
  set: (values: PagePayload, value: FieldValue) => PagePayload;
  /** A table's cell: its table, row and column (ADR 0121). */
  cell?: { table: string; row: number; column: string };
}

const isText = (f: { kind: string }): f is TextField => f.kind === 'text' || f.kind === 'longText';
const slotCache = new WeakMap<PageDeclaration, TranslatableSlot[]>();

/** The page's translatable answers: text fields and Yes details it declares so (ADR 0096). */
export function translatableFields(page: PageDeclaration): TranslatableSlot[] {
  const cached = slotCache.get(page);
  if (cached) return cached;
  const slots = fieldsOf(page).flatMap((f): TranslatableSlot[] => {
    if (isText(f) && f.translatable)
      return [{ field: f, path: f.id, get: (v) => v[f.id], set: (v, x) => ({ ...v, [f.id]: x }) }];
    if (f.kind !== 'yesNoNtd') return [];
    return (f.details ?? []).flatMap((d): TranslatableSlot[] => {
      if (!isText(d) || !d.translatable) return [];
      const yn = (v: PagePayload) => v[f.id] as YesNoValue | undefined;
      return [
        {
          field: d,
          path: `${f.id}.details.${d.id}`,
          get: (v) => yn(v)?.details?.[d.id],
          set: (v, x) => {
            const q = yn(v);
            return q?.details ? { ...v, [f.id]: { ...q, details: { ...q.details, [d.id]: x } } } : v;
          },
        },
      ];
    });
  });
  slotCache.set(page, slots);
  return slots;
}

/** A table's translatable column (a location's name, a risk's description: ADR 0121). */
export interface TranslatableColumn {
  table: TableField;
  column: TextField;
  /** A table under a Yes (a charitable activity, ADR 0136): the question's id. */
  under?: string;
}

const columnCache = new WeakMap<PageDeclaration, TranslatableColumn[]>();

const columnsOf = (t: TableField, under?: string): TranslatableColumn[] =>
  t.columns
    .filter(isText)
    .flatMap((c) => (c.translatable ? [{ table: t, column: c, ...(under ? { under } : {}) }] : []));

/** A table's translatable columns; an address list's parts as the table it is stored as (ADR 0121). */
const rowsOf = (f: Field | DetailField, under?: string): TranslatableColumn[] =>
  f.kind === 'table' ? columnsOf(f, under) : f.kind === 'addressList' ? columnsOf(addressTable(f), under) : [];

/**
 * The translatable columns of the page's top-level tables and address lists, and of those under a Yes (ADR 0121,
 * 0136).
 */
export function translatableColumns(page: PageDeclaration): TranslatableColumn[] {
  const cached = columnCache.get(page);
  if (cached) return cached;
  const columns = fieldsOf(page).flatMap((f) =>
    f.kind === 'yesNoNtd' ? (f.details ?? []).flatMap((d) => rowsOf(d, f.id)) : rowsOf(f),
  );
  columnCache.set(page, columns);
  return columns;
}

/** A translatable column's table in the values, and the values with its rows replaced: top level or under a Yes. */
function tableAt({ table, under }: TranslatableColumn) {
  const question = (v: PagePayload) => (under ? (v[under] as YesNoValue | undefined) : undefined);
  const holder = (v: PagePayload): Record<string, unknown> | undefined => (under ? question(v)?.details : v);
  return {
    path: under ? `${under}.details.${table.id}` : table.id,
    rows: (v: PagePayload): TableRow[] => {
      const rows = holder(v)?.[table.id];
      return Array.isArray(rows) ? (rows as TableRow[]) : [];
    },
    with: (v: PagePayload, rows: TableRow[]): PagePayload => {
      if (!under) return { ...v, [table.id]: rows };
      const q = question(v)!;
      return { ...v, [under]: { ...q, details: { ...q.details, [table.id]: rows } } };
    },
  };
}

/** One cell of a translatable column: `locations.2.name`, read and written in its row. */
function cellSlot(c: TranslatableColumn, row: number): TranslatableSlot {
  const { column } = c;
  const at = tableAt(c);
  return {
    field: column,
    path: `${at.path}.${row}.${column.id}`,
    cell: { table: c.table.id, row, column: column.id },
    get: (v) => at.rows(v)[row]?.[column.id],
    set: (v, x) =>
      at.rows(v)[row]
        ? at.with(
            v,
            at.rows(v).map((r, i) => (i === row ? { ...r, [column.id]: x as TableRow[string] } : r)),
          )
        : v,
  };
}

/**
 * Every translatable answer the values hold: the page's fields and details, and each row's cell of a
 * translatable column (ADR 0121). A cell's path names its row (`locations.2.name`).
 */
export function translatableAnswers(page: PageDeclaration, values: PagePayload): TranslatableSlot[] {
  const cells = translatableColumns(page).flatMap((c) =>
    tableAt(c)
      .rows(values)
      .map((_, i) => cellSlot(c, i)),
  );
  return cells.length ? [...translatableFields(page), ...cells] : translatableFields(page);
}

/** How many of a page's translatable answers (table cells included) lack a language. */
export const missingLanguageCount = (page: PageDeclaration, values: PagePayload, companyLang: TextLanguage) =>
  translatableAnswers(page, values).filter((f) => missingLanguages(bilingualOf(f.get(values), companyLang)).length > 0)
    .length;

/**
 * A cell or answer read as the one name a list needs (the location lists, the board's members in the spec's calls):
 * the English where there is one, else the Chinese (ADR 0121); a plain string as it is.
 */
export const textOf = (v: unknown): string => (typeof v === 'string' ? v : isBilingual(v) ? anyText(v) : '');

/**
 * The page's answers with each translatable answer as one string, `pick`ed from its languages; what
 * rules, the disclosure status and the report read (they compare and print text, not translations).
 */
export function answersAsText(
  page: PageDeclaration,
  values: PagePayload,
  pick: (b: BilingualText, path: string) => string,
  companyLang: TextLanguage,
): PagePayload {
  let out: PagePayload = values;
  for (const f of translatableAnswers(page, values)) {
    const b = bilingualOf(f.get(values), companyLang);
    if (b) out = f.set(out, pick(b, f.path));
  }
  return out;
}

/**
 * Latin text typed where Chinese is expected: more Latin letters than Chinese characters (an acronym
 * such as ESG or HKEX in Chinese prose is not). Flagged on the page, never refused (ADR 0096).
 */
export function mostlyLatin(text: string): boolean {
  const latin = text.match(latinLetters())?.length ?? 0;
  return latin > 0 && latin > (text.match(hanCharacters())?.length ?? 0);
}

/** The answers as rules read them: whether a reason was given, not in which language (ADR 0096). */
export const answersInAnyLanguage = (page: PageDeclaration, values: PagePayload) =>
  answersAsText(page, values, anyText, 'en');

/**
 * What a form sends for its translatable answers: only the languages it changed from the answers it
 * loaded (`stored`), so a save never overwrites the other language another user saved meanwhile; an
 * answer left alone goes back as it was loaded. pageData/translations.ts merges them.
 */
export function changedLanguages(
  page: PageDeclaration,
  values: PagePayload,
  stored: PagePayload,
  companyLang: TextLanguage,
): PagePayload {
  let out: PagePayload = values;
  for (const f of translatableAnswers(page, values)) {
    const now = f.get(values);
    // A cell goes whole, with its row: rows move, so a language left out could meet another row's (ADR 0121).
    if (!isBilingual(now) || f.cell) continue;
    const loaded = f.get(stored);
    const before = bilingualOf(loaded, companyLang) ?? { en: '', hk: '' };
    const sent: Partial<BilingualText> = {};
    for (const l of ['en', 'hk', 'cn'] as const) if ((now[l] ?? '') !== (before[l] ?? '')) sent[l] = now[l] ?? '';
    // An answer left alone goes back as it was loaded.
    if (Object.keys(sent).length === 0 && loaded !== undefined) out = f.set(out, loaded as FieldValue);
    else if (Object.keys(sent).length > 0) out = f.set(out, sent as BilingualText);
  }
  return out;
}
