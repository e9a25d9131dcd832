import i18n from 'i18next';
import { keepCatalogueChinese } from './catalogueText';
import { validationNs } from './validation';

/** A namespace's Traditional (hk) and Simplified (cn) words, keyed as its English. */
export interface ChineseWords<K extends string = string> {
  hk: Record<K, string>;
  cn: Record<K, string>;
}
type Loader = () => Promise<ChineseWords>;

/** Namespaces of the first load whose Chinese has not been fetched yet, and fetches under way. */
const waiting = new Map<string, Loader>();
const underWay = new Set<Promise<void>>();
let appWide: Promise<void> | undefined;
/** Set once hk or cn is first used: from then on a namespace's Chinese is fetched as soon as it registers. */
let inUse = false;

function fetchWords(ns: string, load: Loader): Promise<void> {
  waiting.delete(ns);
  const fetching = load()
    .then(
      (words) => {
        i18n.addResourceBundle('hk', ns, words.hk);
        i18n.addResourceBundle('cn', ns, words.cn);
      },
      (error: unknown) => {
        waiting.set(ns, load); // fetched again by the next loadChinese
        throw error;
      },
    )
    .finally(() => underWay.delete(fetching));
  underWay.add(fetching);
  return fetching;
}

/**
 * A namespace in the signed-in first load keeps its Chinese in a chunk of its own (docs/decisions/0084-first-load.md):
 * fetched with the app-wide words when hk or cn is used, at once if one already is.
 */
export function registerChinese(ns: string, load: Loader): void {
  if (inUse)
    fetchWords(ns, load).catch(() => undefined); // a failure is met again by loadChinese (chineseReady)
  else waiting.set(ns, load);
}

function fetchAppWide(): Promise<void> {
  appWide ??= import('./chinese').then(
    ({ CHINESE }) => {
      for (const lng of ['hk', 'cn'] as const) {
        i18n.addResourceBundle(lng, 'common', CHINESE.common[lng]);
        i18n.addResourceBundle(lng, validationNs, CHINESE.validation[lng]);
      }
      keepCatalogueChinese(CHINESE.catalogue);
    },
    (error: unknown) => {
      appWide = undefined; // tried again next time
      throw error;
    },
  );
  return appWide;
}

/**
 * Every Chinese word the app has registered so far — the app-wide ones (chinese.ts: `common`, `validation`, the
 * message catalogue) and each first-load namespace's — before hk or cn becomes current: an English reader's first
 * load carries none of them. A failed fetch is tried again on the next call.
 */
export async function loadChinese(): Promise<void> {
  inUse = true;
  await Promise.all([fetchAppWide(), ...[...waiting].map(([ns, load]) => fetchWords(ns, load)), ...underWay]);
}

/** Before a lazily loaded page renders: the Chinese its chunk registered, once a Chinese language is in use. */
export const chineseReady = (): Promise<void> => (inUse ? loadChinese() : Promise.resolve());
