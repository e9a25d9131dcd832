import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { dataPageEntry } from '@esg/core/pages/pageIndex';
import type { Language } from '@esg/core/schemas/common';
import { ApiError } from '../../../api/errors';
import { errorText } from '../../../i18n/errorText';
import { languageOf } from '../../../i18n/languages';
import { AppLink } from '../../../ui/AppLink';
import { ns } from '../i18n';

interface Untranslated {
  page: string;
  field: string;
  item?: Partial<Record<Language, string>>;
}

/** The pages a 422 TRANSLATION_MISSING names (ADR 0097, 0137), each once, with its rows where the text is a row's. */
function untranslatedPages(error: unknown): Map<string, { count: number; items: Untranslated['item'][] }> {
  const pages = new Map<string, { count: number; items: Untranslated['item'][] }>();
  if (!(error instanceof ApiError) || error.code !== 'TRANSLATION_MISSING') return pages;
  const list = error.body?.data?.untranslated;
  for (const u of Array.isArray(list) ? (list as Untranslated[]) : []) {
    const entry = pages.get(u.page) ?? { count: 0, items: [] };
    entry.count += 1;
    if (u.item) entry.items.push(u.item);
    pages.set(u.page, entry);
  }
  return pages;
}

/**
 * A refused report or pack request in the reader's language (the API's message key, never its English text); a
 * final edition refused for a missing translation lists the pages to translate on — each linked, by its title, with
 * how many of its texts lack the language, and the rows a row's text belongs to — so the refusal is not a dead end.
 */
export function RefusalAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation(ns);
  const language: Language = languageOf(i18n.language);
  const pages = untranslatedPages(error);
  return (
    <Alert type="error">
      {errorText(t, error)}
      {pages.size > 0 && (
        <ul aria-label={t('untranslatedTitle')}>
          {[...pages].map(([route, { count, items }]) => {
            const title = dataPageEntry(route)?.title[language] ?? t('untranslatedOtherPage');
            return (
              <li key={route}>
                <AppLink href={route}>{title}</AppLink> {t('untranslatedCount', { count })}
                {items.length > 0 && (
                  <ul>
                    {items.map((item, i) => (
                      <li key={i}>{item?.[language] ?? item?.en}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Alert>
  );
}
