/**
 * Chinese glyphs come from embedded fonts (@fontsource/noto-sans-tc for Traditional, -sc for the
 * Simplified characters TC lacks, e.g. 报 欢 环 数), so hk and cn read the same on every machine,
 * with no system fonts. They load only for hk/cn, and only the subsets a page uses.
 */
const FAMILY = "'Noto Sans TC', 'Noto Sans SC'";
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
 * Cloudscape's base font stack is a design token (a CSS variable with a versioned name) set on
 * body in a cascade layer; an inline value on body wins, so the embedded font joins the stack
 * just before the generic family.
 */
export function extendFontStack(doc: Document = document): void {
  const found = new Map<string, string>();
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      fontStackVariables(sheet.cssRules, found);
    } catch {
      // A cross-origin sheet cannot be read; ours are same-origin.
    }
  }
  for (const [name, stack] of found) {
    if (stack.includes(FAMILY)) continue;
    const extended = /,\s*sans-serif\s*$/.test(stack)
      ? stack.replace(/,\s*sans-serif\s*$/, `, ${FAMILY}, sans-serif`)
      : `${stack}, ${FAMILY}`;
    doc.body.style.setProperty(name, extended);
  }
}

export function loadChineseFonts(): Promise<void> {
  loading ??= Promise.all([
    import('@fontsource/noto-sans-tc/400.css'),
    import('@fontsource/noto-sans-tc/700.css'),
    import('@fontsource/noto-sans-sc/400.css'),
    import('@fontsource/noto-sans-sc/700.css'),
  ])
    .then(() => extendFontStack())
    .catch(() => {
      loading = null; // try again on the next switch; text still shows in a system font if any
    });
  return loading;
}
