import { useTranslation } from 'react-i18next';
import { defineMessages, registerMessages } from '../../i18n';
import { formatList } from '../../i18n/format';
import { type Language, languageOf } from '../../i18n/languages';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The year's review screens' own words; page titles come from core's catalogue. */
export const ns = registerMessages('workflow', defineMessages(en, { hk, cn }));

/** The screens' words and the reader's language (for field labels from the page declarations). */
export function useWorkflowText() {
  const { t, i18n } = useTranslation(ns);
  const lang: Language = languageOf(i18n.language);
  /** A task's owners as one line, each inactive one marked, listed the language's way. */
  const owners = (list: readonly { name: string; active: boolean }[]) =>
    formatList(
      list.map((o) => (o.active ? o.name : t('ownerInactive', { name: o.name }))),
      lang,
    );
  return { t, lang, owners };
}
