import type { CatalogueIssue } from './issues';
import { explainsProvision } from './explainedChoice';
import { messageText } from './messages';
import type { PageDeclaration } from './page';
import type { PagePayload } from './values';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Comply or explain by choice (HKEX Part D, Social B1–B8: any page declaring `explains`): a provision
 * marked explained or not applicable needs the company's reason; an answered one needs none.
 */
export const explainIssues = (page: PageDeclaration, values: PagePayload): CatalogueIssue[] =>
  (page.explains ?? []).flatMap((e) =>
    explainsProvision(values[e.choice]) && blank(values[e.reason])
      ? [{ path: e.reason, code: 'missingInput', message: messageText('missingInput') }]
      : [],
  );
