import type { ChineseLanguage } from './languages';

/** Each language's system CJK families: macOS's PingFang, Windows' Microsoft JhengHei / YaHei, Linux's Noto Sans CJK. */
const SYSTEM_FONTS: Record<ChineseLanguage, readonly string[]> = {
  hk: ['PingFang HK', 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC'],
  cn: ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC'],
};
/** The embedded faces (@fontsource/noto-sans-tc, -sc), the language's own script first. */
const EMBEDDED_FONTS: Record<ChineseLanguage, readonly string[]> = {
  hk: ['Noto Sans TC', 'Noto Sans SC'],
  cn: ['Noto Sans SC', 'Noto Sans TC'],
};

/**
 * The families Chinese text is set in, per language (ADR 0147): the reader's own system CJK font first where the
 * machine has one, so nothing is downloaded; else the embedded Noto Sans subsets, only those a page's characters
 * need. Each language's own script first: a character both scripts share takes that region's glyph shape, and the
 * other script's font covers the characters the first lacks (e.g. 报 欢 环 数 are not in the TC subsets).
 */
export const CHINESE_FONTS: Record<ChineseLanguage, string> = {
  hk: [...SYSTEM_FONTS.hk, ...EMBEDDED_FONTS.hk].map((f) => `'${f}'`).join(', '),
  cn: [...SYSTEM_FONTS.cn, ...EMBEDDED_FONTS.cn].map((f) => `'${f}'`).join(', '),
};

/**
 * The faces of the languages' own names alone (web/src/ui/languageName.css): named before the generic family wherever
 * a language is chosen, after any Chinese family, so they draw those few characters only where nothing before does.
 */
const LANGUAGE_NAMES_FACE = 'ESG Language Names';
export const LANGUAGE_NAMES_FAMILY = `'${LANGUAGE_NAMES_FACE}'`;

/**
 * Whether the machine has one of the language's system CJK families: a family it lacks is drawn in the fallback,
 * so Latin letters set in it measure exactly as the fallback's; one it has measures otherwise against monospace or
 * serif (a CJK font's Latin letters may be monospaced, not both). Without a canvas, none is assumed.
 */
export function hasSystemChineseFont(language: ChineseLanguage, doc: Document = document): boolean {
  const context = doc.createElement('canvas').getContext('2d');
  if (!context) return false;
  const width = (font: string) => {
    context.font = font;
    return context.measureText('mmmmmmmmmmlliWW').width;
  };
  return SYSTEM_FONTS[language].some((family) =>
    ['monospace', 'serif'].some((fallback) => width(`72px '${family}', ${fallback}`) !== width(`72px ${fallback}`)),
  );
}

let loading: Promise<void> | null = null;

function fontStackVariables(rules: CSSRuleList, found: Map<string, string>) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      for (const name of Array.from(rule.style)) {
        if (name.startsWith('--font-family-base-')) found.set(name, rule.style.getPropertyValue(name).trim());
      }
    }
    if ('cssRules' in rule) fontStackVariables((rule as CSSGroupingRule).cssRules, found);
  }
}

/**
 * A stack with the Chinese families before the languages' names' faces where it has them (web/src/ui/tokens.css), so
 * Chinese text never takes their few characters from them; else before the generic family; else at its end.
 */
export function withChineseFamilies(stack: string, families: string): string {
  // Read back from a stylesheet, the family may be quoted either way.
  const tail = new RegExp(`(,\\s*['"]${LANGUAGE_NAMES_FACE}['"])?,\\s*sans-serif\\s*$`);
  return tail.test(stack) ? stack.replace(tail, `, ${families}$1, sans-serif`) : `${stack}, ${families}`;
}

/**
 * Cloudscape's base font stack is a design token (a CSS variable with a versioned name) set on
 * body in a cascade layer; an inline value on body wins, so the language's Chinese families join the
 * stack just before the generic family. Built from the stylesheet's own stack each time, so a switch
 * between hk and cn replaces the families rather than adding to them.
 */
export function extendFontStack(language: ChineseLanguage, doc: Document = document): void {
  const found = new Map<string, string>();
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      fontStackVariables(sheet.cssRules, found);
    } catch {
      // A cross-origin sheet cannot be read; ours are same-origin.
    }
  }
  for (const [name, stack] of found) {
    const extended = withChineseFamilies(stack, CHINESE_FONTS[language]);
    doc.body.style.setProperty(name, extended);
  }
}

/**
 * The language's stack, after the embedded faces' declarations (fetched once) where the machine has no system CJK
 * font for it: their @font-face rules alone are ~200 KB of CSS for the four faces.
 */
export function loadChineseFonts(language: ChineseLanguage): Promise<void> {
  if (hasSystemChineseFont(language)) {
    extendFontStack(language);
    return Promise.resolve();
  }
  loading ??= Promise.all([
    import('@fontsource/noto-sans-tc/400.css'),
    import('@fontsource/noto-sans-tc/700.css'),
    import('@fontsource/noto-sans-sc/400.css'),
    import('@fontsource/noto-sans-sc/700.css'),
  ])
    .then(() => undefined)
    .catch(() => {
      loading = null; // try again on the next switch; text still shows in a system font if any
    });
  return loading.then(() => extendFontStack(language));
}
