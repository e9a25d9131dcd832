import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { answersOf } from '@esg/core/domain/reports/data';
import { editionAnswers } from '@esg/core/domain/reports/translated';

/** docs/decisions/0121-translatable-names-and-cells.md: names and table cells in both languages, through the API. */
const Y = '2025-12-31';
const url = (page: string) => `/api/page-data/${page}/${Y}`;
const put = (token: string, page: string, values: unknown, version: number) =>
  call('PUT', url(page), { token, body: { values, version } });

const place = {
  address: { en: '1 Queen’s Road Central', hk: '皇后大道中1號' },
  city: { en: 'Hong Kong', hk: '香港' },
  country: 'HK',
  locationType: 'office',
  inBoundary: 'yes',
};
const HEAD_OFFICE = { en: 'Head office', hk: '總辦事處' };

let token: string;
beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y }]));
});

describe('translatable cells', () => {
  it('saves a location’s name in both languages, reads it back and lists it once; counts a cell lacking one', async () => {
    const saved = await put(
      token,
      'reporting_boundaries',
      {
        locations: [
          { ...place, name: HEAD_OFFICE },
          { ...place, name: 'Depot', address: { en: '2 Hoi Bun Road', hk: '海濱道2號' } },
        ],
      },
      0,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.values.locations[0].name).toEqual(HEAD_OFFICE);
    expect(saved.body.values.locations[1].name).toBe('Depot');
    expect(saved.body.missingTranslations).toBe(1);
    // The location lists (resource pages, Excel, the spec's calls) name each location once.
    const listed = await call('GET', `/api/comp-location/by-year-end/${Y}`, { token });
    expect(listed.body.locations.map((l: { name: string }) => l.name)).toEqual(['Head office', 'Depot']);
    // So are its address and city: one text each, English where there is one.
    expect(listed.body.locations.map((l: { address: string; city: string }) => [l.address, l.city])).toEqual([
      ['1 Queen’s Road Central', 'Hong Kong'],
      ['2 Hoi Bun Road', 'Hong Kong'],
    ]);
  });

  it('a location’s address and city are translatable: one typed in English alone lacks its Chinese', async () => {
    const read = await call('GET', url('reporting_boundaries'), { token });
    const rows = read.body.values.locations;
    const res = await put(
      token,
      'reporting_boundaries',
      {
        locations: [
          rows[0],
          { ...rows[1], address: { en: '3 Hoi Bun Road', hk: '' }, city: { en: 'Kowloon', hk: '' } },
        ],
      },
      read.body.version,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.missingTranslations).toBe(3);
    const back = await put(token, 'reporting_boundaries', { locations: rows }, res.body.version);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.missingTranslations).toBe(1);
  });

  it('a one-language client’s string replaces only the company’s language of the cell where it sits', async () => {
    const read = await call('GET', url('reporting_boundaries'), { token });
    const rows = read.body.values.locations;
    const res = await put(
      token,
      'reporting_boundaries',
      { locations: [{ ...rows[0], name: 'Head office (Central)' }, rows[1]] },
      read.body.version,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.values.locations[0].name).toEqual({ en: 'Head office (Central)', hk: '總辦事處', stale: 'hk' });
  });

  it('for a Chinese-speaking company, English sent as one text is its English, and Chinese its Chinese', async () => {
    const hk = await freshCompany([{ yearEnd: Y }], 'companyAdmin', 'zh-hk');
    const one = { country: 'HK', locationType: 'office', inBoundary: 'yes' };
    const office = { ...one, name: 'Tsim Sha Tsui office', address: '1 Canton Road', city: 'Hong Kong' };
    const depot = { ...one, name: '觀塘倉庫', address: '觀塘道1號', city: '香港' };
    const res = await put(hk.token, 'reporting_boundaries', { locations: [office, depot] }, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The editions read them so: the English one lacks only the depot's English, the Chinese ones only the office's.
    const answers = await answersOf(hk.tenantId, Y);
    const lacking = (lang: 'en' | 'hk' | 'cn') =>
      editionAnswers(answers, lang, 'hk')
        .untranslated.map((u) => u.field)
        .filter((f) => f.startsWith('locations.'))
        .sort();
    expect(lacking('en')).toEqual(['locations.1.address', 'locations.1.city', 'locations.1.name']);
    expect(lacking('hk')).toEqual(['locations.0.address', 'locations.0.city', 'locations.0.name']);
    expect(lacking('cn')).toEqual(['locations.0.address', 'locations.0.city', 'locations.0.name']);
  });

  it('a cell sent whole is stored whole: the form’s row carries both languages', async () => {
    const read = await call('GET', url('reporting_boundaries'), { token });
    const rows = read.body.values.locations;
    const res = await put(
      token,
      'reporting_boundaries',
      { locations: [rows[1], { ...rows[0], name: { en: 'Head office', hk: '' } }] },
      read.body.version,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Rows moved: each row met its own stored row (by its id), and the cell sent whole is what is stored.
    expect(res.body.values.locations.map((r: { name: unknown }) => r.name)).toEqual([
      'Depot',
      { en: 'Head office', hk: '' },
    ]);
    expect(res.body.missingTranslations).toBe(2);
  });

  it('refuses a too long language of a cell, naming the row, the column and the language', async () => {
    const res = await put(
      token,
      'board_committee',
      {
        members: [
          { name: 'Helen Cheung', email: 'helen@example.com', positionTitle: { en: 'Chair', hk: '主'.repeat(101) } },
        ],
      },
      0,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { path: string }) => i.path)).toContain('members.0.positionTitle.hk');
  });

  it('the spec’s board members call reads a title once and keeps its Chinese when it saves the English', async () => {
    const { token: own } = await freshCompany([{ yearEnd: Y }]);
    const member = { name: 'Helen Cheung', email: 'helen@example.com', positionTitle: { en: 'Chair', hk: '主席' } };
    expect((await put(own, 'board_committee', { members: [member] }, 0)).status).toBe(200);
    const members = await call('GET', `/api/boardmembers/${Y}`, { token: own });
    expect(members.body.members[0].positionTitle).toBe('Chair');
    const { id, ...rest } = members.body.members[0];
    const saved = await call('PUT', `/api/boardmember/${Y}`, {
      token: own,
      body: { version: members.body.version, member: { ...rest, memberId: id, positionTitle: 'Chair of the board' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page = await call('GET', url('board_committee'), { token: own });
    expect(page.body.values.members[0].positionTitle).toEqual({ en: 'Chair of the board', hk: '主席', stale: 'hk' });
  });
});
