import type { Locator } from '@playwright/test';

export interface DrawnFont {
  family: string;
  /** A face the page declared (@font-face), not one of the machine's. */
  custom: boolean;
}

/**
 * The fonts Chromium drew an element's text in, its descendants' included (DevTools' CSS.getPlatformFontsForNode):
 * what a reader sees, fallbacks included, which computed styles cannot tell. Each font once.
 */
export async function drawnFonts(element: Locator): Promise<DrawnFont[]> {
  const page = element.page();
  const probe = `probe-${Math.random().toString(36).slice(2)}`;
  await element.evaluate((el, id) => el.setAttribute('data-font-probe', id), probe);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: `[data-font-probe="${probe}"], [data-font-probe="${probe}"] *`,
    });
    const drawn = new Map<string, DrawnFont>();
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const f of fonts) drawn.set(f.familyName, { family: f.familyName, custom: f.isCustomFont });
    }
    return [...drawn.values()];
  } finally {
    await cdp.detach();
  }
}

/** Whether an element's text is drawn, and only in faces the page declared (none of the machine's fallbacks). */
export async function drawnInPageFaces(element: Locator): Promise<boolean> {
  const fonts = await drawnFonts(element);
  return fonts.length > 0 && fonts.every((f) => f.custom);
}
