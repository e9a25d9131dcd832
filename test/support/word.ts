import type { ReportData } from '@esg/core/schemas/reports';
import { reportDocx } from '@esg/core/domain/reports/docx';
import { readZip } from './unzip';

const unescaped = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A Word element's text: its runs' text joined (a cell's paragraphs too). */
const textOf = (xml: string) =>
  [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => unescaped(m[1]!)).join('');

/** Every table of a Word edition as its rows of cell text, in document order. */
export async function wordTables(data: ReportData): Promise<string[][][]> {
  const document = readZip(await reportDocx(data)).find((f) => f.name === 'word/document.xml')!;
  const xml = new TextDecoder().decode(document.bytes);
  return [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) =>
    [...t[1]!.matchAll(/<w:tr[\s>][\s\S]*?<\/w:tr>/g)].map((r) =>
      [...r[0].matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => textOf(c[1]!)),
    ),
  );
}
