import { describe, expect, it } from 'vitest';
import { compareEditions, type PrintedEdition } from './compare';
import { lineItems } from './tokens';

const EN = {
  header: 'Acme · ESG Report · FY2025',
  pageNumber: 'Page {page} of {pages}',
  footer: '01-01-2025 – 31-12-2025',
  watermark: 'DRAFT',
  contents: 'Contents',
  index: 'Content index',
  explained: 'Explained: ',
  notApplicable: 'Not applicable: ',
};
const HK = {
  header: '極致 · 報告 · 2025 財年',
  pageNumber: '第 {page} 頁，共 {pages} 頁',
  footer: '01-01-2025 – 31-12-2025',
  watermark: '草稿',
  contents: '目錄',
  index: '內容索引',
  explained: '解釋：',
  notApplicable: '不適用：',
};

/** A page as unpdf extracts it: header, page number run into the period, the content, the watermark. */
const page = (w: typeof EN, n: number, of: number, lines: string[], tableRows = 0) => ({
  text: [w.header, `${w.pageNumber.replace('{page}', String(n)).replace('{pages}', String(of))}${w.footer}`]
    .concat(lines, [w.watermark])
    .join('\n'),
  tableRows,
});

const english = (scope1 = '14.55'): PrintedEdition => ({
  lang: 'en',
  words: EN,
  pages: [
    page(EN, 1, 4, ['Contents', '1 Environmental 2', '1.1 A1 Emissions 2', '2 Content index 4']),
    page(
      EN,
      2,
      4,
      [
        '1 Environmental',
        '1.1 A1 Emissions',
        'Indicator Unit FY2025 FY2024',
        `Scope 1 (direct) tCO2e ${scope1} 14.10`,
        'Scope 1 and 2 – Intensity (per employee) tCO2e/employee 3.512 3.306',
        'Energy 1,234.5 MWh, down 12.5% since 31 December 2024.',
      ],
      3,
    ),
    page(EN, 3, 4, ['Scope 1, 2 and 3 emissions by year', '0', '200', '400', 'Paper t 4.838 × 10−4'], 1),
    page(EN, 4, 4, ['2 Content index', 'KPI A1.1 The types of emissions 2', 'KPI A1.6 Waste', 'Explained: not yet.']),
  ],
});

const chinese = (scope1 = '14.55', rows = 3): PrintedEdition => ({
  lang: 'hk',
  words: HK,
  pages: [
    page(HK, 1, 3, ['目錄', '1 環境 2', '1.1 A1 排放物 2', '2 內容索引 3']),
    page(
      HK,
      2,
      3,
      [
        '1 環境',
        '1.1 A1 排放物',
        '指標 單位 2025 財年 2024 財年',
        `範圍一（直接） tCO2e ${scope1} 14.10`,
        '範圍一及二 – 密度 (每名僱員) tCO2e/人 3.512 3.306',
        '自2024年12月31日以來，能源 1234.5 MWh，下降百分之12.5。',
        '範圍一、二及三排放量',
        '0',
        '100',
        '200',
        '300',
        '紙張 t 4.838 × 10−4',
      ],
      rows + 1,
    ),
    page(HK, 3, 3, ['2 內容索引', '關鍵績效指標A1.1 排放物種類 2', '關鍵績效指標A1.6 廢棄物', '解釋：未有。']),
  ],
});

describe('parity check of two printed editions (ADR 0099)', () => {
  it('reads the same figures, units, dates, percentages and states across languages', () => {
    const result = compareEditions(english(), chinese());
    expect(result.mismatches).toEqual([]);
    expect(result.compared).toBeGreaterThan(15);
  });

  it('names the page and the line of both editions when one figure differs in one edition', () => {
    const { mismatches } = compareEditions(english(), chinese('14.56'));
    expect(mismatches).toEqual([
      {
        kind: 'figure',
        section: '1.1 A1 Emissions',
        reference: { page: 2, item: 'Scope 1 (direct) tCO2e 14.55 14.10' },
        other: { page: 2, item: '範圍一（直接） tCO2e 14.56 14.10' },
      },
    ]);
  });

  it('fails on a missing table row, a changed state and a page reference to another section', () => {
    const other = chinese('14.55', 2);
    other.pages[2]!.text = other.pages[2]!.text.replace('解釋：未有。', '不適用：未有。').replace(
      '排放物種類 2',
      '排放物種類 3',
    );
    const kinds = compareEditions(english(), other).mismatches.map((m) => `${m.kind} ${m.section}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['tableRows 1 Environmental', 'state 2 Content index', 'pageReference 2 Content index']),
    );
  });

  it('fails when the contents point at a page the section does not start on', () => {
    const other = chinese();
    other.pages[0]!.text = other.pages[0]!.text.replace('1.1 A1 排放物 2', '1.1 A1 排放物 3');
    expect(compareEditions(english(), other).mismatches).toMatchObject([
      { kind: 'pageReference', section: '1.1 A1 Emissions', other: { page: 2, item: '1.1 A1 排放物 3' } },
    ]);
  });
});

describe('items of a line', () => {
  const states = { explained: 'Explained: ', notApplicable: 'Not applicable: ' };
  it.each([
    ['2025年12月31日', 'date:2025-12-31'],
    ['2025 年 3 月', 'date:2025-03'],
    ['31 March 2026', 'date:2026-03-31'],
    ['31-03-2026', 'date:2026-03-31'],
    ['1,234,567.5', 'figure:1234567.5'],
    ['１２３', 'figure:123'],
    ['12.5萬', 'figure:125000'],
    ['百分之7.5', 'percent:7.5'],
    ['7.5％', 'percent:7.5'],
    ['2.7 × 10−6', 'figure:2.7e-6'],
    ['tCO₂e/百萬港元', 'unit:/HKD m unit:tCO2e'],
    ['5 噸', 'unit:t figure:5'],
    ['5 t', 'unit:t figure:5'],
  ])('%s → %s', (line, expected) => {
    expect(
      lineItems(line, states)
        .map((t) => `${t.kind}:${t.value}`)
        .join(' '),
    ).toBe(expected);
  });
});

describe('Chinese numerals of years and months (ADR 0099)', () => {
  it('reads 二零二五年九月至十月 as the digits the English edition prints', async () => {
    const { chineseNumerals } = await import('./tokens');
    expect(chineseNumerals('二零二五年九月至十月')).toBe('2025年9月至10月');
    expect(chineseNumerals('二零二四年十二月')).toBe('2024年12月');
    expect(chineseNumerals('一二三四五')).toBe('一二三四五');
  });
});
