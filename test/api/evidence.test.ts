import { beforeAll, describe, expect, it } from 'vitest';
import { evidencedFigures } from '@esg/core/domain/files/evidencedFigures';
import { withProvisionTitles } from '@esg/core/catalogue/provisionTitle';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { requestUpload, uploadOne, withMagic } from '../support/files';
import { every, saveBoundaries } from '../support/resources';

const YEAR = '2025-12-31';
const PRINTED = '2024-12-31';
const trainees = { kind: 'field', page: 'development_training', field: 'traineesTotal' } as const;
const register = (name = 'training-register.pdf') => ({
  name,
  type: 'application/pdf',
  bytes: withMagic('%PDF-1.7\n', 2000),
});
const evidence = (token: string, query = '') => call('GET', `/api/evidence/${YEAR}${query}`, { token });

let token: string;
let tenantId: string;
let other: string;

beforeAll(async () => {
  ({ token, tenantId } = await freshCompany([{ yearEnd: PRINTED, printed: true }, { yearEnd: YEAR }]));
  ({ token: other } = await freshCompany([{ yearEnd: YEAR }]));
});

describe('evidence per value: link round trip', () => {
  it('attaches a file to one field, lists it for the page and the year, and the appendix names the figure', async () => {
    const { ticket, confirmed } = await uploadOne(token, register(), `evidence/${YEAR}`, trainees);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ module: 'evidence', target: trainees });

    const page = await evidence(token, '?page=development_training');
    expect(page.status).toBe(200);
    expect(page.body).toEqual([
      expect.objectContaining({ id: ticket.id, name: 'training-register.pdf', target: trainees }),
    ]);
    expect((await evidence(token, '?page=employment')).body).toEqual([]);

    const figures = await evidencedFigures(tenantId, YEAR, withProvisionTitles);
    expect(figures).toEqual([
      {
        anchor: 'development_training.traineesTotal',
        target: trainees,
        labels: expect.objectContaining({ en: expect.stringMatching(/trainees/) }),
        files: [{ id: ticket.id, name: 'training-register.pdf', uploadedAt: expect.any(String) }],
      },
    ]);

    // Removing the file removes the link: nothing is listed, the appendix has nothing.
    expect((await call('DELETE', '/api/file/batch', { token, body: { ids: [ticket.id] } })).status).toBe(200);
    expect((await evidence(token)).body).toEqual([]);
    expect(await evidencedFigures(tenantId, YEAR, withProvisionTitles)).toEqual([]);
  });

  it('names a file behind a comply choice by the provision’s code and title, as the report shows it (ADR 0144)', async () => {
    const choice = { kind: 'field', page: 'development_training', field: 'b3_1Disclosure' } as const;
    const { ticket, confirmed } = await uploadOne(token, register('b3-1-reason.pdf'), `evidence/${YEAR}`, choice);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const figure = (await evidencedFigures(tenantId, YEAR, withProvisionTitles)).find(
      (f) => f.anchor === 'development_training.b3_1Disclosure',
    );
    expect(figure?.labels?.en).toMatch(/^B3\.1 Percentage of employees trained by gender and employee category/);
    expect(figure?.labels?.hk).toMatch(/^B3\.1 按性別及僱員類別/);
    expect(figure?.labels?.cn).toMatch(/^B3\.1 按性别及雇员类别/);
    expect((await call('DELETE', '/api/file/batch', { token, body: { ids: [ticket.id] } })).status).toBe(200);
  });

  it('links a file to one month of a resource row (an electricity bill for March)', async () => {
    const loc = await saveBoundaries(token, [YEAR]);
    const saved = await call('PUT', `/api/resource/electricity/${YEAR}`, {
      token,
      body: {
        rows: [
          {
            version: 0,
            locationId: loc.hq,
            unit: 'kWh',
            months: every('100'),
            attributes: { supplier: 'clp', account: '0123-456' },
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const row = saved.body.rows[0].id as string;
    const bill = { kind: 'row', resource: 'electricity', row, month: 3 } as const;
    const { confirmed } = await uploadOne(token, register('march-bill.pdf'), `evidence/${YEAR}`, bill);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const listed = await evidence(token, '?resource=electricity');
    expect(listed.body).toEqual([expect.objectContaining({ name: 'march-bill.pdf', target: bill })]);
    expect((await evidencedFigures(tenantId, YEAR, withProvisionTitles)).map((f) => f.anchor)).toContain(
      `electricity.${row}.3`,
    );
  });
});

describe('evidence per value: refused', () => {
  const declared = [{ name: 'r.pdf', type: 'application/pdf', size: 100 }];

  it('a target field that does not exist on the page, or a page that does not exist → 400', async () => {
    const noField = await requestUpload(token, declared, `evidence/${YEAR}`, { ...trainees, field: 'noSuchField' });
    expect(noField.status).toBe(400);
    expect(noField.body.message).toBe('The figure this evidence is for does not exist.');
    const noPage = await requestUpload(token, declared, `evidence/${YEAR}`, { ...trainees, page: 'nowhere' });
    expect(noPage.status).toBe(400);
    const noRow = await requestUpload(token, declared, `evidence/${YEAR}`, {
      kind: 'row',
      resource: 'electricity',
      row: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      month: 1,
    });
    expect(noRow.status).toBe(400);
    const badMonth = await requestUpload(token, declared, `evidence/${YEAR}`, { ...trainees, kind: 'row', month: 13 });
    expect(badMonth.status).toBe(400);
  });

  it('evidence without a target, or a target on an ordinary attachment → 400', async () => {
    const bare = await requestUpload(token, declared, `evidence/${YEAR}`);
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Evidence must name the figure it supports; other files cannot.');
    expect((await requestUpload(token, declared, `attachment/${YEAR}`, trainees)).status).toBe(400);
  });

  it('a printed year → 423, another company → 404, and more than 10 files → 400', async () => {
    expect((await requestUpload(token, declared, `evidence/${PRINTED}`, trainees)).status).toBe(423);
    const { ticket } = await uploadOne(token, register('mine.pdf'), `evidence/${YEAR}`, trainees);
    // Another company sees none of it and cannot delete it.
    expect((await evidence(other)).body).toEqual([]);
    expect((await call('DELETE', '/api/file/batch', { token: other, body: { ids: [ticket.id] } })).status).toBe(404);
    expect((await call('GET', `/api/evidence/${PRINTED}`, { token: other })).status).toBe(404);
    expect((await evidence(token, '?page=development_training')).body).toHaveLength(1);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...declared[0]!, name: `r${i}.pdf` }));
    expect((await requestUpload(token, eleven, `evidence/${YEAR}`, trainees)).status).toBe(400);
  });

  it('a file whose bytes are not its declared type is rejected and never becomes evidence', async () => {
    const fake = { name: 'scan.pdf', type: 'application/pdf', bytes: withMagic('GIF89a', 500) };
    const { confirmed } = await uploadOne(token, fake, `evidence/${YEAR}`, trainees);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.message).toBe('The file content does not match its type.');
    const names = ((await evidence(token)).body as { name: string }[]).map((f) => f.name);
    expect(names).not.toContain('scan.pdf');
  });
});
