/** A message's parameters: what its `{name}` placeholders stand for. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The one placeholder syntax of core's messages (catalogue, validation, forms, Excel, report): `{name}`, filled from
 * `params`; a placeholder without a value stays as written, so a missing parameter shows instead of vanishing.
 */
export const format = (text: string, params: MessageParams = {}): string =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));

/** Chinese lists are joined with the enumeration comma "、", English ones with ", " (ADR 0074): one rule for every screen, mail and edition. */
export const listSeparator = (lang: string): string => (lang === 'en' ? ', ' : '、');

/** Items as a list in `lang` (anything but Chinese reads as English). */
export const joinList = (items: readonly (string | number)[], lang: string): string => items.join(listSeparator(lang));

/** A text with an aside in parentheses: "Emissions (tCO₂e)" in English, full-width "排放量（噸二氧化碳當量）" in Chinese. */
export const withAside = (text: string, aside: string | number, lang: string): string =>
  lang === 'en' ? `${text} (${aside})` : `${text}（${aside}）`;

/** What joins a place to what is said of it: ": " in English, the full-width "：" with no space after it in Chinese. */
export const placeSeparator = (lang: string): string => (lang === 'en' ? ': ' : '：');

/**
 * A place and what is said of it — an error at its field, row or cell, a label and its value — as one text: "Row 3:
 * Required." in English, "第 3 行：必須填寫。" in Chinese. Every screen, export and edition that joins them does it here.
 */
export const withPlace = (place: string, text: string, lang: string): string =>
  `${place}${placeSeparator(lang)}${text}`;

/** Clauses (what is missing, where each figure comes from) as one run: "; " between them in English, "；" in Chinese. */
export const joinClauses = (items: readonly string[], lang: string): string => items.join(lang === 'en' ? '; ' : '；');

/** Sentences as one paragraph: a space between them in English, none after a Chinese full stop. */
export const joinSentences = (items: readonly string[], lang: string): string => items.join(lang === 'en' ? ' ' : '');

/**
 * A text that opens a table cell, capitalised as a cell's first word is ("Diesel in generators and boilers"): a
 * factor's name is written to sit inside a sentence ("… for diesel in generators and boilers"), so its first letter is
 * lower case (ADR 0086 amended). Chinese, and a text already capitalised, stay as they are.
 */
export const cellStart = (text: string): string => text.replace(/^[a-z]/, (first) => first.toUpperCase());
