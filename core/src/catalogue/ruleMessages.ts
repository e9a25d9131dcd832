import { format, type MessageParams } from '../lib/format';

/**
 * The catalogue's messages that any field's own rules say (the spec's generic rules, §5, and "Missing input.") and a
 * resource row's checks: what every group's request parsing and the resource rows can send. The page forms' messages
 * and the review's are in messages.ts, which holds these too; a group without page forms bundles these alone
 * (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */
export const RULE_MESSAGES = {
  missingInput: 'Missing input.',
  incorrectType: 'Incorrect type of input.',
  numberFormat: 'Please enter digits and at most one decimal point.',
  halfWidthDigits: 'Please type the number with half-width digits (12, not １２).',
  // A resource row's month (core schemas/resources.ts Quantity), as the month cells on the web say it.
  quantityTooLong: 'At most 30 characters.',
  wholeNumber: 'Please enter a whole number.',
  dateFormat: 'Please enter a valid date.',
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
} as const satisfies Record<string, string>;

export type RuleMessageKey = keyof typeof RULE_MESSAGES;

/** The English message of a field's rule, its `{param}` placeholders filled (messages.ts `messageText` for any key). */
export const ruleText = (key: RuleMessageKey, params: MessageParams = {}): string => format(RULE_MESSAGES[key], params);

const KEY_BY_ENGLISH = new Map<string, RuleMessageKey>(
  Object.entries(RULE_MESSAGES).map(([key, en]) => [en, key as RuleMessageKey]),
);

/** The key of a parameterless English message of a field's rule (messages.ts `keyOfMessage` for any message). */
export const keyOfRuleMessage = (english: string): RuleMessageKey | undefined => KEY_BY_ENGLISH.get(english);
