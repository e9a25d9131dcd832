import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ConversionGraph } from '../../calc/units';
import { ImportCheck } from './check';
import { yearContext } from './context';
import { FIRST_DATA_ROW } from './layout';
import { MAX_DATA_ROWS } from './limits';
import { say } from './messages';
import { parseWorkbook } from './parse';
import { sheetsOfWorkbook } from './sheetReader';

/**
 * A workbook of more than 100,000 data rows is refused. The rows are counted over every
 * data sheet as the streaming reader meets them (header rows not counted); reading stops at the
 * first row over the limit. The sheets here have no key row, so their rows are only counted.
 */
async function workbookOf(rowsPerSheet: Record<string, number>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  for (const [name, count] of Object.entries(rowsPerSheet)) {
    const ws = wb.addWorksheet(name);
    for (let n = 0; n < count; n++) ws.getRow(FIRST_DATA_ROW + n).getCell(3).value = 1;
    ws.commit();
  }
  await wb.commit();
  return Buffer.concat(chunks);
}

const parse = async (bytes: Buffer) => {
  const check = new ImportCheck(yearContext('en', {}, [], new ConversionGraph([], [])));
  return parseWorkbook(sheetsOfWorkbook(bytes) as AsyncIterable<unknown>, check, 'en');
};

describe('the 100,000-row limit', () => {
  it('reads a workbook of exactly 100,000 data rows over two sheets', async () => {
    expect(MAX_DATA_ROWS).toBe(100_000);
    expect(await parse(await workbookOf({ Electricity: 60_000, Water: 40_000 }))).toEqual({ rows: 100_000 });
  }, 120_000);

  it('refuses one row more, in every language', async () => {
    expect(await parse(await workbookOf({ Electricity: 60_000, Water: 40_001 }))).toEqual({
      refused: 'excelTooManyRows',
    });
    expect(say('excelTooManyRows', 'en')).toBe('This workbook has more than 100,000 data rows.');
    expect(say('excelTooManyRows', 'hk')).toBe('此活頁簿的數據列超過 100,000 列。');
    expect(say('excelTooManyRows', 'cn')).toBe('此工作簿的数据行超过 100,000 行。');
  }, 120_000);
});
