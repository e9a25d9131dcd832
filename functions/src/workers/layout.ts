import { extractText } from 'unpdf';
import type { ReportData } from '@esg/core/schemas/reports';

const squeeze = (s: string) => s.replace(/\s+/g, '');

/**
 * The page each section starts on, read from a first print: the last page whose text holds the
 * section's (numbered, so unique) heading; the contents list it earlier, the body last. Sections
 * are found in order, so a heading that also appears in a later text cannot pull one back.
 */
export async function sectionPages(pdf: Uint8Array, data: ReportData): Promise<Record<string, number>> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  const pages = text.map(squeeze);
  const out: Record<string, number> = {};
  for (const s of data.sections) {
    const heading = squeeze(s.heading);
    let found = -1;
    for (let i = pages.length - 1; i >= 0; i--)
      if (pages[i]!.includes(heading)) {
        found = i;
        break;
      }
    if (found >= 0) out[s.id] = found + 1;
  }
  return out;
}
