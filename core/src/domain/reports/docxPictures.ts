import { ImageRun, Paragraph } from 'docx';
import { chartSvg } from '../../calc/charts/svg';
import type { ReportBlock } from '../../schemas/reports';
import { CONTENT_WIDTH } from './docxColumns';
import { BLOCK_SPACE } from './docxStyle';

/** A drawing (SVG) drawn as PNG bytes and its size in pixels: the worker's resvg (core/src/infra/png/svgToPng.ts). */
export type DrawPicture = (svg: string) => Promise<{ png: Uint8Array; width: number; height: number }>;

export interface Pictures {
  draw: DrawPicture;
  /** A drawing that could not be drawn: the edition goes on without it (its figures are in the table beside it). */
  failed?: (error: unknown) => void;
}

/** The text width of the edition's A4 page in pixels at 96 dpi (twips are 1/1440 inch). */
const PAGE_PX = Math.floor((CONTENT_WIDTH / 1440) * 96);

/**
 * The report's drawings as pictures for the Word edition (ADR 0044 amended): each chart as the PDF draws it
 * (`chartSvg`), above the table of its figures, and the materiality matrix, by the block's index in its section. A
 * picture fills the page's width at most, its proportions kept, named by the drawing's title for a screen reader.
 */
export async function sectionPictures(
  blocks: readonly ReportBlock[],
  pictures: Pictures | undefined,
): Promise<Map<number, Paragraph>> {
  const out = new Map<number, Paragraph>();
  if (!pictures) return out;
  for (const [i, block] of blocks.entries()) {
    const drawing =
      block.kind === 'chart'
        ? { svg: chartSvg(block), title: block.title }
        : block.kind === 'svg'
          ? { svg: block.svg, title: block.title }
          : null;
    if (!drawing) continue;
    try {
      const { png, width, height } = await pictures.draw(drawing.svg);
      const shown = Math.min(PAGE_PX, width);
      out.set(
        i,
        new Paragraph({
          keepNext: true,
          // Clear of a table above it, as the PDF's charts stand below one.
          spacing: { before: BLOCK_SPACE },
          children: [
            new ImageRun({
              type: 'png',
              data: png,
              transformation: { width: shown, height: Math.round((shown * height) / width) },
              altText: { name: drawing.title, title: drawing.title, description: drawing.title },
            }),
          ],
        }),
      );
    } catch (error) {
      pictures.failed?.(error);
    }
  }
  return out;
}
