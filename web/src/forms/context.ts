import { createContext, useContext } from 'react';
import type { Language } from '../i18n/languages';
import type { FormIssue } from './issues';
import type { Option } from './listOptions';

/** What every control of one page form shares: the language, the issues, read-only, and how to change an answer. */
export interface PageFormState {
  lang: Language;
  /** The company's language: what an answer saved in one language is (ADR 0096). */
  companyLanguage: Language;
  readOnly: boolean;
  issues: readonly FormIssue[];
  valueAt: (path: string) => unknown;
  change: (path: string, value: unknown) => void;
  /** Payload paths of the optional fields the company hid (its field configuration): not rendered. */
  hidden: ReadonlySet<string>;
  /** Last reporting year's answer at a path, when there was a last year. */
  lastYearAt: (path: string) => unknown;
  /** The tutorial hotspot id of a field or card the page's tutorial points at. */
  hotspotOf: (target: string) => string | undefined;
  /** The options of a named list where they are known (reference lists, lists supplied at run time). */
  optionsOf: (list: string) => Option[] | undefined;
  /** Where the page's evidence lives: each top-level field gets its paper clip. */
  evidence?: { page: string; year: string };
}

export const PageFormContext = createContext<PageFormState | null>(null);

export function usePageForm(): PageFormState {
  const state = useContext(PageFormContext);
  if (!state) throw new Error('A catalogue field is rendered outside a PageForm');
  return state;
}
