/**
 * A factor's name or source in the reader's language (ADR 0130; the factor library and the climate metrics, ADR 0137):
 * English as typed; in Chinese the library's Chinese (Simplified: its override, else the Traditional text: the browser
 * has no converter), else the English marked as missing — as the report falls back to it.
 */
export function wordingIn(
  english: string,
  chinese: { hk?: string; cn?: string },
  language: string,
): { text: string; lang: string; missing: boolean } {
  if (language !== 'hk' && language !== 'cn') return { text: english, lang: 'en', missing: false };
  const cn = language === 'cn' ? chinese.cn?.trim() : undefined;
  if (cn) return { text: cn, lang: 'zh-CN', missing: false };
  const hk = chinese.hk?.trim();
  return hk ? { text: hk, lang: 'zh-HK', missing: false } : { text: english, lang: 'en', missing: true };
}
