import ExcelJS from 'exceljs';
import { baseUrl } from './api';

/** GET the year's Excel template as the caller: the reply and, when 200, the parsed workbook. */
export async function downloadTemplate(token: string, year: string) {
  const res = await fetch(`${baseUrl()}/api/archived-result/excel/template?year=${year}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { res, bytes, workbook: undefined, body: JSON.parse(bytes.toString('utf8')) };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return { res, bytes, workbook, body: undefined };
}
