import type { ReportBlock, ReportSection } from '../../schemas/reports';
import type { Anchors } from './pageBlocks';

/**
 * Where in a section each provision is disclosed (ReportSection's `anchors`), kept right while build.ts puts blocks
 * before, after or out of a section's own: the content index names the page of that block, not the page the
 * section's heading is on (a B8.2 table two pages into Community investment; ADR 0150).
 */

/** The anchors of blocks that moved `by` places down (others put before them). */
export const shifted = (anchors: Anchors | undefined, by: number): Anchors =>
  Object.fromEntries(Object.entries(anchors ?? {}).map(([code, i]) => [code, i + by]));

/** The anchors once only the blocks `kept` says stay: a dropped block's provisions go to the next one kept. */
export function afterFilter(anchors: Anchors | undefined, kept: readonly boolean[]): Anchors {
  const index: number[] = [];
  let n = 0;
  kept.forEach((k, i) => {
    index[i] = n;
    if (k) n += 1;
  });
  return Object.fromEntries(
    Object.entries(anchors ?? {}).flatMap(([code, i]) =>
      index[i] !== undefined && index[i] < n ? [[code, index[i]]] : [],
    ),
  );
}

/** The same anchors, each provision at the earlier of the two places. */
export function merged(a: Anchors | undefined, b: Anchors): Anchors {
  const out: Anchors = { ...a };
  for (const [code, i] of Object.entries(b)) out[code] = Math.min(out[code] ?? i, i);
  return out;
}

const titleOf = (b: ReportBlock) =>
  b.kind === 'table' || b.kind === 'records' ? b.caption : b.kind === 'chart' || b.kind === 'svg' ? b.title : '';

/** "A1.3" in "Waste (A1.3, A1.4)" or 「廢棄物（A1.3、A1.4）」, never in "A1.30". */
const names = (title: string, code: string) =>
  new RegExp(`(?<![\\w.])${code.replace(/[.]/g, '\\.')}(?![\\w.]|\\.\\d)`).test(title);

/** The first block whose caption or title names the provision, or -1. */
export const namedIn = (blocks: readonly ReportBlock[], code: string) =>
  blocks.findIndex((b) => names(titleOf(b), code));

/**
 * A section's provisions at the first block whose caption names the provision: the figures' tables say which KPIs
 * they answer ("Waste (A1.3, A1.4)", "Resources contributed (B8.2)" with the year's totals), which is where a reader
 * looks, before the card an answer came from; a provision no caption names keeps its card's block, else the heading.
 */
export function withCaptionAnchors(s: ReportSection): ReportSection {
  const anchors: Anchors = { ...s.anchors };
  for (const code of s.provisions) {
    const i = namedIn(s.blocks, code);
    if (i >= 0) anchors[code] = i;
  }
  return Object.keys(anchors).length ? { ...s, anchors } : s;
}
