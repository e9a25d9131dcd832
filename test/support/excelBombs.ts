import { constants, deflateRawSync } from 'node:zlib';
import type { ZipPart } from './excel';

const MiB = 1024 * 1024;
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A DEFLATE part: its true size, and the size its headers claim (ZipPart's `claimed`). */
export type Part = ZipPart & { size: number };

export const part = (name: string, text: string): Part => {
  const data = Buffer.from(text);
  return { name, method: 8, data: deflateRawSync(data), size: data.length, claimed: data.length };
};

/**
 * A part that inflates to `head`, then `body` repeated until `size` bytes, then `tail`, made in
 * a few milliseconds: each piece is deflated on its own with a full flush (no reference crosses
 * it), so the repeated block is deflated once and copied (1 GiB of XML is ~1 MB deflated).
 */
export function bomb(name: string, head: string, body: string, tail: string, size: number, claimed: number): Part {
  const flush = (s: string | Buffer) => deflateRawSync(s, { finishFlush: constants.Z_FULL_FLUSH });
  let block = body;
  while (block.length < MiB) block += body;
  const times = Math.floor((size - head.length - tail.length) / block.length);
  const one = flush(block);
  const deflated = Buffer.concat([flush(head), ...Array.from({ length: times }, () => one), deflateRawSync(tail)]);
  return { name, method: 8, data: deflated, size: head.length + times * block.length + tail.length, claimed };
}

/** A workbook of one sheet, `Notes` (not the template's: an import of it is INVALID, with one error). */
export const notesSheet = (rows = '<row r="1"><c r="A1" t="inlineStr"><is><t>my notes</t></is></c></row>') =>
  part('xl/worksheets/sheet1.xml', `<worksheet xmlns="${NS}"><sheetData>${rows}</sheetData></worksheet>`);

/** The workbook's parts in Excel's order (the sheet before the shared strings), `sheet` and `extra` included. */
export function workbookParts(sheet: Part, extra: Part[] = []): Part[] {
  return [
    part(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Notes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
    ...extra,
  ];
}

export const GiB = 1024 * MiB;
export { NS };
