import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { auditItems } from '../support/tenants';
import { OPEN, socialCompany, versionAndTenancyGuards } from '../support/socialPage';

/** The spec's Miscellaneous calls: professional qualifications and corporate awards, ordered lists. */
const company = socialCompany();
const quali = (sequence: string, qualification: string) => ({
  sequence,
  qualification,
  issuer: 'HKQAA',
  validUntil: '2027-06-30',
});
const award = (sequence: string, name: string) => ({
  sequence,
  award: name,
  awardedBy: 'HKMA',
  awardedOn: '2025-11-02',
});

const lists = {
  prof_quali: { call: '/api/prof-quali', list: 'qualifications', row: quali },
  corp_awards: { call: '/api/corp-award', list: 'awards', row: award },
} as const;

for (const [pageKey, { call: base, list, row }] of Object.entries(lists)) {
  const path = (yearEnd = OPEN) => `${base}/${company.periods[yearEnd]}`;
  const pageData = `/api/page-data/${pageKey}/${OPEN}`;
  const put = (values: unknown, version: number) =>
    call('PUT', path(), { token: company.token, body: { values, version } });

  describe(`${base}/{id}`, () => {
    it('round-trips through the spec call and the page-data route, in its sequence order', async () => {
      const empty = await call('GET', path(), { token: company.token });
      expect(empty.status, JSON.stringify(empty.body)).toBe(200);
      expect(empty.body).toMatchObject({ pageKey, yearEnd: OPEN, values: {}, version: 0 });
      const rows = [row('2', 'Second'), row('1', 'First')];
      const saved = await put({ [list]: rows }, 0);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.values[list]).toEqual(rows.map((r) => expect.objectContaining(r)));
      const viaPageData = await call('GET', pageData, { token: company.token });
      expect(viaPageData.body).toMatchObject({
        version: 1,
        values: { [list]: rows.map((r) => expect.objectContaining(r)) },
      });
      const edited = await call('PUT', pageData, {
        token: company.token,
        body: { values: { [list]: [row('1', 'Only')] }, version: 1 },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const viaSpec = await call('GET', path(), { token: company.token });
      expect(viaSpec.body).toMatchObject({
        version: 2,
        values: { [list]: [expect.objectContaining(row('1', 'Only'))] },
      });
      const audits = (await auditItems(company.tenantId)).filter((a) => a.entity.endsWith(`|PAGE#${pageKey}`));
      expect(audits).toHaveLength(2);
    });

    it("answers each of the spec's list messages on its row, storing nothing", async () => {
      const issue = async (rows: unknown) => {
        const res = await put({ [list]: rows }, 2);
        expect(res.status).toBe(400);
        return res.body.data.issues.map(({ path: p, message }: { path: string; message: string }) => ({
          path: p,
          message,
        }));
      };
      const first = Object.keys(row('1', 'x'))[1]!;
      expect(await issue([])).toEqual([{ path: `body.values.${list}`, message: 'Please add at least one detail.' }]);
      expect(await issue([row('1', 'A'), row('3', 'B')])).toEqual([
        { path: `body.values.${list}.1.sequence`, message: 'Missing sequence.' },
      ]);
      expect(await issue([row('2', 'A'), row('2', 'B')])).toEqual([
        { path: `body.values.${list}.1.sequence`, message: 'Duplicated sequence.' },
      ]);
      expect(await issue([row('1', 'A'), row('2', 'A')])).toEqual([
        { path: `body.values.${list}.1.${first}`, message: 'Duplicated item or missing input.' },
      ]);
      expect(await issue([{ ...row('1', 'A'), [first]: ' ' }])).toEqual([
        { path: `body.values.${list}.0.${first}`, message: 'Missing input in details.' },
      ]);
      expect((await call('GET', pageData, { token: company.token })).body.version).toBe(2);
    });

    it('refuses malformed JSON, wrong types and unknown fields with 400', async () => {
      const malformed = await call('PUT', path(), { token: company.token, body: '{"values": [' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.data.issues[0]).toMatchObject({ path: 'body', message: 'Malformed JSON' });
      const wrong = await put({ [list]: [{ ...row('1', 'A'), sequence: 1 }] }, 2);
      expect(wrong.status).toBe(400);
      expect(wrong.body.data.issues.map((i: { path: string }) => i.path)).toEqual([`body.values.${list}.0.sequence`]);
      const unknown = await call('PUT', path(), {
        token: company.token,
        body: { values: { [list]: [{ ...row('1', 'A'), points: '9' }], ranking: '1' }, version: 2, tenantId: 'x' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.data.issues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            path: `body.values.${list}.0.points`,
            message: 'This field is not part of the form.',
          }),
          expect.objectContaining({ path: 'body.values.ranking', message: 'This field is not part of the form.' }),
          expect.objectContaining({ path: 'body.tenantId', messageKey: 'unknownField' }),
        ]),
      );
    });

    versionAndTenancyGuards({
      company,
      read: (token, yearEnd) => call('GET', path(yearEnd), { token }),
      save: (token, yearEnd, body) => call('PUT', path(yearEnd), { token, body }),
      pageData,
      values: (variant) => ({ [list]: [row('1', `Variant ${variant}`)] }),
    });
  });
}
