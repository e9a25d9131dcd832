import type { Chinese } from '../lib/chinese';
import type { Language } from '../schemas/common';
import { format, type MessageParams } from '../lib/format';
import { RULE_MESSAGES } from './ruleMessages';

/**
 * Form validation messages in English, the words the API sends: the spec's list of validation rules for the page forms,
 * worded as the spec means it, with the generic rules (§5 "generic messages") the declarations can ask for and a
 * resource row's checks (ruleMessages.ts), and the review's checks. `{min}` and `{max}` are filled from the params. Their Chinese is in messagesChinese.ts, read only by
 * the web and the Excel error workbook (docs/decisions/0142-a-lambda-carries-what-it-runs.md); the web translates by key.
 */
export const CATALOGUE_MESSAGES = {
  chooseYesNo: 'Please choose Yes, No or Not to disclose and fill related info.',
  ntdReason: 'Please state the reason for not disclosing.',
  fillUnderYes: 'Please fill the fields under Yes.',
  addDetail: 'Please add at least one detail.',
  missingInDetails: 'Missing input in details.',
  addAddress: 'Please add at least one address.',
  selectFocusArea: 'Please select at least one focus area.',
  selectChannelActivity: 'Please select at least one channel and one activity.',
  duplicatedOrMissing: 'Duplicated item or missing input.',
  missingRate: 'No exchange rate for {rate}: add it under exchange rates.',
  missingSequence: 'Missing sequence.',
  duplicatedSequence: 'Duplicated sequence.',
  genderTotals: 'Total of year begin and year end differs from gender totals, please adjust.',
  // The generic rules' messages and a resource row's (ruleMessages.ts).
  ...RULE_MESSAGES,
  dateInFuture: 'This date is in the future: please check it.',
  // A page's answer naming a location the year's boundary no longer has (ADR 0155): by the name the answer holds.
  locationNotInBoundary:
    '“{location}” is not in this year’s reporting boundary: choose another location or add it back on Reporting boundaries.',
  maxRows: 'Please enter at most {max} rows.',
  // The checks a page's submission for review runs (docs/decisions/0102-the-years-review-workflow.md).
  // The report's own gaps (domain/reports/readiness.ts), named by the Code's reference and title (ADR 0134).
  provisionUnexplained:
    '{reference} {title} is neither disclosed in the report nor explained: enter the figure or answer, or explain why not.',
  provisionEmpty:
    '{reference} {title} is mandatory and empty in the report: enter the figure or answer (it cannot be explained).',
  factorUnitMismatch: 'Emission factor {factor} is per {to}, which {from} cannot be converted to.',
  distanceMissing: 'A vehicle row has no distance entered.',
} as const satisfies Record<string, string>;

export type CatalogueMessageKey = keyof typeof CATALOGUE_MESSAGES;
export type { MessageParams };

/** Whether an issue's `messageKey` (or a catalogue form's `code`) names a message of the catalogue. */
export const isCatalogueKey = (key: string | undefined): key is CatalogueMessageKey =>
  key !== undefined && Object.hasOwn(CATALOGUE_MESSAGES, key);

/** The English message the API sends, its `{param}` placeholders filled. */
export const messageText = (key: CatalogueMessageKey, params: MessageParams = {}): string =>
  format(CATALOGUE_MESSAGES[key], params);

/** The catalogue's Chinese, keyed as its English (messagesChinese.ts). */
export type CatalogueChinese = Readonly<Record<CatalogueMessageKey, Chinese>>;

/**
 * The message in one language with its `{param}` placeholders filled, from the Chinese table given: core passes its
 * own (messagesChinese.ts); the web passes the one it loads with a Chinese language and reads English until then
 * (docs/decisions/0084-first-load.md).
 */
export function messageWith(
  chinese: CatalogueChinese | undefined,
  key: CatalogueMessageKey,
  lang: Language,
  params: MessageParams = {},
): string {
  if (lang === 'en' || !chinese) return format(CATALOGUE_MESSAGES[key], params);
  return format(chinese[key][lang], paramsIn(lang, params));
}

/**
 * A parameter the API gives in each language (`title`, `titleHk`, `titleCn`: the Code's wording of a provision, ADR
 * 0134) reads in the message's language; every language's message names it alike (`{title}`).
 */
const paramsIn = (lang: Exclude<Language, 'en'>, params: MessageParams): MessageParams =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, params[k + (lang === 'hk' ? 'Hk' : 'Cn')] ?? v]));

const KEY_BY_ENGLISH = new Map<string, CatalogueMessageKey>(
  Object.entries(CATALOGUE_MESSAGES).map(([key, en]) => [en, key as CatalogueMessageKey]),
);

/** The key of a parameterless English message: lets a client translate an API message it received. */
export const keyOfMessage = (english: string): CatalogueMessageKey | undefined => KEY_BY_ENGLISH.get(english);
