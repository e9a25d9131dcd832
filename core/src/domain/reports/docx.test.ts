import { describe, expect, it } from 'vitest';
import { inflateRawSync } from 'node:zlib';
import { reportDocx } from './docx';
import { oneSectionReport as report } from '../../schemas/reportSample';

/** The Word document's body XML, read from the .docx (a zip) through its central directory as Word reads it. */
function documentXml(docx: Uint8Array): string {
  const zip = Buffer.from(docx);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const [method, size, nameLength] = [
      zip.readUInt16LE(at + 10),
      zip.readUInt32LE(at + 20),
      zip.readUInt16LE(at + 28),
    ];
    const [extra, comment, local] = [zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32), zip.readUInt32LE(at + 42)];
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === 'word/document.xml') {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + extra + comment;
  }
  throw new Error('no word/document.xml');
}

describe('the Word edition of a narrative', () => {
  it('keeps the company’s paragraphs, line breaks and bulleted list as typed', async () => {
    const typed =
      'Our policy has three parts.\n\n- Measure monthly.\n- Reduce.\n\nReviewed every year.\nLast in March 2025.';
    const xml = documentXml(await reportDocx(report([{ kind: 'p', text: typed, typed: true }])));
    const paragraphs = [...xml.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/g)].map((m) => m[0]);
    const holding = (s: string) => paragraphs.filter((p) => p.includes(s));
    // Two list items, each a paragraph of its own with Word's bullet numbering.
    for (const item of ['Measure monthly.', 'Reduce.']) {
      expect(holding(item)).toHaveLength(1);
      expect(holding(item)[0]).toContain('<w:numPr>');
    }
    // The last paragraph's two lines: one paragraph, a line break between them.
    expect(holding('Reviewed every year.')[0]).toMatch(/Reviewed every year\.<\/w:t>.*<w:br\/>.*Last in March 2025\./);
    expect(holding('Our policy has three parts.')[0]).not.toContain('<w:numPr>');
  });

  it('prints the report’s own sentences as they are: its footnote asterisk is not a bullet', async () => {
    const note = '* NOx (FY2025): the factor library holds no emission factor for vehicles.';
    const xml = documentXml(await reportDocx(report([{ kind: 'p', text: note }])));
    expect(xml).toContain('* NOx (FY2025)');
    expect(xml).not.toContain('<w:numPr>');
  });

  it('keeps the lines a company typed in a record’s value or a table’s cell, each line still safe from formulas', async () => {
    const typed = 'We took three steps:\n- flood barriers;\n- =typhoon drills.';
    const xml = documentXml(
      await reportDocx(
        report([
          { kind: 'records', caption: 'Register', records: [{ fields: [['Response and transition plan', typed]] }] },
          { kind: 'table', caption: 'Activities', head: ['Activity', 'Hours'], rows: [[typed, '120']], numeric: [1] },
        ]),
      ),
    );
    const items = [...xml.matchAll(/<w:p>(?:(?!<\/w:p>).)*flood barriers;(?:(?!<\/w:p>).)*<\/w:p>/g)];
    expect(items).toHaveLength(2);
    for (const [item] of items) expect(item).toContain('<w:numPr>');
    // A line that starts with "=" is text in a cell, as every cell of the Word edition is.
    expect(xml).not.toMatch(/<w:t[^>]*>=typhoon/);
    expect(xml.match(/typhoon drills\./g)).toHaveLength(2);
  });
});
