import { getDocumentProxy } from 'unpdf';
import type { ReportData } from '@esg/core/schemas/reports';

const squeeze = (s: string) => s.replace(/\s+/g, '');

interface OutlineItem {
  title: string;
  dest: string | unknown[] | null;
  items: OutlineItem[];
}

/**
 * The page each section starts on in a printed PDF, read from its outline: Chromium bookmarks every heading
 * (the report's title, then each section's numbered heading in document order) with the page it prints on.
 * Sections are matched in order by their heading, so a repeated heading text cannot pull one back; a section
 * the outline does not name has no page here. A block the content index links to: its named destination's page.
 */
export async function sectionPages(pdf: Uint8Array, data: ReportData): Promise<Record<string, number>> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const items: OutlineItem[] = [];
    const walk = (list: OutlineItem[]) => list.forEach((o) => (items.push(o), walk(o.items)));
    walk(((await doc.getOutline()) ?? []) as OutlineItem[]);
    const out: Record<string, number> = {};
    let at = 0;
    for (const s of data.sections) {
      const heading = squeeze(s.heading);
      const i = items.findIndex((o, k) => k >= at && squeeze(o.title) === heading);
      if (i < 0) continue;
      at = i + 1;
      const dest = typeof items[i]!.dest === 'string' ? await doc.getDestination(items[i]!.dest) : items[i]!.dest;
      const ref = dest?.[0];
      if (ref && typeof ref === 'object') out[s.id] = (await doc.getPageIndex(ref as never)) + 1;
    }
    // A block the content index links to (ADR 0150) has no bookmark; Chromium names each link's destination by its id.
    for (const id of linkedBlocks(data)) {
      const ref = (await doc.getDestination(id))?.[0];
      if (ref && typeof ref === 'object') out[id] = (await doc.getPageIndex(ref as never)) + 1;
    }
    return out;
  } finally {
    await doc.loadingTask.destroy();
  }
}

/** The blocks (not sections) a page reference of the report points at: the content index's anchors. */
function linkedBlocks(data: ReportData): string[] {
  const sections = new Set(data.sections.map((s) => s.id));
  const ids = data.sections.flatMap((s) =>
    s.blocks.flatMap((b) =>
      b.kind === 'table' ? b.rows.flat().flatMap((c) => (typeof c === 'string' ? [] : [c.page])) : [],
    ),
  );
  return [...new Set(ids)].filter((id) => !sections.has(id));
}
