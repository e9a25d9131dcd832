import type { CatalogueMessageKey } from './messages';

/** Text in the three interface languages (the spec's languages): en, hk (Traditional), cn (Simplified). */
export interface I18nText {
  en: string;
  hk: string;
  cn: string;
}

export const text = (en: string, hk: string, cn: string): I18nText => ({ en, hk, cn });

/** One value of a reference list with its labels in the three languages. */
export const option = (value: string, en: string, hk: string, cn: string): ListOption => ({
  value,
  labels: text(en, hk, cn),
});

/**
 * Rules the schema enforces. `min`/`max` are decimal strings for number fields (compared exactly),
 * so a declaration never depends on binary floating point.
 */
export interface Validation {
  required?: boolean;
  min?: string;
  max?: string;
  minLength?: number;
  maxLength?: number;
  /** A regular expression source, anchored by the engine. */
  pattern?: string;
  integer?: boolean;
  /** Numbers are non-negative unless a field says otherwise (the spec's validation rules: digits and one decimal point). */
  allowNegative?: boolean;
  minItems?: number;
  maxItems?: number;
  /** Replaces the generic message of an empty list with one of the spec's (e.g. 'selectFocusArea'). */
  emptyMessage?: CatalogueMessageKey;
  /** A date that has happened (a committee's establishment): one after today is refused. */
  notFuture?: boolean;
}

interface FieldBase {
  /** Unique within a page (details and table columns included): formulas and issue paths use it. */
  id: string;
  labels: I18nText;
  /** A unit type of the unit catalogue ('energy', 'volume', 'currency', …). */
  unitType?: string;
  validation?: Validation;
  /** HKEX provision codes (hkex-c2-catalogue.csv) this field's answer reports. */
  provisions?: readonly string[];
  helpKey?: string;
  tutorialKey?: string;
  /** Personal data (a person's e-mail address): collected for the product's own use, never printed in the report. */
  personal?: boolean;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  /** Derived: computed by the formula evaluator, never typed in. */
  formula?: string;
  /**
   * A rate or average of a derived field is "not entered" (left out, never 0) until every input
   * its formula reads was answered (docs/decisions/0069); a total counts unanswered inputs as 0.
   */
  needsEveryInput?: boolean;
  /**
   * In a table: the column holding the unit this value is in; the report prints "185 tCO₂e" and not the unit on a
   * line of its own (docs/decisions/0091).
   */
  unitColumn?: string;
  /**
   * A value Part D also prints in its own tables (a target's base and target values, a Scope 3 estimate): the report
   * prints it everywhere as a computed figure, to four significant digits (docs/decisions/0075), so one figure reads
   * the same on every page ("185.0", never "185" beside it).
   */
  asFigure?: boolean;
  /**
   * How the report writes the answer, as the company's sentence rather than the form's "label: value" line
   * (docs/decisions/0124): `{value}` is this answer, `{<id>}` another number of the same card. The first sentence
   * whose numbers are all answered is printed, and the numbers it names are not printed again.
   */
  sentences?: readonly I18nText[];
}
export interface TextField extends FieldBase {
  kind: 'text' | 'longText';
  /**
   * The company writes it in English and Traditional Chinese (Simplified derived unless overridden): a
   * top-level answer only (docs/decisions/0096-bilingual-answers.md).
   */
  translatable?: boolean;
  /**
   * A long text that names things rather than says them (what the year's capital was deployed to): the report prints
   * it as its card's line "label: answer", never as a paragraph of its own that reads as a fragment after the card's
   * sentences (docs/decisions/0124).
   */
  asItem?: boolean;
}
export interface DateField extends FieldBase {
  kind: 'date';
}
export interface SelectField extends FieldBase {
  kind: 'select' | 'multiSelect';
  /** The name of a reference list (lists.ts, or supplied at run time for tenant data). */
  list: string;
  /**
   * What each option says in the company's report, as a sentence (docs/decisions/0091): a choice that answers a
   * question ("Is an internal carbon price used?") prints as the company's statement, never as the question and "No".
   */
  statements?: Readonly<Record<string, I18nText>>;
}

export type ScalarField = NumberField | TextField | DateField | SelectField;

/** Repeating rows ("details"): at least `minRows` rows, optional unique and sequence columns. */
export interface TableField extends FieldBase {
  kind: 'table';
  columns: readonly ScalarField[];
  minRows?: number;
  maxRows?: number;
  /** Columns whose combination must not repeat ('Duplicated item or missing input.'). */
  uniqueBy?: readonly string[];
  /** A whole-number column that must run 1..n without gaps or repeats. */
  sequenceColumn?: string;
  /**
   * Last year's rows can be copied into this year's table on their own, whatever else the page holds
   * (the board's members): `nameColumn` names a row where the offer lists what it copies (ADR 0089).
   */
  copyFromLastYear?: { nameColumn: string };
}

export interface AddressListField extends FieldBase {
  kind: 'addressList';
  maxRows?: number;
}

/** Twelve monthly values per row; a row is keyed by one value of each named reference list. */
export interface MonthlyGridField extends FieldBase {
  kind: 'monthlyGrid';
  rowKeys: Readonly<Record<string, string>>;
  maxRows?: number;
}

/** Yes (1) / No (0) / Not to disclose (-1); a reason under -1, the details under 1. */
export interface YesNoNtdField extends FieldBase {
  kind: 'yesNoNtd';
  details?: readonly DetailField[];
  /**
   * What a Yes and a No say in the company's report, as a sentence (docs/decisions/0087): a report never prints the
   * form's question and "Yes". `notDisclosed` says a Not to disclose with its `{reason}` (docs/decisions/0124).
   */
  statements?: { yes: I18nText; no: I18nText; notDisclosed?: I18nText };
}

export type DetailField = ScalarField | TableField | AddressListField;
export type CollectionField = TableField | AddressListField | MonthlyGridField;
export type Field = ScalarField | CollectionField | YesNoNtdField;
export type FieldKind = Field['kind'];

/** One value of a reference list: a stable key (stored, exported) and its labels (display only). */
export interface ListOption {
  value: string;
  labels: I18nText;
}
