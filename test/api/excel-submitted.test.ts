import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import {
  bytesOf,
  commitWorkbook,
  downloadTemplate,
  electricityRows,
  importWorkbook,
  sheetOf,
  shopMarchChecked,
  textCell,
} from '../support/excel';
import { EXCEL_YEAR, excelCompany, sheetIndex } from '../support/excelCompany';
import { setTaskStates } from '../support/signOff';

/**
 * A page or a location submitted for review takes no change from a workbook, as it takes none from a save
 * (docs/decisions/0102-the-years-review-workflow.md, amended; 0127): at validation an error at each changed cell, at
 * the commit checked again with the year held.
 */
const Y = EXCEL_YEAR;
let co: Awaited<ReturnType<typeof excelCompany>>;

const submit = (pageKey: string, location?: string) =>
  setTaskStates(co, Y, 'submitted', 'test', (t) => t.pageKey === pageKey && t.location?.id === location);

beforeAll(async () => {
  co = await excelCompany();
  const values = { boardOversight: { en: 'The board oversees ESG.', hk: '董事會監察環境、社會及管治事宜。' } };
  const res = await call('PUT', `/api/page-data/board_statement/${Y}`, {
    token: co.token,
    body: { values, version: 0 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await submit('electricities', co.ids.hq);
  await submit('board_statement');
}, 120_000);

describe('Excel import into pages submitted for review', () => {
  it('refuses every changed cell of a submitted location or page, saying why, in the uploader’s language', async () => {
    const expected = {
      en: {
        hq: 'Electricity at HQ is submitted for review and read-only: a reviewer returns it, or its submitter withdraws the submission, to change it.',
        board:
          'Board statement is submitted for review and read-only: a reviewer returns it, or its submitter withdraws the submission, to change it.',
      },
      hk: {
        hq: '電力（HQ）已提交審閱，現只可查閱：須由審閱人退回，或由提交人撤回提交，方可修改。',
        board: '董事會聲明已提交審閱，現只可查閱：須由審閱人退回，或由提交人撤回提交，方可修改。',
      },
    };
    for (const lang of ['en', 'hk'] as const) {
      const wb = (await downloadTemplate(co.token, Y, lang)).workbook!;
      const ws = sheetOf(wb, 'electricity');
      const { col, rowOf } = sheetIndex(ws);
      const [hq, shop] = co.rows.electricity;
      ws.getCell(rowOf(hq!.id), col('m1')).value = 7777;
      ws.getCell(rowOf(shop!.id), col('m1')).value = 600; // Shop is not submitted: no error.
      textCell(wb, 'board_statement|boardOversight', 'en').value = 'The board oversees ESG every quarter.';

      const { view } = await importWorkbook(co.token, Y, await bytesOf(wb), `submitted-${lang}.xlsx`, lang);
      expect(view.status, JSON.stringify(view.errors)).toBe('INVALID');
      const errors = view.errors as { sheet: string; cell: string; message: string }[];
      expect(errors.map((e) => e.message).sort()).toEqual([expected[lang].board, expected[lang].hq].sort());
      expect(errors.find((e) => e.message === expected[lang].hq)!.cell).toBe(
        `${ws.name}!${ws.getColumn(col('m1')).letter}${rowOf(hq!.id)}`,
      );
    }
    expect((await electricityRows(co.token)).find((r) => r.id === co.rows.electricity[0]!.id)!.months[0]).toBe('1000');
  }, 240_000);

  it('a location submitted between validation and commit is not written: the commit ends INVALID, naming it', async () => {
    const checked = await shopMarchChecked(co);
    await submit('electricities', co.ids.shop);
    const done = await commitWorkbook(co.token, checked);
    expect(done.view).toMatchObject({
      status: 'INVALID',
      refusal:
        'Electricity at Shop was submitted for review after this workbook was checked and is read-only until a reviewer returns it or the submission is withdrawn. Nothing was saved.',
    });
    expect((await electricityRows(co.token)).find((r) => r.id === co.rows.electricity[1]!.id)!.months[2]).toBe('500.5');
  }, 240_000);
});
