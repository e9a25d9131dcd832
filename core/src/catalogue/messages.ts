import type { Chinese } from '../lib/chinese';
import type { Language } from '../schemas/common';
import { format, type MessageParams } from '../lib/format';

/**
 * Form validation messages in English, the words the API sends. The first block is the spec's list of validation
 * rules, worded as the spec means it; the second holds the generic rules (§5 "generic messages") the declarations can
 * ask for. `{min}` and `{max}` are filled from the params. Their Chinese is in messagesChinese.ts, read only by
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
  missingInput: 'Missing input.',
  missingRate: 'No exchange rate for {rate}: add it under exchange rates.',
  missingSequence: 'Missing sequence.',
  duplicatedSequence: 'Duplicated sequence.',
  incorrectType: 'Incorrect type of input.',
  genderTotals: 'Total of year begin and year end differs from gender totals, please adjust.',

  numberFormat: 'Please enter digits and at most one decimal point.',
  halfWidthDigits: 'Please type the number with half-width digits (12, not １２).',
  // A resource row's month (core schemas/resources.ts Quantity), as the month cells on the web say it.
  quantityTooLong: 'At most 30 characters.',
  wholeNumber: 'Please enter a whole number.',
  dateFormat: 'Please enter a valid date.',
  dateInFuture: 'This date is in the future: please check it.',
  min: 'This field should be at least {min}.',
  max: 'This field cannot be more than {max}.',
  minLength: 'This field is required to be at least {min} characters.',
  maxLength: 'This field cannot be longer than {max} characters.',
  pattern: 'This field does not match the required format.',
  // What any zod rule without a message of its own says (zodRules.ts): the generic messages of the spec's validation rules.
  required: 'This field is required.',
  moreThan: 'This field should be more than {min}.',
  lessThan: 'This field should be less than {max}.',
  minBytes: 'This field is required to be at least {min} bytes.',
  maxBytes: 'This field cannot be more than {max} bytes.',
  minItems: 'Please enter at least {min}.',
  maxItems: 'Please enter at most {max}.',
  number: 'This field should be a number.',
  dateTime: 'This field should be a date and time.',
  notInList: 'Please choose a value from the list.',
  // A page's answer naming a location the year's boundary no longer has (ADR 0155): by the name the answer holds.
  locationNotInBoundary:
    '“{location}” is not in this year’s reporting boundary: choose another location or add it back on Reporting boundaries.',
  maxRows: 'Please enter at most {max} rows.',
  unknownField: 'This field is not part of the form.',
  // What a resource row (environmental pages, Excel import) is refused for beyond its fields' own rules.
  notInBoundary: 'This location is not in the reporting boundary of the year.',
  unknownUnit: 'Unknown unit {unit}.',
  unitCannotMeasure: '{unit} cannot measure this quantity: choose one of the units offered.',
  materialUnit: '{unit} cannot measure a material: use a unit of mass, volume, number of items or area.',
  unknownAirport: 'Unknown airport {code}.',
  bothAirports: 'Give both airports, or neither.',
  airportsForFlights: 'Airports are for flights only.',
  sameAirports: 'A flight lands at another airport than it leaves from.',
  airportCode: 'A three-letter IATA airport code.',
  gasName: 'Name the gas as the GWP table does.',
  factorEither: 'Name a library factor or give your own, not both.',
  unknownGridFactor: 'No electricity factor {factor} in the library.',
  instrumentsExceedUse: 'The instruments cover more than this row’s {mwh} MWh for the year.',
  instrumentMwh: 'The MWh an instrument covers: a number more than 0.',
  intensityUnit: 'A short label such as HKD m, m2, persons.',
  duplicateRow: 'This row is already entered: {row}. Change that row instead of adding it again.',
  flightTrips: 'Count a flight between two airports in trips.',
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
