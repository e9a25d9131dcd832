import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { Messages } from '@esg/core/messageCatalogue';
import { call, signIn } from '../support/api';
import { boardLink } from '../support/questionnaire';

/** docs/decisions/0140-own-topic-and-link-names-in-both-languages.md */
const topicsOf = async (co: { token: string; yearEnd: string }) =>
  (await call('GET', `/api/materiality/topics/${co.yearEnd}`, { token: co.token })).body;
/** A save of the topics as read: each one's own text as the editor holds it. */
const resent = (view: { version: number; topics: { id: string; custom: object }[] }) => ({
  version: view.version,
  threshold: 6,
  topics: view.topics.map((t) => ({ id: t.id, ...t.custom })),
});

describe('a materiality topic the company renamed or added', () => {
  it('saves English and Traditional Chinese and reads them back, Simplified derived; a missing language is listed', async () => {
    const co = await boardLink();
    const read = await topicsOf(co);
    const topics = read.topics.map((t: { id: string }) => ({ id: t.id, name: null, description: null }));
    topics[0].name = { en: 'Air emissions', hk: '空氣排放' };
    const added = ulid();
    topics.push({ id: added, name: { en: 'Data privacy' }, description: { en: 'Customer data', hk: '客戶資料' } });
    const saved = await call('PUT', `/api/materiality/topics/${co.yearEnd}`, {
      token: co.token,
      body: { version: 0, threshold: 6, topics },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const back = await topicsOf(co);
    expect(back.topics[0].custom.name).toEqual({ en: 'Air emissions', hk: '空氣排放' });
    // Staff screens show a Simplified reader the Traditional as typed (no converter in their group, ADR 0140).
    expect(back.topics[0].name).toEqual({ en: 'Air emissions', hk: '空氣排放', cn: '空氣排放' });
    const mine = back.topics.find((t: { id: string }) => t.id === added);
    expect(mine.custom.name).toEqual({ en: 'Data privacy', hk: '' });
    expect(mine.description).toEqual({ en: 'Customer data', hk: '客戶資料', cn: '客戶資料' });
    expect(mine.name.hk).toBe('Data privacy');
    expect(mine.untranslated).toEqual(['hk', 'cn']);

    // One language typed later keeps the other; the board member reads the topic in the member's language.
    mine.custom.name = { hk: '資料私隱' };
    const again = await call('PUT', `/api/materiality/topics/${co.yearEnd}`, {
      token: co.token,
      body: resent(back),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const opened = await call('GET', `/api/questionnaire/q/${co.link}`);
    const shown = opened.body.topics.find((t: { id: string }) => t.id === added);
    expect(shown.name).toEqual({ en: 'Data privacy', hk: '資料私隱', cn: '资料私隐' });
    expect(shown).not.toHaveProperty('custom');
    // A stale version is refused as before (the spec's concurrency message), nothing lost.
    const late = await call('PUT', `/api/materiality/topics/${co.yearEnd}`, {
      token: co.token,
      body: resent(back),
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(Messages.conflict);
    expect((await topicsOf(co)).topics.find((t: { id: string }) => t.id === added).custom.name.hk).toBe('資料私隱');
  });

  it('refuses a language that is too long or an empty name, naming the language', async () => {
    const co = await boardLink();
    const bad = await call('PUT', `/api/materiality/topics/${co.yearEnd}`, {
      token: co.token,
      body: {
        version: 0,
        threshold: 6,
        topics: [
          { id: 'A1', name: { en: 'Air', hk: '空'.repeat(81) }, description: null },
          { id: 'A2', name: { en: '', hk: '' }, description: null },
        ],
      },
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.data.issues.map((i: { path: string }) => i.path);
    expect(paths).toContain('body.topics.0.name.hk');
    expect(paths).toContain('body.topics.1.name');
  });

  it('refuses the final hk edition while a renamed topic lacks Chinese, naming the topic; the English one is not refused for it', async () => {
    const co = await boardLink();
    const read = await topicsOf(co);
    const topics = read.topics.map((t: { id: string }) => ({ id: t.id, name: null, description: null }));
    topics[1].name = { en: 'Water and energy' };
    const saved = await call('PUT', `/api/materiality/topics/${co.yearEnd}`, {
      token: co.token,
      body: { version: 0, threshold: 6, topics },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answered = await call('POST', '/api/questionnaire', { body: co.body });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const printed = await call('PUT', '/api/compPeriod/printed', {
      token: await signIn('platform.admin'),
      body: { companyId: co.tenantId, yearEnd: co.yearEnd, printed: true, version: 1 },
    });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    const refused = await call('POST', `/api/report/${co.yearEnd}?lang=hk`, { token: co.token });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('TRANSLATION_MISSING');
    expect(refused.body.data.untranslated).toContainEqual({
      page: '/background/board_committee/preliminary_questionnaire',
      field: 'topics',
      item: { en: 'Water and energy', hk: 'Water and energy', cn: 'Water and energy' },
    });
    const english = await call('POST', `/api/report/${co.yearEnd}?lang=en`, { token: co.token });
    expect(english.body.code).not.toBe('TRANSLATION_MISSING');
  });
});

describe('a stakeholder link’s name', () => {
  it('saves both languages, reads them back, unique per language naming the language; a rename keeps the other language', async () => {
    const co = await boardLink();
    const path = `/api/questionnaire/stakeholderLinks/${co.yearEnd}`;
    const old = await call('POST', path, { token: co.token, body: { name: 'Suppliers' } });
    expect(old.status, JSON.stringify(old.body)).toBe(201);
    // A one-string name is the company's language (English here), shown in every language until translated.
    expect(old.body.own).toEqual({ en: 'Suppliers', hk: '' });
    expect(old.body.names).toEqual({ en: 'Suppliers', hk: 'Suppliers', cn: 'Suppliers' });

    const made = await call('POST', path, { token: co.token, body: { name: { en: 'Employees', hk: '僱員' } } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ name: 'Employees', names: { en: 'Employees', hk: '僱員', cn: '僱員' } });

    const clash = await call('POST', path, { token: co.token, body: { name: { en: 'Staff', hk: '僱員' } } });
    expect(clash.status).toBe(400);
    expect(clash.body.data.issues).toMatchObject([{ path: 'body.name.hk', code: 'linkNameInUse' }]);
    // The same name typed in a Chinese input method's full-width mode is the same name (ADR 0070 amended).
    const wide = await call('POST', path, { token: co.token, body: { name: { en: 'ＥＭＰＬＯＹＥＥＳ' } } });
    expect(wide.status).toBe(400);
    expect(wide.body.data.issues).toMatchObject([{ path: 'body.name.en', code: 'linkNameInUse' }]);
    const tooLong = await call('POST', path, { token: co.token, body: { name: { en: 'Staff', hk: '員'.repeat(81) } } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.issues.map((i: { path: string }) => i.path)).toContain('body.name.hk');
    const empty = await call('POST', path, { token: co.token, body: { name: { en: ' ', hk: '' } } });
    expect(empty.status).toBe(400);

    // Chinese typed later keeps the English; the public page names the group in each language.
    const renamed = await call('PUT', `/api/questionnaire/stakeholderLink/${old.body.id}`, {
      token: co.token,
      body: { year: co.yearEnd, name: { hk: '供應商' } },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.names).toEqual({ en: 'Suppliers', hk: '供應商', cn: '供應商' });
    const listed = await call('GET', path, { token: co.token });
    expect(listed.body.links.map((l: { own: unknown }) => l.own)).toEqual([
      { en: 'Employees', hk: '僱員' },
      { en: 'Suppliers', hk: '供應商' },
    ]);
    const token = /\?id=([\w-]+)/.exec(made.body.link as string)![1];
    const opened = await call('GET', `/api/questionnaire/q/${token}`);
    expect(opened.body).toMatchObject({ respondent: 'stakeholder', memberNames: { hk: '僱員', cn: '雇员' } });
  });
});
