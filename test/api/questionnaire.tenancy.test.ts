import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, inbox } from '../support/api';
import { freshCompany } from '../support/company';
import { scoresFor, tokenIn } from '../support/questionnaire';

/**
 * The questionnaire's rules and security: the mail is in the company's language, and the public routes take
 * their tenant from the link only — a signed-in user of another company, a board member of another
 * company and no token at all each reach exactly the link's company and year.
 */
const Y2 = '2025-12-31';
const TOPICS = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'];
const PART_D = ['D-GOV', 'D-STR', 'D-RISK', 'D-MET'];

interface Board {
  token: string;
  memberId: string;
  email: string;
  link: string;
}

/** A company in `langKey` (its user reads English) with one member, sent the questionnaire. */
async function boardOf(langKey: 'zh-cn' | 'zh-hk', member: string): Promise<Board> {
  const co = await freshCompany([{ yearEnd: Y2 }], 'companyUser', langKey);
  const email = `${member.split(' ')[0]!.toLowerCase()}.${ulid().toLowerCase()}@example.com`;
  const saved = await call('PUT', `/api/boardmembers/${Y2}`, {
    token: co.token,
    body: { version: 0, members: [{ name: member, positionTitle: 'Director', email }] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const memberId = saved.body.members[0].id as string;
  const sent = await call('POST', `/api/questionnaire/sendBoardEmails/${Y2}`, { token: co.token });
  expect(sent.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(['sent']);
  return { token: co.token, memberId, email, link: tokenIn(sent.body.results[0].link as string)! };
}

const submissions = async (b: Board) =>
  (await call('GET', `/api/boardStatus/${Y2}`, { token: b.token })).body.formSubmissions as number;

let cn: Board;
let hk: Board;
let custom: string;

beforeAll(async () => {
  [cn, hk] = await Promise.all([boardOf('zh-cn', 'Ann Chow'), boardOf('zh-hk', 'Ben Yip')]);
  // The Simplified-Chinese company rates one topic of its own, before its first answer.
  const read = await call('GET', `/api/materiality/topics/${Y2}`, { token: cn.token });
  custom = ulid();
  const topics = [
    ...read.body.topics.map((t: { id: string }) => ({ id: t.id, name: null, description: null })),
    { id: custom, name: 'Data privacy', description: null },
  ];
  const saved = await call('PUT', `/api/materiality/topics/${Y2}`, {
    token: cn.token,
    body: { version: read.body.version, threshold: 6, topics },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

describe('the questionnaire e-mail', () => {
  it("is written in the company's language, not the sender's", async () => {
    const mails = await inbox();
    const to = (email: string) => mails.filter((m) => m.to === email);
    expect(to(cn.email)).toHaveLength(1);
    expect(to(cn.email)[0]!.subject).toContain('31-12-2025 董事会重要性问卷');
    expect(to(cn.email)[0]!.text).toMatch(/^Ann Chow 您好：/);
    expect(to(cn.email)[0]!.text).toContain('无需登录');
    expect(to(hk.email)[0]!.subject).toContain('31-12-2025 董事會重要性問卷');
    expect(to(hk.email)[0]!.text).toContain('毋須登入');
    expect(to(hk.email)[0]!.text).not.toContain('Dear');
  });
});

describe('public routes: the tenant comes from the link', () => {
  it("a signed-in user of another company opens and answers the link's company, never their own", async () => {
    const opened = await call('GET', `/api/questionnaire/q/${cn.link}`, { token: hk.token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ yearEnd: Y2, memberName: 'Ann Chow' });
    expect(opened.body.topics.map((t: { id: string }) => t.id)).toEqual([...TOPICS, ...PART_D, custom]);
    expect(JSON.stringify(opened.body)).not.toContain('Ben Yip');

    const scores = { ...scoresFor([...TOPICS, ...PART_D], 8, 7), [custom]: { company: 9, personal: 9 } };
    const answered = await call('POST', '/api/questionnaire', { token: hk.token, body: { id: cn.link, scores } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(await submissions(cn)).toBe(1);
    expect(await submissions(hk)).toBe(0);
    const matrix = await call('GET', `/api/materiality/${Y2}`, { token: cn.token });
    expect(matrix.body.points.find((p: { id: string }) => p.id === custom)).toMatchObject({ company: 9, board: 9 });
  });

  it("a board member of another company reaches only their own company: another company's topic is unknown", async () => {
    const opened = await call('GET', `/api/questionnaire/q/${hk.link}`);
    expect(opened.body.memberName).toBe('Ben Yip');
    expect(opened.body.topics.map((t: { id: string }) => t.id)).not.toContain(custom);
    const scores = { ...scoresFor([...TOPICS, ...PART_D], 5, 5), [custom]: { company: 5, personal: 5 } };
    const refused = await call('POST', '/api/questionnaire', { body: { id: hk.link, scores } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.issues.map((i: { path: string }) => i.path)).toEqual([`body.scores.${custom}`]);
    expect(await submissions(hk)).toBe(0);
    expect(await submissions(cn)).toBe(1);
  });

  it("a company cannot reset another company's member (404), and the answer stays", async () => {
    const foreign = await call('PUT', `/api/boardmember/reset/${cn.memberId}`, { token: hk.token, body: { year: Y2 } });
    expect(foreign.status).toBe(404);
    expect(await submissions(cn)).toBe(1);
    expect((await call('GET', `/api/questionnaire/q/${cn.link}`)).body).toMatchObject({ submitted: true });
  });
});
