import { createContext, useContext } from 'react';
import type { Language } from '../i18n/languages';
import type { FormIssue } from './issues';

/** What every control of one page form shares: the language, the issues, read-only, and how to change an answer. */
export interface PageFormState {
  lang: Language;
  readOnly: boolean;
  issues: readonly FormIssue[];
  valueAt: (path: string) => unknown;
  change: (path: string, value: unknown) => void;
}

export const PageFormContext = createContext<PageFormState | null>(null);

export function usePageForm(): PageFormState {
  const state = useContext(PageFormContext);
  if (!state) throw new Error('A catalogue field is rendered outside a PageForm');
  return state;
}
