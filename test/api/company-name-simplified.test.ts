import { beforeAll, describe, expect, it } from 'vitest';
import type ExcelJS from 'exceljs';
import { call, inbox } from '../support/api';
import { freshCompany } from '../support/company';
import { downloadTemplate } from '../support/excel';
import { inDays } from '../support/auditor';
import { sendRequest } from '../support/suppliers';

/**
 * A company whose Chinese name was entered in Traditional, named to a Simplified reader in Simplified wherever the
 * server writes it — mails and the data template — as the 简体 edition and the screens convert it (ADR 0137, 0138).
 */
const YEAR = '2025-12-31';
const TRADITIONAL = '環球集團有限公司';
const SIMPLIFIED = '环球集团有限公司';
let admin: string;

beforeAll(async () => {
  ({ token: admin } = await freshCompany([{ yearEnd: YEAR }], 'companyAdmin', 'en', TRADITIONAL));
});

const invite = async (langKey: string) => {
  const email = `olivia.${langKey}.${Date.now()}@example.com`;
  const res = await call('POST', '/api/auditors', {
    token: admin,
    body: {
      email,
      firstName: 'Olivia',
      lastName: 'Ng',
      firm: 'Harbour Assurance LLP',
      langKey,
      years: [YEAR],
      until: inDays(20),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await inbox()).filter((m) => m.to === email).at(-1)!;
};

describe('the company’s Chinese name to a Simplified reader', () => {
  it('is Simplified in an auditor’s invitation in cn, and as entered in hk (the users group)', async () => {
    const cn = await invite('zh-cn');
    expect(cn.subject).toContain(SIMPLIFIED);
    expect(`${cn.subject}${cn.text}`).not.toContain(TRADITIONAL);
    const hk = await invite('zh-hk');
    expect(hk.subject).toContain(TRADITIONAL);
  });

  it('is Simplified in a supplier’s data request in cn (the social group)', async () => {
    const { mails } = await sendRequest(admin, YEAR, { language: 'cn' });
    const mail = mails.at(-1)!;
    expect(mail.subject).toContain(SIMPLIFIED);
    expect(`${mail.subject}${mail.text}`).not.toContain(TRADITIONAL);
  });

  it('is Simplified on the data template’s instructions in cn (the excel group)', async () => {
    const { res, workbook } = await downloadTemplate(admin, YEAR, 'cn');
    expect(res.status).toBe(200);
    const sheet = (workbook as ExcelJS.Workbook).getWorksheet('使用说明')!;
    const text = sheet
      .getSheetValues()
      .flat()
      .filter((v) => typeof v === 'string')
      .join('\n');
    expect(text).toContain(SIMPLIFIED);
    expect(text).not.toContain(TRADITIONAL);
  });
});
