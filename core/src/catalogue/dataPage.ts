import type { Privilege } from '../vocabulary/privileges';
import type { ResourceType } from '../vocabulary/resourceTypes';
import type { CatalogueIssue } from './issues';
import type { PageDeclaration } from './page';
import type { I18nText } from './types';
import type { PagePayload } from './values';

/** The sidebar sections that hold data pages (docs/decisions/0080-the-data-page-module.md). */
export type DataPageGroup = 'background' | 'environmental' | 'climate' | 'social' | 'miscellaneous';

/**
 * What the page's screen is: the catalogue form of the year (with a custom panel under it, named
 * here and drawn by the web's feature that owns it), or resource rows of these types with the
 * page's narrative form beside them.
 */
export type PageScreen =
  | {
      kind: 'form';
      panel?:
        | 'boardQuestionnaire'
        | 'stakeholderLinks'
        | 'regionalTurnover'
        | 'fatalitySeries'
        | 'climateMetrics'
        | 'supplierRequests';
    }
  | { kind: 'resourceRows'; types: readonly ResourceType[] };

/** The reporting year a year rule sees: its dates. */
export interface PeriodDates {
  financialYearStartDate: string;
  financialYearEndDate: string;
}

export interface YearRuleInput {
  values: PagePayload;
  period: PeriodDates;
  /** The previous reporting year's answers on the same page. */
  lastYear?: PagePayload;
}

/** Rules across a page's answers that a field's declaration cannot state (each answer is declared alone). */
export interface PageRules {
  /** Across the page's own answers only: the web runs them before saving, the API on save. */
  form?: (values: PagePayload) => CatalogueIssue[];
  /** Across the page and its year (the period's dates, last year's answers): the API on save. */
  year?: (input: YearRuleInput) => CatalogueIssue[];
  /** What a copy from last year must not carry over. */
  copy?: (values: PagePayload, period: PeriodDates) => PagePayload;
  /** What the page shows before its first save, from the company and the year (entered once, shown everywhere). */
  unsaved?: (input: {
    /** The company as onboarding or registration entered it; `language` is its language (en, hk, cn). */
    company?: { name: string; nameZh?: string; language: string };
    period: PeriodDates;
  }) => PagePayload;
}

/**
 * How a spec call names the reporting year: `year` the year end in the path (`/comp/info/{year}`),
 * `bodyYear` in the body (`PUT /comp/info`), `period` the company period's id in the path
 * (`/dev-train/{id}`, ADR 0025), `bodyPeriod` in the body (`PUT /employee/batch`).
 */
export type SpecYear = 'year' | 'bodyYear' | 'period' | 'bodyPeriod';

/**
 * A call of the product spec that reads or saves this page's data under its own name. It is the
 * page-data API under another address: the same item, rules, audit, 423 and 409
 * (core/src/contract/pageAliases.ts builds the routes from these, docs/spec-coverage.md lists them).
 */
export interface SpecCall {
  /** The contract's route id (it also names the API Gateway route resource: never rename). */
  id: string;
  method: 'GET' | 'PUT';
  /** Full path with the `/api` prefix. */
  path: string;
  /** The spec's own wording of the call. */
  spec: string;
  year: SpecYear;
  /** A PUT that saves only these top-level fields (ADR 0028); absent: the whole page. */
  part?: readonly string[];
}

/** A data-entry page: its declaration and everything else about it, in one module (ADR 0080). */
export interface DataPage extends PageDeclaration {
  title: I18nText;
  nav: { group: DataPageGroup; write: Privilege };
  screen: PageScreen;
  rules?: PageRules;
  specCalls: readonly SpecCall[];
}

/** What a page's own rules run over: its declaration and, when it has them, its rules (a data page's module). */
export type RuledPage = PageDeclaration & Pick<DataPage, 'rules'>;

/** Company data pages: every company role reads them; entering data needs company:write. */
export const COMPANY_WRITE = 'company:write' satisfies Privilege;
