import { describe, expect, it } from 'vitest';
import { reportDocx } from '@esg/core/domain/reports/docx';
import { oneSectionReport } from '@esg/core/schemas/reportSample';
import type { Language } from '@esg/core/schemas/common';
import type { ReportBlock } from '@esg/core/schemas/reports';
import { readZip } from '../support/unzip';

/**
 * The Word edition's house style (docs/decisions/0044-report-word-edition.md, amended): what a designer or translator
 * sees on opening it is the PDF's typography in Word's own styles, not Word's bare defaults (Times New Roman, no space
 * between paragraphs, a black grid on every table).
 */
const BLOCKS: ReportBlock[] = [
  { kind: 'p', text: 'Emissions were calculated by the GHG Protocol.' },
  {
    kind: 'table',
    caption: 'Air emissions (A1.1)',
    head: ['Indicator', 'Unit', 'FY2025'],
    rows: [['NOx', 'g', '97.25']],
    numeric: [2],
  },
  { kind: 'p', text: 'Under the table.' },
  { kind: 'p', text: 'After a paragraph.' },
];

async function parts(lang: Language = 'en') {
  const files = readZip(await reportDocx({ ...oneSectionReport(BLOCKS), lang, footer: '01-01-2025 – 31-12-2025' }));
  const part = (name: string) => new TextDecoder().decode(files.find((f) => f.name === name)!.bytes);
  return { styles: part('word/styles.xml'), document: part('word/document.xml'), header: part('word/header1.xml') };
}

/** A style's XML by its id. */
const style = (styles: string, id: string) =>
  new RegExp(`<w:style [^>]*w:styleId="${id}"[^]*?</w:style>`).exec(styles)?.[0] ?? '';
/** The paragraph holding a text. */
const paragraphOf = (xml: string, text: string) =>
  [...xml.matchAll(/<w:p>[^]*?<\/w:p>|<w:p [^>]*>[^]*?<\/w:p>/g)]
    .map((m) => m[0])
    .find((p) => p.includes(`>${text}<`)) ?? '';

describe('the Word edition’s house style', () => {
  it('sets body text in Arial 10 pt with the edition’s Chinese face, spaced as the PDF, never Word’s bare defaults', async () => {
    const defaults = (s: string) => /<w:docDefaults>[^]*<\/w:docDefaults>/.exec(s)![0];
    const en = defaults((await parts('en')).styles);
    expect(en).toContain('w:ascii="Arial"');
    expect(en).toContain('w:eastAsia="Microsoft JhengHei"');
    expect(en).toContain('<w:sz w:val="20"/>');
    expect(en).toMatch(/<w:spacing w:after="80" w:line="288" w:lineRule="auto"\/>/);
    expect(defaults((await parts('hk')).styles)).toContain('w:eastAsia="Microsoft JhengHei"');
    expect(defaults((await parts('cn')).styles)).toContain('w:eastAsia="Microsoft YaHei"');
  });

  it('heads sections in the report’s green, a level-two heading smaller and in ink', async () => {
    const { styles } = await parts();
    expect(style(styles, 'Heading1')).toMatch(/<w:color w:val="037F0C"\/>[^]*<w:sz w:val="30"\/>/);
    expect(style(styles, 'Heading2')).toMatch(/<w:color w:val="16191F"\/>[^]*<w:sz w:val="24"\/>/);
    expect(style(styles, 'Title')).toMatch(/<w:color w:val="037F0C"\/>[^]*<w:sz w:val="44"\/>/);
  });

  it('draws a table as the PDF does: a hairline under each row, no verticals, the head shaded, its text 9 pt', async () => {
    const { styles, document } = await parts();
    const borders = /<w:tblBorders>[^]*?<\/w:tblBorders>/.exec(document)![0];
    expect(borders).toMatch(/<w:insideH w:val="single" w:color="D1D5DB" w:sz="4"\/>/);
    expect(borders).toMatch(/<w:insideV w:val="none"/);
    expect(borders).toMatch(/<w:left w:val="none"/);
    expect(paragraphOf(document, 'Indicator')).toContain('<w:pStyle w:val="ReportTableText"/>');
    const head = /<w:tc>(?:(?!<\/w:tc>)[^])*>Indicator<(?:(?!<\/w:tc>)[^])*<\/w:tc>/.exec(document)![0];
    expect(head).toMatch(/<w:shd w:fill="F2F8F0"/);
    const body = /<w:tc>(?:(?!<\/w:tc>)[^])*>NOx<(?:(?!<\/w:tc>)[^])*<\/w:tc>/.exec(document)![0];
    expect(body).not.toContain('<w:shd');
    expect(style(styles, 'ReportTableText')).toContain('<w:sz w:val="18"/>');
  });

  it('leaves space above the paragraph after a table, as the PDF’s table margin, and none added after a paragraph', async () => {
    const { document } = await parts();
    expect(paragraphOf(document, 'Under the table.')).toMatch(/<w:spacing w:before="160"\/>/);
    expect(paragraphOf(document, 'After a paragraph.')).not.toContain('w:before');
    expect(paragraphOf(document, 'Air emissions (A1.1)')).toContain('<w:pStyle w:val="ReportCaption"/>');
  });

  it('sets the running header and footer small and muted', async () => {
    const { header, styles } = await parts();
    expect(header).toContain('<w:pStyle w:val="ReportFurniture"/>');
    expect(style(styles, 'ReportFurniture')).toMatch(/<w:color w:val="5F6B7A"\/>[^]*<w:sz w:val="16"\/>/);
  });
});
