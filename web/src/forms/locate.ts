import type { PageDeclaration } from '@esg/core/catalogue/page';
import { ADDRESS_PARTS } from '@esg/core/catalogue/addressParts';
import type { Field, I18nText } from '@esg/core/catalogue/types';
import type { TextLanguage } from '@esg/core/catalogue/bilingual';
import type { Language } from '../i18n/languages';

/** Interface words for the parts of a path that no declaration labels. */
export interface PathWords {
  row: (n: number) => string;
  reason: string;
  /** A translatable answer's languages, as its text areas are labelled (ADR 0096). */
  language: Record<TextLanguage, string>;
}

const isTextLanguage = (segment: string): segment is TextLanguage => ['en', 'hk', 'cn'].includes(segment);

export interface IssuePlace {
  /** The tab holding the field, so the summary can open it. */
  tabId?: string;
  /** 'Locations in scope › Row 2 › Name': where the issue is, in the interface language. */
  label: string;
}

/** Where a payload path points on the page, for the summary at the top of the form. */
export function placeOf(page: PageDeclaration, path: string, lang: Language, words: PathWords): IssuePlace {
  const [top, ...rest] = path.split('.');
  const tab = page.tabs.find((t) => t.cards.some((c) => c.fields.some((f) => f.id === top)));
  const field = tab?.cards.flatMap((c) => c.fields).find((f) => f.id === top);
  if (!field) return { tabId: tab?.id, label: path };
  const parts: string[] = [];
  const name = (labels: I18nText) => parts.push(labels[lang]);
  let current: Field | undefined = field;
  name(field.labels);
  for (let i = 0; i < rest.length && current; i++) {
    const segment = rest[i]!;
    // A translatable text's language ends the path (`boardOversight.hk`): the summary names which one is wrong.
    if (i === rest.length - 1 && isTextLanguage(segment) && current.kind !== 'table') {
      parts.push(words.language[segment]);
      continue;
    }
    if (/^\d+$/.test(segment)) {
      if (current.kind === 'table' || current.kind === 'addressList') parts.push(words.row(Number(segment) + 1));
      continue;
    }
    if (current.kind === 'yesNoNtd') {
      if (segment === 'reason') parts.push(words.reason);
      if (segment === 'details') {
        const detail: Field | undefined = current.details?.find((d) => d.id === rest[i + 1]);
        if (detail) name(detail.labels);
        current = detail;
        i++;
      }
      continue;
    }
    if (current.kind === 'table' || current.kind === 'addressList') {
      const columns: readonly Field[] = current.kind === 'table' ? current.columns : ADDRESS_PARTS;
      const column = columns.find((c) => c.id === segment);
      if (column) name(column.labels);
      current = column;
    }
  }
  return { tabId: tab?.id, label: parts.join(' › ') };
}

/** The id a control gets from its path: the summary focuses it, the FormField labels it. */
export const controlIdOf = (path: string) => `field-${path.replace(/\./g, '-')}`;
