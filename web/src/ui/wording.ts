import { useEffect, useState } from 'react';

type Convert = (hk: string) => string;

/**
 * A factor's name or source in the reader's language (ADR 0130; the factor library and the climate metrics, ADR 0137):
 * English as typed; in Chinese the library's Chinese — Simplified its override, else the Traditional text converted
 * by `toSimplified` (the same OpenCC conversion the 简体 edition prints, `useSimplified`), else the Traditional as
 * typed until the converter has loaded — else the English marked as missing, as the report falls back to it.
 */
export function wordingIn(
  english: string,
  chinese: { hk?: string; cn?: string },
  language: string,
  toSimplified?: Convert,
): { text: string; lang: string; missing: boolean } {
  if (language !== 'hk' && language !== 'cn') return { text: english, lang: 'en', missing: false };
  const cn = language === 'cn' ? chinese.cn?.trim() : undefined;
  if (cn) return { text: cn, lang: 'zh-CN', missing: false };
  const hk = chinese.hk?.trim();
  if (!hk) return { text: english, lang: 'en', missing: true };
  if (language === 'cn' && toSimplified) return { text: toSimplified(hk), lang: 'zh-CN', missing: false };
  return { text: hk, lang: 'zh-HK', missing: false };
}

let loaded: Promise<Convert> | undefined;

/**
 * core's Hong Kong → Simplified converter for a reader of Simplified Chinese, loaded on first use as a chunk of its
 * own (its dictionaries, ADR 0138), so no other reader and no first load carries it. Undefined until it has loaded,
 * and for every other language: `wordingIn` then shows the Traditional text.
 */
export function useSimplified(language: string): Convert | undefined {
  const [convert, setConvert] = useState<Convert | undefined>();
  useEffect(() => {
    if (language !== 'cn') return;
    let live = true;
    loaded ??= import('@esg/core/lib/simplified').then((m) => m.toSimplified);
    loaded.then(
      (c) => live && setConvert(() => c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return language === 'cn' ? convert : undefined;
}

/**
 * A company's name in the reader's language: its Chinese name for a Chinese reader when it has one — typed in
 * Traditional, converted for a reader of Simplified once the converter has loaded, as the Simplified edition prints
 * it (ADR 0121) — else its English name.
 */
export function useCompanyName(company: { en: string; zh?: string | null }, language: string) {
  const toSimplified = useSimplified(language);
  const { text, lang } = wordingIn(company.en, { hk: company.zh ?? undefined }, language, toSimplified);
  return { text, lang };
}

type Text3 = Record<'en' | 'hk' | 'cn', string>;

/**
 * A company's own text (a topic's name or description, a stakeholder group's name: ADR 0140) in the three languages
 * a screen shows: what the API answers (`shown`, the other language where one is missing), except that the Simplified
 * of a text without a Simplified override is its Traditional text converted once the converter has loaded
 * (`useSimplified`) — the API's staff routes answer it as typed.
 */
export function ownShown<T extends Text3>(
  shown: T,
  own: { hk?: string; cn?: string } | null | undefined,
  toSimplified?: Convert,
): T {
  const hk = own?.hk?.trim();
  return toSimplified && hk && !own?.cn?.trim() ? { ...shown, cn: toSimplified(hk) } : shown;
}
