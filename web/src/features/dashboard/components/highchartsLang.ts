import type { LangOptions } from 'highcharts';
import { LOCALE, type Language } from '../../../i18n/languages';

/** Highcharts' own texts in the user's language: month and weekday names, separators, loading. */
export function highchartsLang(language: Language): LangOptions {
  const locale = LOCALE[language];
  const month = (style: 'long' | 'short') =>
    Array.from({ length: 12 }, (_, i) =>
      new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2025, i, 1))),
    );
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 0, 5 + i))),
  );
  const zh = language !== 'en';
  return {
    locale,
    months: month('long'),
    shortMonths: month('short'),
    weekdays,
    decimalPoint: '.',
    thousandsSep: ',',
    loading: zh ? (language === 'hk' ? '載入中…' : '加载中…') : 'Loading…',
    resetZoom: zh ? (language === 'hk' ? '重設縮放' : '重置缩放') : 'Reset zoom',
    // Chinese counts in 萬 / 万 (10⁴) and 億 / 亿 (10⁸), not in thousands.
    ...(zh
      ? { numericSymbolMagnitude: 10_000, numericSymbols: language === 'hk' ? ['萬', '億'] : ['万', '亿'] }
      : { numericSymbols: ['k', 'M', 'G', 'T', 'P', 'E'] }),
  };
}
