import { describe, expect, it } from 'vitest';
import { compareEditions, type PrintedEdition } from './compare';
import { dropLabels, lineItems } from './tokens';

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
        `範圍1（直接） tCO2e ${scope1} 14.10`,
        '範圍1及2 – 密度 (每名僱員) tCO2e/人 3.512 3.306',
        '自2024年12月31日以來，能源 1234.5 MWh，下降百分之12.5。',
        // The scopes' label broken over two lines, inside the word or after it (Chinese wraps anywhere).
        '董事會注意到範',
        '圍1及範圍2排放量上升，並批准範圍',
        '1及範圍2目標。',
        '範圍1、2及3排放量',
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
        // A Chinese reader is shown the section as the Chinese edition heads it.
        otherSection: '1.1 A1 排放物',
        reference: { page: 2, item: 'Scope 1 (direct) tCO2e 14.55 14.10' },
        other: { page: 2, item: '範圍1（直接） tCO2e 14.56 14.10' },
      },
    ]);
  });

  it('names the altered table cell, not a chart’s line both editions print alike with the same figure', () => {
    // The chart's figures written on its columns (ADR 0135 amended), before the watermark of the page after the table.
    const withChart = (e: PrintedEdition, at: number): PrintedEdition => ({
      ...e,
      pages: e.pages.map((p, i) => (i === at ? { ...p, text: p.text.replace(/\n([^\n]*)$/, '\n14.10 14.55\n$1') } : p)),
    });
    const { mismatches } = compareEditions(withChart(english(), 2), withChart(chinese('14.56'), 1));
    expect(mismatches).toEqual([
      expect.objectContaining({
        reference: { page: 2, item: 'Scope 1 (direct) tCO2e 14.55 14.10' },
        other: { page: 2, item: '範圍1（直接） tCO2e 14.56 14.10' },
      }),
    ]);
  });

  it('fails on a missing table row, a changed state and a page reference to another section', () => {
    const other = chinese('14.55', 2);
    other.pages[2]!.text = other.pages[2]!.text.replace('解釋：未有。', '不適用：未有。').replace(
      '排放物種類 2',
      '排放物種類 3',
    );
    const kinds = compareEditions(english(), other).mismatches.map((m) => `${m.kind} ${m.section} / ${m.otherSection}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'tableRows 1 Environmental / 1 環境',
        'state 2 Content index / 2 內容索引',
        'pageReference 2 Content index / 2 內容索引',
      ]),
    );
  });

  it('fails when the contents point at a page the section does not start on', () => {
    const other = chinese();
    other.pages[0]!.text = other.pages[0]!.text.replace('1.1 A1 排放物 2', '1.1 A1 排放物 3');
    expect(compareEditions(english(), other).mismatches).toMatchObject([
      {
        kind: 'pageReference',
        section: '1.1 A1 Emissions',
        otherSection: '1.1 A1 排放物',
        other: { page: 2, item: '1.1 A1 排放物 3' },
      },
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
    ['net energy content of 1 litre of diesel', 'unit:L figure:1'],
    ['1 公升柴油的淨能量含量', 'unit:L figure:1'],
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

/** An edition with more lines at the end of section 1.1 (page 2), before the page's watermark. */
const withLines = (edition: PrintedEdition, lines: string[]): PrintedEdition => {
  const pages = edition.pages.map((p) => ({ ...p }));
  pages[1]!.text = pages[1]!.text.replace(/\n([^\n]+)$/, `\n${lines.join('\n')}\n$1`);
  return { ...edition, pages };
};

describe('what a translation says otherwise, read alike (ADR 0099)', () => {
  const states = { explained: 'Explained: ', notApplicable: 'Not applicable: ' };
  const read = (line: string) =>
    lineItems(dropLabels(line), states)
      .map((t) => `${t.kind}:${t.value}`)
      .join(' ');

  it.each([
    // A range of months: the months it names, in both languages.
    ['In September and October 2025 we engaged', 'date:2025-09 date:2025-10'],
    ['二零二五年九月至十月，我們透過', 'date:2025-09 date:2025-10'],
    ['2025年9月及10月', 'date:2025-09 date:2025-10'],
    ['From March to May 2026', 'date:2026-03 date:2026-05'],
    // Millions in English, 萬 in Chinese.
    ['capital expenditure above HKD 5 million', 'figure:5000000'],
    ['港幣500萬元以上的資本開支', 'figure:5000000'],
    ['HKD 1.6 million', 'figure:1600000'],
    // The Chinese unit words of Part D's tables and sentences, as the symbols the English edition prints.
    ['Covered (MWh) Emission rate (kgCO2e/kWh)', 'unit:MWh unit:kgCO2e unit:kWh'],
    ['涵蓋電量（兆瓦時） 排放率（千克二氧化碳當量／千瓦時）', 'unit:MWh unit:kgCO2e unit:kWh'],
    ['涵盖电量（兆瓦时） 排放率（千克二氧化碳当量／千瓦时）', 'unit:MWh unit:kgCO2e unit:kWh'],
    ['類別 排放量（噸二氧化碳當量） 方法', 'unit:tCO2e'],
    // A head that wraps after its slash: the unit word before the closing bracket is still the unit (ADR 0137).
    ['排放率（千克二氧化碳當量／', 'unit:kgCO2e'],
    ['千瓦時）', 'unit:kWh'],
    ['The Scope 3 total of 841.7 tCO2e includes categories 1, 2, 3, 4, 5, 6, 7, 13.', 'unit:tCO2e figure:841.7'],
    ['範圍三總排放量 841.7 噸二氧化碳當量包括類別 1, 2, 3, 4, 5, 6, 7, 13。', 'unit:tCO2e figure:841.7'],
    ['范围三总排放量 841.7 吨二氧化碳当量包括类别 1, 2, 3, 13。', 'unit:tCO2e figure:841.7'],
    // A factor's unit in words (ADR 0137): the Chinese words read as the English ones.
    ['NOx 4.02 kg per million MJ', 'unit:kg figure:4.02'],
    ['氮氧化物 4.02 千克/百萬兆焦耳', 'unit:kg figure:4.02'],
    ['氮氧化物 4.02 千克/百万兆焦耳', 'unit:kg figure:4.02'],
    ['0.5 kg per MWh', 'unit:kg unit:MWh figure:0.5'],
    ['0.5 千克/兆瓦時', 'unit:kg unit:MWh figure:0.5'],
    // A rating's grade is a label.
    ['products with Grade 1 energy labels', ''],
  ])('%s → %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it('still reads a changed month, a changed amount and a unit word not in brackets as what they are', () => {
    expect(read('二零二五年九月至十一月')).toBe('date:2025-09 date:2025-11');
    expect(read('港幣600萬元')).toBe('figure:6000000');
    expect(read('5 兆瓦時')).toBe('unit:MWh figure:5');
    expect(read('以千瓦時計算')).toBe('');
  });

  it('passes a translation that dates, counts and labels otherwise, and fails one that changes a figure', () => {
    const en = withLines(english(), [
      'In September and October 2025 we met our tenants; capital above HKD 5 million is screened.',
      'Paper use per employee fell by 8% in 2025. The total includes categories 1, 2, 13.',
    ]);
    const hk = (month: string, amount: string) =>
      withLines(chinese(), [
        `二零二五年九月至${month}，我們與租戶會面；港幣${amount}萬元以上的資本開支須經篩查。每名僱員的用紙量於二零二`,
        '五年下降8%。總量包括類別 1, 2, 13。',
      ]);
    expect(compareEditions(en, hk('十月', '500')).mismatches).toEqual([]);
    expect(compareEditions(en, hk('十一月', '500')).mismatches).toMatchObject([
      { kind: 'date', section: '1.1 A1 Emissions', reference: { page: 2 }, other: { page: 2 } },
    ]);
    expect(compareEditions(en, hk('十月', '600')).mismatches).toMatchObject([
      { kind: 'figure', section: '1.1 A1 Emissions', reference: { page: 2 }, other: { page: 2 } },
    ]);
  });

  it('reads a year in Chinese numerals that a line breaks inside as one year', () => {
    const en = withLines(english(), ['The lease expires in 2032.']);
    const broken = (tail: string) => withLines(chinese(), ['一個租約於二零三', `${tail}年屆滿的地點`]);
    expect(compareEditions(en, broken('二')).mismatches).toEqual([]);
    expect(compareEditions(en, broken('三')).mismatches).toMatchObject([{ kind: 'figure' }]);
  });
});
