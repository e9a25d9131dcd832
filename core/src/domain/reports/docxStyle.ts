import { BorderStyle, LineRuleType, ShadingType, type IStylesOptions, type ITableOptions } from 'docx';
import type { Language } from '../../schemas/common';

/**
 * The Word edition's house style (docs/decisions/0044-report-word-edition.md, amended): the PDF's typography in Word's
 * own styles, so the document a designer or translator opens reads as the report does and restyles in one place —
 * not Word's bare defaults (Times New Roman, no space between paragraphs, a black grid on every table).
 *
 * Fonts every Office machine has: Arial for Latin text, the system's Chinese UI face for Chinese (Microsoft JhengHei
 * for Traditional, Microsoft YaHei for Simplified); the PDF's Noto faces are embedded there, not installed here.
 * Sizes and colours are report.css's: body 10 pt in #16191f, headings in the report's green, tables at 9 pt with a
 * hairline under each row and the head shaded.
 */
const GREEN = '037F0C';
const INK = '16191F';
const MUTED = '5F6B7A';
const RULE = 'D1D5DB';
const HEAD_FILL = 'F2F8F0';

const CHINESE_FACE: Record<Language, string> = {
  en: 'Microsoft JhengHei',
  hk: 'Microsoft JhengHei',
  cn: 'Microsoft YaHei',
};

const LANG_TAG = { en: 'en-US', hk: 'zh-HK', cn: 'zh-CN' } as const;

/** Word measures type in half-points and space in twentieths of a point. */
const pt = (n: number) => n * 20;
const halfPt = (n: number) => n * 2;
/** Line spacing as a multiple of a single line (Word's 240ths). */
const lines = (n: number) => Math.round(n * 240);

/** The space the PDF leaves between a table or a drawing and what follows or precedes it (report.css), 8 pt. */
export const BLOCK_SPACE = pt(8);

/** The paragraph styles the edition's paragraphs name (`style:`), beside Word's headings and title. */
export const STYLE = {
  cell: 'ReportTableText',
  caption: 'ReportCaption',
  furniture: 'ReportFurniture',
  company: 'ReportCompany',
  contents: 'ReportContents',
} as const;

export function houseStyles(lang: Language): IStylesOptions {
  const font = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial', eastAsia: CHINESE_FACE[lang] };
  const heading = (size: number, colour: string, before: number) => ({
    run: { font, size: halfPt(size), bold: true, color: colour },
    paragraph: {
      spacing: { before: pt(before), after: pt(6), line: lines(1.1), lineRule: LineRuleType.AUTO },
      keepNext: true,
    },
  });
  return {
    default: {
      document: {
        run: {
          font,
          size: halfPt(10),
          color: INK,
          language: { value: LANG_TAG[lang], eastAsia: lang === 'cn' ? 'zh-CN' : 'zh-HK' },
        },
        // 1.2 lines and 4 pt after a paragraph, as report.css spaces them.
        paragraph: { spacing: { after: pt(4), line: lines(1.2), lineRule: LineRuleType.AUTO } },
      },
      title: heading(22, GREEN, 6),
      heading1: heading(15, GREEN, 0),
      heading2: heading(12, INK, 12),
    },
    paragraphStyles: [
      {
        id: STYLE.cell,
        name: 'Report table text',
        basedOn: 'Normal',
        run: { size: halfPt(9) },
        paragraph: { spacing: { before: 0, after: 0, line: lines(1.1), lineRule: LineRuleType.AUTO } },
      },
      {
        id: STYLE.caption,
        name: 'Report caption',
        basedOn: 'Normal',
        run: { bold: true },
        paragraph: { spacing: { before: BLOCK_SPACE, after: pt(3) }, keepNext: true },
      },
      {
        id: STYLE.furniture,
        name: 'Report header and footer',
        basedOn: 'Normal',
        run: { size: halfPt(8), color: MUTED },
        paragraph: { spacing: { after: 0 } },
      },
      // The cover's company and title stand low on their page, as the PDF's cover (report.css: 60 mm above).
      {
        id: STYLE.company,
        name: 'Report company',
        basedOn: 'Normal',
        run: { size: halfPt(14), bold: true },
        paragraph: { spacing: { before: pt(170), after: 0 } },
      },
      {
        id: STYLE.contents,
        name: 'Report contents',
        basedOn: 'Normal',
        paragraph: { spacing: { after: pt(1) } },
      },
    ],
  };
}

const NONE = { style: BorderStyle.NONE, size: 0, color: 'auto' } as const;
const HAIRLINE = { style: BorderStyle.SINGLE, size: 4, color: RULE } as const;

/** A table's frame as the PDF draws one: a hairline under each row, no verticals; 3 pt × 4 pt around a cell's text. */
export const TABLE_FRAME: Pick<ITableOptions, 'borders' | 'margins'> = {
  borders: { top: NONE, left: NONE, right: NONE, insideVertical: NONE, bottom: HAIRLINE, insideHorizontal: HAIRLINE },
  margins: { top: pt(3), bottom: pt(3), left: pt(4), right: pt(4) },
};

/** A head row's cell, shaded as the PDF's `th`. */
export const HEAD_SHADING = { fill: HEAD_FILL, type: ShadingType.CLEAR, color: 'auto' } as const;

/** A record's label (its left column): bold in the report's muted ink, as the PDF's `table.record th`. */
export const LABEL_COLOUR = '414D5C';
