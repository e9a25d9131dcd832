import type { RuleSet } from '../vocabulary/ruleSets';
import type { Field, I18nText, TableField } from './types';

/** A Cloudscape container on a tab: a heading and the questions/fields it holds, in order. */
export interface Card {
  id: string;
  labels: I18nText;
  helpKey?: string;
  /** Another page that holds what this card would otherwise ask again (shown as a link under the heading). */
  seeAlso?: { route: string; labels: I18nText };
  fields: readonly Field[];
}

export interface Tab {
  id: string;
  labels: I18nText;
  cards: readonly Card[];
}

/**
 * One step of a page's tutorial (Cloudscape annotation): what it points at and the keys of what it says. A page's
 * steps and their words are written beside it in `<page>.tutorial.ts`; the declaration takes the steps, the web
 * alone the words (ADR 0143).
 */
export interface TutorialStep {
  id: string;
  /** A field or card id of the page. */
  target: string;
  titleKey: string;
  contentKey: string;
}

/** The words of tutorial steps, by their `titleKey` / `contentKey` (each key names one step's words in the app). */
export type TutorialWords = Readonly<Record<string, I18nText>>;

/** Every data-entry page is declared once; schema, renderer, Excel sheet and report read it. */
export interface PageDeclaration {
  /** The spec's page key (e.g. 'anti_corruption'): the last segment of the route. */
  key: string;
  route: string;
  titleKey: string;
  tabs: readonly Tab[];
  /** The tutorial's steps, from `<page>.tutorial.ts` beside the module (ADR 0143); none for a page without one. */
  tutorial?: readonly TutorialStep[];
  /** Only reporting years under these HKEX rule sets have the page (Part D: '2025'); absent = every year. */
  ruleSets?: readonly RuleSet[];
  /**
   * Comply or explain by choice: per provision, a select field (answered / explained / not applicable)
   * and the reason field. 'explained' or 'notApplicable' with a reason makes the provision explained.
   */
  explains?: readonly ExplainChoice[];
}

export interface ExplainChoice {
  provision: string;
  /** A select field of the page on the `disclosureChoices` list. */
  choice: string;
  /** A text field of the page: the company's reason. */
  reason: string;
}

/** Whether a reporting year under `ruleSet` has the page. */
export const pageInRuleSet = (page: Pick<PageDeclaration, 'ruleSets'>, ruleSet: RuleSet) =>
  page.ruleSets === undefined || page.ruleSets.includes(ruleSet);

/** A page's top-level fields in display order (tabs and cards are layout only: the payload is flat). */
export const fieldsOf = (page: PageDeclaration): Field[] => page.tabs.flatMap((t) => t.cards.flatMap((c) => c.fields));

/** A table whose rows last year's can replace on their own (ADR 0089). */
export type CopyableTable = TableField & { copyFromLastYear: { nameColumn: string } };

/** The page's top-level tables that offer last year's rows (the board's members). */
export const copyableTables = (page: PageDeclaration): CopyableTable[] =>
  fieldsOf(page).filter((f): f is CopyableTable => f.kind === 'table' && f.copyFromLastYear !== undefined);

/** Every declared field with its dotted payload path, nested details and table columns included. */
export function allFields(page: PageDeclaration): { field: Field; path: string }[] {
  const out: { field: Field; path: string }[] = [];
  const visit = (field: Field, path: string) => {
    out.push({ field, path });
    if (field.kind === 'yesNoNtd') for (const d of field.details ?? []) visit(d, `${path}.details.${d.id}`);
    if (field.kind === 'table') for (const c of field.columns) visit(c, `${path}.${c.id}`);
  };
  for (const f of fieldsOf(page)) visit(f, f.id);
  return out;
}
