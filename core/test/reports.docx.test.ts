import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { reportDocx } from '../src/domain/reports/docx';
import type { ReportData } from '../src/schemas/reports';
import { oneSectionReport as report } from '../src/schemas/reportSample';

/** One entry of a ZIP (a .docx) by name, read from its central directory. */
function entry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const [method, size, nameLength, extra, comment, local] = [
      zip.readUInt16LE(at + 10),
      zip.readUInt32LE(at + 20),
      zip.readUInt16LE(at + 28),
      zip.readUInt16LE(at + 30),
      zip.readUInt16LE(at + 32),
      zip.readUInt32LE(at + 42),
    ];
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + extra + comment;
  }
  throw new Error(`${name} not in the document`);
}

const text = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');

const data: ReportData = {
  lang: 'hk',
  edition: 'draft',
  company: '示例有限公司',
  title: '環境、社會及管治報告',
  period: '01-01-2025 至 31-12-2025',
  cover: ['報告語言：繁體中文'],
  header: 'Example Ltd · ESG · FY2025',
  footer: '01-01-2025 – 31-12-2025',
  watermark: '草稿',
  sections: [
    {
      id: 'contents',
      level: 1,
      heading: '目錄',
      provisions: [],
      blocks: [{ kind: 'contents', entries: [{ id: 'env-a1', heading: '2.1 A1 排放物', level: 2 }] }],
    },
    {
      id: 'env-a1',
      level: 2,
      heading: '2.1 A1 排放物',
      provisions: ['A1.2'],
      blocks: [
        { kind: 'p', text: '範圍一及範圍二排放。' },
        {
          kind: 'table',
          caption: '溫室氣體排放（A1.2）',
          head: ['指標', '單位', '2025財政年度'],
          rows: [['範圍一', 'tCO2e', '12,345']],
          numeric: [2],
        },
        {
          kind: 'chart',
          chartType: 'column',
          title: '按年度劃分的排放',
          unit: 'tCO2e',
          categories: ['2023', '2024', '2025'],
          series: [{ name: '範圍一', values: [null, 1000.25, 1234], incomplete: [2] }],
        },
        {
          kind: 'chart',
          chartType: 'column',
          title: '按性別劃分的僱員人數',
          unit: '僱員人數',
          counts: true,
          categories: ['男性'],
          series: [{ name: '2025財政年度', values: [12] }],
        },
        {
          kind: 'chart',
          chartType: 'line',
          title: '碳強度目標的路徑',
          unit: '',
          categories: ['2025'],
          series: [{ name: '實際', values: [1.5] }],
        },
        {
          kind: 'records',
          caption: '氣候相關風險及機遇',
          records: [{ title: '實體風險－急性', fields: [['當前財務影響（港元）', '420,000']] }],
        },
        { kind: 'svg', title: '重要性矩陣', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' },
      ],
    },
    {
      id: 'content-index',
      level: 1,
      heading: '4 內容索引',
      provisions: [],
      blocks: [
        {
          kind: 'table',
          caption: '內容索引',
          head: ['條文', '指標', '披露位置'],
          rows: [['A1.2', '範圍一及二', { page: 'env-a1' }]],
        },
      ],
    },
  ],
};

/** The report's Word edition (ADR 0044): the PDF's data as an editable document. */
describe('the report as a Word document', () => {
  it('holds the cover, every heading, paragraph and table, charts as their figures, in the report language', async () => {
    const zip = Buffer.from(await reportDocx(data));
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    const body = entry(zip, 'word/document.xml');
    const all = text(body);
    for (const s of [
      '示例有限公司',
      '環境、社會及管治報告',
      '01-01-2025 至 31-12-2025',
      '目錄',
      '2.1 A1 排放物',
      '範圍一及範圍二排放。',
    ])
      expect(all).toContain(s);
    expect(all).toContain('溫室氣體排放（A1.2）指標單位2025財政年度範圍一tCO2e12,345');
    // A chart is the table of its figures as the report's tables print them: a gap as –, never 0 (ADR 0069), a
    // computed figure to four digits and starred when incomplete, a count as entered (ADR 0075).
    expect(all).toContain('按年度劃分的排放（tCO2e）範圍一2023–20241,00020251,234*');
    expect(all).toContain('按性別劃分的僱員人數（僱員人數）2025財政年度男性12');
    // A chart without a unit (an intensity target's path) is captioned by its title alone, no empty brackets.
    expect(all).toContain('按性別劃分的僱員人數（僱員人數）2025財政年度男性12碳強度目標的路徑實際');
    expect(all).not.toContain('（）');
    // The content index names the section (Word lays out its own pages).
    expect(all).toContain('A1.2範圍一及二2.1 A1 排放物');
    // A record (a row of a table too wide for the page, ADR 0074): its title, then label and value.
    expect(all).toContain('氣候相關風險及機遇實體風險－急性當前財務影響（港元）420,000');
    // Headings are Word headings; tables repeat their head and never split a row.
    expect(body).toMatch(/<w:pStyle w:val="Heading2"\/>/);
    expect(body).toContain('<w:tblHeader/>');
    expect(body).toContain('<w:cantSplit/>');
    expect(body).not.toContain('<svg');
  });

  it('puts DRAFT and the company in the header, the period and page numbers in the footer', async () => {
    const zip = Buffer.from(await reportDocx(data));
    const header = text(entry(zip, 'word/header1.xml'));
    expect(header).toBe('草稿 · Example Ltd · ESG · FY2025');
    const footer = entry(zip, 'word/footer1.xml');
    expect(text(footer)).toContain('01-01-2025 – 31-12-2025');
    expect(footer).toMatch(/PAGE/);
    expect(footer).toMatch(/NUMPAGES/);
    expect(entry(zip, 'word/styles.xml')).toContain('zh-HK');
  });

  it('has no DRAFT in the header of a final report', async () => {
    const { watermark: _, ...final } = data;
    const zip = Buffer.from(await reportDocx({ ...final, edition: 'final' }));
    expect(text(entry(zip, 'word/header1.xml'))).toBe('Example Ltd · ESG · FY2025');
  });
  it('puts an apostrophe before table texts that start like a formula, numbers as written (ADR 0062)', async () => {
    const hostile: ReportData['sections'][number] = {
      id: 'hostile',
      level: 1,
      heading: 'Locations',
      provisions: [],
      blocks: [
        {
          kind: 'table',
          caption: 'Sites',
          head: ['Name', 'Note', 'Change'],
          rows: [['=HYPERLINK("http://x")', '@SUM(A1)', '-3']],
          numeric: [2],
        },
        {
          kind: 'chart',
          chartType: 'bar',
          title: 'By site',
          unit: 't',
          categories: ['+cmd'],
          series: [{ name: '-x', values: [-5] }],
        },
        {
          kind: 'records',
          caption: 'Risks',
          records: [
            {
              title: 'Flooding',
              fields: [
                ['Mitigation', '=HYPERLINK("http://evil")'],
                ['Effect (HKD)', '-420,000'],
              ],
            },
          ],
        },
      ],
    };
    const zip = Buffer.from(await reportDocx({ ...data, lang: 'en', sections: [hostile] }));
    const cells = [...entry(zip, 'word/document.xml').matchAll(/<w:tc>.*?<\/w:tc>/g)].map((m) =>
      text(m[0])
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'"),
    );
    expect(cells).toEqual([
      'Name',
      'Note',
      'Change',
      `'=HYPERLINK("http://x")`,
      "'@SUM(A1)",
      '-3',
      '',
      "'-x",
      "'+cmd",
      '\u22125.000', // a negative figure with the minus sign, as every edition prints it
      'Mitigation',
      `'=HYPERLINK("http://evil")`,
      'Effect (HKD)',
      '-420,000',
    ]);
  });
});

/** The body of the Word edition of `data`. */
const documentOf = async (data: ReportData) => entry(Buffer.from(await reportDocx(data)), 'word/document.xml');

describe('the Word edition of a narrative', () => {
  it('keeps the company’s paragraphs, line breaks and bulleted list as typed', async () => {
    const typed =
      'Our policy has three parts.\n\n- Measure monthly.\n- Reduce.\n\nReviewed every year.\nLast in March 2025.';
    const xml = await documentOf(report([{ kind: 'p', text: typed, typed: true }]));
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
    const note = '* NOx (FY2025): no emission factor for vehicles is available.';
    const xml = await documentOf(report([{ kind: 'p', text: note }]));
    expect(xml).toContain('* NOx (FY2025)');
    expect(xml).not.toContain('<w:numPr>');
  });

  it('keeps the lines a company typed in a record’s value or a table’s cell, each line still safe from formulas', async () => {
    const typed = 'We took three steps:\n- flood barriers;\n- =typhoon drills.';
    const xml = await documentOf(
      report([
        { kind: 'records', caption: 'Register', records: [{ fields: [['Response and transition plan', typed]] }] },
        { kind: 'table', caption: 'Activities', head: ['Activity', 'Hours'], rows: [[typed, '120']], numeric: [1] },
      ]),
    );
    const items = [...xml.matchAll(/<w:p>(?:(?!<\/w:p>).)*flood barriers;(?:(?!<\/w:p>).)*<\/w:p>/g)];
    expect(items).toHaveLength(2);
    for (const [item] of items) expect(item).toContain('<w:numPr>');
    // A line that starts with "=" is text in a cell, as every cell of the Word edition is.
    expect(xml).not.toMatch(/<w:t[^>]*>=typhoon/);
    expect(xml.match(/typhoon drills\./g)).toHaveLength(2);
  });
});

/** docs/decisions/0044-report-word-edition.md: what Word keeps on one page, as the PDF does (ADR 0075). */
describe('the pages of the Word edition', () => {
  const keeps = (xml: string) => /<w:keepNext\/>/.test(xml);
  const rows = (xml: string) => [...xml.matchAll(/<w:tr>.*?<\/w:tr>/g)].map((m) => m[0]);

  it('keeps a long table’s head with its first row and its last row with the note under it, and no other row', async () => {
    const long = Array.from({ length: 14 }, (_, i) => [`Site ${i}`, i === 13 ? '12*' : '12']);
    const xml = await documentOf(
      report([
        { kind: 'table', caption: 'Sites', head: ['Site', 'tCO2e'], rows: long, numeric: [1] },
        { kind: 'p', note: true, text: '* Site 13: no factor.' },
        { kind: 'p', note: true, text: '* Site 13 (FY2024): no factor.' },
        { kind: 'p', text: 'The sites are in Hong Kong.' },
      ]),
    );
    expect(rows(xml).map(keeps)).toEqual([true, ...Array<boolean>(13).fill(false), true]);
    const paragraphs = [...xml.replace(/<w:tbl>.*?<\/w:tbl>/g, '').matchAll(/<w:p>.*?<\/w:p>/g)].map((m) => m[0]);
    // After the cover: the heading and the caption keep with what follows, the first note with the second, not the
    // last note with the sentence after it.
    expect(paragraphs.slice(3).map((p) => [text(p), keeps(p)])).toEqual([
      ['3.1 A1 Emissions', true],
      ['Sites', true],
      ['* Site 13: no factor.', true],
      ['* Site 13 (FY2024): no factor.', false],
      ['The sites are in Hong Kong.', false],
    ]);
  });

  it('keeps a short table whole, and a record whole with the note under it', async () => {
    const typed = 'Floods at the warehouse*:\n- barriers;\n- drills.';
    const xml = await documentOf(
      report([
        {
          kind: 'table',
          caption: 'Sites',
          head: ['Site', 'tCO2e'],
          rows: [
            ['A', '1'],
            ['B', '2'],
          ],
          numeric: [1],
        },
        { kind: 'records', caption: 'Risks', records: [{ title: 'Flooding', fields: [['Mitigation', typed]] }] },
        { kind: 'p', note: true, text: '* The warehouse’s flood losses are estimated.' },
      ]),
    );
    const [table, record] = [...xml.matchAll(/<w:tbl>.*?<\/w:tbl>/g)].map((m) => rows(m[0]));
    expect(table!.map(keeps)).toEqual([true, true, false]);
    // Every paragraph of the record's last row keeps with the note: the typed lines too.
    const last = [...record!.at(-1)!.matchAll(/<w:p>.*?<\/w:p>/g)].map((m) => m[0]);
    expect(last.length).toBe(4);
    for (const p of last) expect(keeps(p), text(p)).toBe(true);
  });

  it('keeps a table’s or a chart’s last row with the sentence explaining it, as with a note (ADR 0044)', async () => {
    const chart = data.sections[1]!.blocks.find((b) => b.kind === 'chart')!;
    const xml = await documentOf(
      report([
        { kind: 'table', caption: 'Targets', head: ['Target', 'Progress (%)'], rows: [['Scope 1 and 2', '-17.83']] },
        { kind: 'p', keepWithPrevious: true, text: 'Progress is the share of the reduction achieved this year.' },
        chart,
        { kind: 'p', keepWithPrevious: true, text: 'In 2025 the figure was above the path.' },
        { kind: 'p', text: 'The policy is reviewed every year.' },
      ]),
    );
    const tables = [...xml.matchAll(/<w:tbl>.*?<\/w:tbl>/g)].map((m) => rows(m[0]));
    expect(tables.map((t) => keeps(t.at(-1)!))).toEqual([true, true]);
    const paragraphs = [...xml.replace(/<w:tbl>.*?<\/w:tbl>/g, '').matchAll(/<w:p>.*?<\/w:p>/g)].map((m) => m[0]);
    // A sentence is not kept with the paragraph after it, which it does not explain; the chart's title is, as ever.
    expect(paragraphs.slice(-4).map(keeps)).toEqual([false, true, false, false]);
    expect(paragraphs.slice(-2).map(text)).toEqual([
      'In 2025 the figure was above the path.',
      'The policy is reviewed every year.',
    ]);
  });
});
