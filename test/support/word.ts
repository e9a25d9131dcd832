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
export const textOf = (xml: string) =>
  [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => unescaped(m[1]!)).join('');

/** The body of a Word edition: its word/document.xml. */
export async function wordDocument(data: ReportData): Promise<string> {
  const document = readZip(await reportDocx(data)).find((f) => f.name === 'word/document.xml')!;
  return new TextDecoder().decode(document.bytes);
}

const PARAGRAPH = /<w:p(?:\s[^>]*)?>[\s\S]*?<\/w:p>/g;

/** The body's paragraphs and tables (none holds another here) as their XML, in document order. */
export const bodyElements = (xml: string) =>
  [...xml.matchAll(new RegExp(`<w:tbl>[\\s\\S]*?<\\/w:tbl>|${PARAGRAPH.source}`, 'g'))].map((m) => m[0]);
/** A table's rows as their XML. */
export const rowsOf = (table: string) => [...table.matchAll(/<w:tr[\s>][\s\S]*?<\/w:tr>/g)].map((m) => m[0]);
/** The paragraphs of an element (a row: every cell's). */
export const paragraphsOf = (xml: string) => [...xml.matchAll(PARAGRAPH)].map((m) => m[0]);
/** Whether Word keeps the paragraph on the page of the one after it. */
export const keepsNext = (paragraph: string) => /<w:pPr>(?:(?!<\/w:pPr>)[\s\S])*<w:keepNext\/>/.test(paragraph);

/** Every table of a Word document as its rows of cell text, in document order. */
export const tablesOf = (xml: string): string[][][] =>
  [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) =>
    rowsOf(t[1]!).map((r) => [...r.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => textOf(c[1]!))),
  );

/** Every table of a Word edition as its rows of cell text, in document order. */
export const wordTables = async (data: ReportData) => tablesOf(await wordDocument(data));
