import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { OPEN as Y2, socialCompany, versionAndTenancyGuards } from '../support/socialPage';

/** The spec's Development and training calls: the same item as `/api/page-data/development_training/{year}`. */
const company = socialCompany();
const path = (year = Y2) => `/api/dev-train/batch/${company.periods[year]}`;
const pageData = `/api/page-data/development_training/${Y2}`;
const training = {
  employeesTotal: '40',
  traineesTotal: '30',
  trainingHoursTotal: '245.5',
  employeesFemale: '15',
  traineesFemale: '12',
  trainingHoursFemale: '105.5',
};

describe('development and training', () => {
  it('round-trips through PUT /api/dev-train/batch/{id} and the page-data route, with B3.1 and B3.2 computed', async () => {
    const { token } = company;
    const saved = await call('PUT', path(), {
      token,
      body: { values: { ...training, percentTrainedTotal: '1' }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 30 ÷ 40 = 75 %, 245.5 h ÷ 40 = 6.1 h; women 12 ÷ 15 = 80 %, 105.5 ÷ 15 = 7.0 h.
    expect(saved.body).toMatchObject({
      pageKey: 'development_training',
      version: 1,
      values: {
        ...training,
        percentTrainedTotal: '75',
        averageHoursTotal: '6.1',
        percentTrainedFemale: '80',
        averageHoursFemale: '7',
      },
    });
    const viaPageData = await call('GET', pageData, { token });
    expect(viaPageData.body).toMatchObject({ version: 1, values: { percentTrainedTotal: '75' } });
    const edited = await call('PUT', pageData, {
      token,
      body: { values: { ...training, traineesTotal: '20' }, version: 1 },
    });
    expect(edited.status).toBe(200);
    const viaSpec = await call('GET', `/api/dev-train/${company.periods[Y2]}`, { token });
    expect(viaSpec.body).toMatchObject({ version: 2, values: { percentTrainedTotal: '50' } });
  });

  it('refuses malformed JSON, wrong types, unknown fields and more trainees than employees with 400', async () => {
    const { token } = company;
    const malformed = await call('PUT', path(), { token, body: '{"values": {' });
    expect(malformed.status).toBe(400);
    const wrong = await call('PUT', path(), { token, body: { values: { traineesMale: 3, hours: '1' }, version: 'x' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.version', 'body.values.traineesMale', 'body.values.hours']),
    );
    const tooMany = await call('PUT', path(), {
      token,
      body: { values: { employeesMale: '5', traineesMale: '6' }, version: 2 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.issues).toEqual([
      { path: 'traineesMale', code: 'max', message: 'This field cannot be more than 5.', params: { max: '5' } },
    ]);
    expect((await call('GET', pageData, { token })).body.version).toBe(2); // nothing stored
  });

  versionAndTenancyGuards({
    company,
    read: (token, y) => call('GET', `/api/dev-train/${company.periods[y]}`, { token }),
    save: (token, y, body) => call('PUT', path(y), { token, body }),
    pageData,
    values: (v) => ({ ...training, traineesFemale: v }),
  });
});
