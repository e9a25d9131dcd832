import i18next, { type i18n as I18n } from 'i18next';
import { keepCatalogueChinese } from './catalogueText';
import type { ChineseLanguage } from './languages';
import { validationNs } from './validation';
/** Fetches a namespace's words in one Chinese language, keyed as its English. */
export type ChineseLoader = (language: ChineseLanguage) => Promise<Record<string, string>>;

/**
 * The Chinese words of an i18next instance, each language fetched apart when it is first used
 * (docs/decisions/0084-first-load.md): an English reader's first load carries none of them, a Traditional reader's
 * none of the Simplified. The app has one (below); a test makes its own.
 */
export function chineseWordsOf(i18n: I18n) {
  /** Namespaces whose Chinese is fetched apart; their fetches by `language:namespace`. */
  const registered = new Map<string, ChineseLoader>();
  const fetches = new Map<string, Promise<void>>();
  /** The Chinese languages used so far: a namespace registered later is fetched in each at once. */
  const inUse = new Set<ChineseLanguage>();
  let shared: Promise<void> | undefined;

  function fetchWords(language: ChineseLanguage, ns: string, load: ChineseLoader): Promise<void> {
    const key = `${language}:${ns}`;
    let fetching = fetches.get(key);
    if (!fetching) {
      fetching = load(language).then(
        (words) => {
          i18n.addResourceBundle(language, ns, words);
        },
        (error: unknown) => {
          fetches.delete(key); // fetched again by the next loadChinese
          throw error;
        },
      );
      fetches.set(key, fetching);
    }
    return fetching;
  }

  /** `validation` and the message catalogue: both languages in one small chunk (chinese.ts). */
  function fetchShared(): Promise<void> {
    shared ??= import('./chinese').then(
      ({ CHINESE }) => {
        for (const language of ['hk', 'cn'] as const)
          i18n.addResourceBundle(language, validationNs, CHINESE.validation[language]);
        keepCatalogueChinese(CHINESE.catalogue);
      },
      (error: unknown) => {
        shared = undefined;
        throw error;
      },
    );
    return shared;
  }

  /** A namespace whose Chinese is fetched apart: in each Chinese language already used at once, else when it is. */
  function registerChinese(ns: string, load: ChineseLoader): void {
    registered.set(ns, load);
    for (const language of inUse) fetchWords(language, ns, load).catch(() => undefined); // met again by chineseReady
  }

  /** Every word registered so far in one Chinese language, before it becomes current; a failed fetch is tried again. */
  async function loadChinese(language: ChineseLanguage): Promise<void> {
    inUse.add(language);
    await Promise.all([fetchShared(), ...[...registered].map(([ns, load]) => fetchWords(language, ns, load))]);
  }

  /** Before a lazily loaded page renders: the Chinese its chunk registered, in each Chinese language used so far. */
  const chineseReady = (): Promise<unknown> => Promise.all([...inUse].map(loadChinese));

  return { registerChinese, loadChinese, chineseReady };
}

/** The app's: `common` and the first load's namespaces (registerMessagesChineseApart) register here. */
const app = chineseWordsOf(i18next);
app.registerChinese('common', (language) =>
  language === 'hk' ? import('./commonHk').then((m) => m.hk) : import('./commonCn').then((m) => m.cn),
);
export const { registerChinese, loadChinese, chineseReady } = app;
