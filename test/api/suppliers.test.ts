import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInContext } from '@esg/core/context';
import { supplierToken } from '@esg/core/domain/suppliers/links';
import { call, inbox, type Reply } from '../support/api';
import { Messages } from '@esg/core/messageCatalogue';
import { freshCompany } from '../support/company';
import { MB, PNG, putTicket, withMagic, type Ticket } from '../support/files';
import { boardLink } from '../support/questionnaire';
import { formatDate, hongKongDate, hongKongTime } from '@esg/core/lib/dates';
import type { SupplierRequestView } from '@esg/core/schemas/suppliers';
import { dayIn } from '../support/days';
import {
  DUE,
  letDueDayPass,
  letHoursPass,
  requestBody,
  scope3Category,
  sendRequest,
  shareAnswer,
  supplierRequests,
} from '../support/suppliers';

/**
 * Supplier data requests (docs/decisions/0119-supplier-data-requests.md): sent from the company, answered
 * through the e-mailed link with no sign-in, fed into Scope 3 category 1 as supplier-specific tier 1 data;
 * every broken, replayed, withdrawn or foreign link refused with nothing shown; throttled (suppliers-throttle.test.ts).
 */
const Y = '2025-12-31';
type Co = Awaited<ReturnType<typeof freshCompany>>;
let co: Co;
let other: Co;

beforeAll(async () => {
  [co, other] = await Promise.all([freshCompany([{ yearEnd: Y }]), freshCompany([{ yearEnd: Y }])]);
});

const list = async (c: Co = co) => supplierRequests(c.token, Y);
const statusOf = async (id: string) =>
  (await list()).requests.find((r: { id: string }) => r.id === id) as SupplierRequestView;
const category1 = async (c: Co = co) => scope3Category(c.token, Y, 1);
const DAY = 24 * 3_600_000;
const remind = (id: string, version: number, token = co.token) =>
  call('POST', `/api/supplierRequest/${id}/remind`, { token, body: { year: Y, version } });
/** A refusal that names nothing: no company, supplier or figure in the reply. */
const saysNothing = (res: Reply, ...secrets: string[]) => {
  for (const s of secrets) expect(JSON.stringify(res.body)).not.toContain(s);
};

describe('a request answered without signing in feeds category 1', () => {
  it('is mailed in the chosen language, opens (status opened), is answered once and counted as tier 1 data', async () => {
    const r = await sendRequest(co.token, Y, { language: 'hk', supplierName: 'Shatin Cartons Ltd' });
    expect(r.mails).toHaveLength(1);
    // Dates as the screens show them (DD-MM-YYYY): the year end and the due date.
    expect(r.mails[0]!.subject).toContain('向 Shatin Cartons Ltd 索取截至 31-12-2025 年度的溫室氣體數據');
    expect(r.mails[0]!.text).toContain(formatDate(DUE));
    expect(r.mails[0]!.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(r.mails[0]!.text).toContain('毋須帳戶或登入');
    expect((await statusOf(r.id)).status).toBe('sent');
    expect(await category1()).toMatchObject({ state: 'missing', tCO2e: null });

    const opened = await call('GET', `/api/supplier/q/${r.link}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      yearEnd: Y,
      supplierName: 'Shatin Cartons Ltd',
      language: 'hk',
      submitted: false,
    });
    expect((await statusOf(r.id)).status).toBe('opened');

    const answered = await call('POST', '/api/supplier', { body: shareAnswer(r.link) });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const after = await statusOf(r.id);
    expect(after).toMatchObject({
      status: 'submitted',
      answer: { basis: 'share', tCO2e: '625', sharePercent: '12.5' },
    });
    expect((await list()).tCO2e).toBe('625');
    expect(await category1()).toMatchObject({
      state: 'reported',
      tCO2e: '625',
      supplier: { tCO2e: '625', suppliers: 1, tier: '1' },
    });

    // Replayed: refused, and the answer stays as given.
    const replay = await call('POST', '/api/supplier', { body: shareAnswer(r.link, { sharePercent: '90' }) });
    expect(replay.status).toBe(409);
    expect((await statusOf(r.id)).answer?.tCO2e).toBe('625');
    // The link still shows the supplier what it gave, read-only.
    expect((await call('GET', `/api/supplier/q/${r.link}`)).body).toMatchObject({
      submitted: true,
      answer: { tCO2e: '625' },
    });
  });

  it('a product footprint × units adds to the category (kgCO2e per unit → t)', async () => {
    const c = await freshCompany([{ yearEnd: Y }]);
    const a = await sendRequest(c.token, Y);
    const b = await sendRequest(c.token, Y, { supplierName: 'Tsuen Wan Inks' });
    expect((await call('POST', '/api/supplier', { body: shareAnswer(a.link) })).status).toBe(200);
    const product = { id: b.link, basis: 'product', unitFootprint: '2.35', units: '48000', method: 'ISO 14067 PCF' };
    expect((await call('POST', '/api/supplier', { body: product })).status).toBe(200);
    expect(await category1(c)).toMatchObject({ tCO2e: '737.8', supplier: { tCO2e: '737.8', suppliers: 2 } });
    // Another company's category 1 holds none of it.
    expect((await category1(other)).supplier).toBeUndefined();
  });
});

describe('bad answers are refused with the field named', () => {
  it.each([
    ['a share above 100 %', { sharePercent: '100.5' }, 'body.sharePercent'],
    ['a negative Scope 1', { scope1: '-3' }, 'body.scope1'],
    ['text for Scope 2', { scope2: 'lots' }, 'body.scope2'],
    ['no method', { method: '' }, 'body.method'],
  ])('%s', async (_what, over, path) => {
    const r = await sendRequest(co.token, Y);
    const res = await call('POST', '/api/supplier', { body: shareAnswer(r.link, over) });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect((await statusOf(r.id)).status).toBe('sent');
  });

  it('a product footprint without its units', async () => {
    const r = await sendRequest(co.token, Y);
    const res = await call('POST', '/api/supplier', {
      body: { id: r.link, basis: 'product', unitFootprint: '1.2', method: 'PCF' },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { path: string }) => i.path)).toEqual(['body.units']);
  });
});

describe('broken links are refused and show nothing', () => {
  it('a tampered link, a board questionnaire link and a link naming another company’s request', async () => {
    const r = await sendRequest(co.token, Y, { supplierName: 'Secret Supplier Ltd' });
    const flipped = r.link.slice(0, 20) + (r.link[20] === 'A' ? 'B' : 'A') + r.link.slice(21);
    const board = await boardLink();
    const theirs = await sendRequest(other.token, Y, { supplierName: 'Their Supplier Ltd' });
    // Sealed with the real key, but naming this company with the other company's request: no such request here.
    const foreign = await runInContext({ requestId: ulid() }, async () =>
      supplierToken({ tenantId: co.tenantId, yearEnd: Y, requestId: theirs.id, seed: 'x'.repeat(22) }),
    );
    for (const bad of [flipped, board.link, foreign.raw, 'short', r.link + 'A']) {
      const opened = await call('GET', `/api/supplier/q/${bad}`);
      expect(opened.status, bad).toBe(404);
      saysNothing(opened, 'Secret Supplier', 'Their Supplier', 'Kowloon');
      const answered = await call('POST', '/api/supplier', { body: shareAnswer(bad) });
      expect([400, 404], bad).toContain(answered.status);
    }
    // The supplier link opens nothing of the board questionnaire either.
    expect((await call('GET', `/api/questionnaire/q/${r.link}`)).status).toBe(404);
    expect((await statusOf(r.id)).status).toBe('sent');
  });

  it('a withdrawn request: its link opens nothing, takes no answer, and cannot be reminded', async () => {
    const r = await sendRequest(co.token, Y, { supplierName: 'Withdrawn Supplier Ltd' });
    const w = await call('POST', `/api/supplierRequest/${r.id}/withdraw`, {
      token: co.token,
      body: { year: Y, version: r.version },
    });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    expect(w.body.status).toBe('withdrawn');
    const opened = await call('GET', `/api/supplier/q/${r.link}`);
    expect(opened.status).toBe(404);
    saysNothing(opened, 'Withdrawn Supplier');
    expect((await call('POST', '/api/supplier', { body: shareAnswer(r.link) })).status).toBe(404);
    const remind = await call('POST', `/api/supplierRequest/${r.id}/remind`, {
      token: co.token,
      body: { year: Y, version: w.body.version },
    });
    expect(remind.status).toBe(409);
    expect(remind.body.messageKey).toBe('supplierRequestClosed');
    expect((await statusOf(r.id)).answer).toBeNull();
  });
});

describe('the mail in the contact’s language', () => {
  it('names the company by its Chinese name in a Chinese mail, Chinese names running on into the words beside them', async () => {
    const zhCo = await freshCompany([{ yearEnd: Y }], 'companyUser', 'zh-hk', '測試控股有限公司');
    const hk = await sendRequest(zhCo.token, Y, {
      language: 'hk',
      supplierName: '大嶼山食品有限公司',
      contactName: '陳先生',
    });
    expect(hk.mails[0]!.subject).toBe('測試控股有限公司：向大嶼山食品有限公司索取截至 31-12-2025 年度的溫室氣體數據');
    expect(hk.mails[0]!.text).toMatch(/^陳先生您好：\n\n測試控股有限公司請大嶼山食品有限公司提供截至 31-12-2025 年度/);
    expect(hk.mails[0]!.text).not.toContain('Test company');
    const en = await sendRequest(zhCo.token, Y, { language: 'en', supplierName: 'Lantau Foods Ltd' });
    expect(en.mails[0]!.subject).toMatch(/^Test company \w+: greenhouse gas data request for Lantau Foods Ltd/);
  });
});

describe('the due day', () => {
  it('is refused before today or more than two years ahead, at the field, with nothing sent', async () => {
    for (const dueDate of [dayIn(-1), '2020-01-31', dayIn(740), '9999-12-31']) {
      const body = requestBody({ dueDate });
      const res = await call('POST', `/api/supplierRequests/${Y}`, { token: co.token, body });
      expect(res.status, `${dueDate}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.data.issues).toEqual([
        {
          path: 'body.dueDate',
          code: 'supplierDueDate',
          message: "The answer's due date must be today or later, and at most two years ahead.",
        },
      ]);
      expect((await inbox()).filter((m) => m.to === body.email)).toEqual([]);
    }
    expect((await list()).requests.map((r: { dueDate: string }) => r.dueDate)).not.toContain('2020-01-31');
    // Today and two years ahead are the bounds.
    for (const dueDate of [dayIn(0), dayIn(729)]) await sendRequest(co.token, Y, { dueDate });
  });
});

describe('status, reminders and tenancy', () => {
  it('a reminder mails the same link again; a due day past makes an unanswered request overdue', async () => {
    const r = await sendRequest(co.token, Y);
    expect((await statusOf(r.id)).status).toBe('sent');
    await letDueDayPass(co.tenantId, Y, r.id);
    await letHoursPass(co.tenantId, Y, r.id, 25);
    expect((await statusOf(r.id)).status).toBe('overdue');
    const reminded = await remind(r.id, r.version);
    expect(reminded.status, JSON.stringify(reminded.body)).toBe(200);
    expect(reminded.body).toMatchObject({ reminders: 1, status: 'overdue' });
    const mails = (await inbox()).filter((m) => m.to === r.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^Reminder: /);
    expect(mails[1]!.text).toContain(`/supplier?id=${r.link}`);
    // A stale version is refused.
    const stale = await remind(r.id, r.version);
    expect(stale.status).toBe(409);
  });

  it('a supplier is reminded at most once a day: refused (429) naming when the next can go, mailed after', async () => {
    const r = await sendRequest(co.token, Y, { supplierName: 'Yuen Long Timber Ltd' });
    const hk = (iso: string) => `${formatDate(hongKongDate(new Date(iso)))} ${hongKongTime(new Date(iso))}`;
    // Just sent: the request's own mail is the last, so a reminder waits a day after it.
    const sent = (await statusOf(r.id)).sentAt!;
    const early = await remind(r.id, r.version);
    expect(early.status, JSON.stringify(early.body)).toBe(429);
    const firstNext = new Date(Date.parse(sent) + DAY).toISOString();
    expect(early.body).toMatchObject({
      messageKey: 'supplierReminderTooSoon',
      message: `This supplier was sent the request or a reminder less than 24 hours ago. The next reminder can be sent from ${hk(firstNext)} (Hong Kong time).`,
      data: { nextReminderAt: firstNext },
    });
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await statusOf(r.id)).toMatchObject({ reminders: 0, remindedAt: null, nextReminderAt: firstNext });

    // A day later it goes; a second reminder at once is refused, with no mail, naming a day after the first.
    await letHoursPass(co.tenantId, Y, r.id, 24);
    const first = await remind(r.id, r.version);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const next = new Date(Date.parse(first.body.remindedAt) + DAY).toISOString();
    expect(first.body).toMatchObject({ reminders: 1, nextReminderAt: next });
    const again = await remind(r.id, first.body.version);
    expect(again.status).toBe(429);
    expect(again.body.data).toEqual({ nextReminderAt: next });
    expect(again.body.message).toContain(hk(next));
    expect((await statusOf(r.id)).reminders).toBe(1);
    expect((await inbox()).filter((m) => m.to === r.email)).toHaveLength(2);
    // 23 hours on, still refused; past the day, mailed.
    await letHoursPass(co.tenantId, Y, r.id, 23);
    expect((await remind(r.id, first.body.version)).status).toBe(429);
    await letHoursPass(co.tenantId, Y, r.id, 1);
    expect((await statusOf(r.id)).nextReminderAt).toBeNull();
    const later = await remind(r.id, first.body.version);
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.reminders).toBe(2);
    expect((await inbox()).filter((m) => m.to === r.email)).toHaveLength(3);
    // Another company's user is told nothing of it: 404, not the wait.
    expect((await remind(r.id, later.body.version, other.token)).status).toBe(404);
  });

  it('sent twice at once (a double click): one request is stored and mailed, the other is told to remind', async () => {
    const body = requestBody({ supplierName: 'Tsuen Wan Printing Ltd' });
    const send = (over: Record<string, unknown> = {}) =>
      call('POST', `/api/supplierRequests/${Y}`, { token: co.token, body: { ...body, ...over } });
    const replies = await Promise.all(Array.from({ length: 6 }, () => send()));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const r of replies.filter((x) => x.status === 400))
      expect(r.body.data.issues).toEqual([
        { path: 'body.email', code: 'supplierRequestOpen', message: Messages.supplierRequestOpen },
      ]);
    expect((await inbox()).filter((m) => m.to === body.email)).toHaveLength(1);
    const mine = (await list()).requests.filter((r: { email: string }) => r.email === body.email);
    expect(mine).toHaveLength(1);
    // The same supplier in other letters is the same request; another supplier at that e-mail is a request of its own.
    const again = await send({ supplierName: ' TSUEN WAN printing ltd', email: body.email.toUpperCase() });
    expect(again.body.data?.issues?.[0]?.code).toBe('supplierRequestOpen');
    expect((await send({ supplierName: 'Tsuen Wan Logistics Ltd' })).status).toBe(201);
    // Once withdrawn, the supplier can be asked again.
    const withdrawn = await call('POST', `/api/supplierRequest/${mine[0].id}/withdraw`, {
      token: co.token,
      body: { year: Y, version: mine[0].version },
    });
    expect(withdrawn.status).toBe(200);
    expect((await send()).status).toBe(201);
  });

  it('four reminders sent at once at one version: one is counted and mailed, the others refused (409) with no mail', async () => {
    const r = await sendRequest(co.token, Y);
    await letHoursPass(co.tenantId, Y, r.id, 25);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', `/api/supplierRequest/${r.id}/remind`, { token: co.token, body: { year: Y, version: r.version } }),
      ),
    );
    expect(replies.map((x) => x.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await statusOf(r.id)).reminders).toBe(1);
    expect((await inbox()).filter((m) => m.to === r.email)).toHaveLength(2);
  });

  it("another company's user can neither list, remind nor withdraw a request (404), and sees none of it", async () => {
    const r = await sendRequest(co.token, Y, { supplierName: 'Private Supplier Ltd' });
    for (const action of ['remind', 'withdraw']) {
      const res = await call('POST', `/api/supplierRequest/${r.id}/${action}`, {
        token: other.token,
        body: { year: Y, version: r.version },
      });
      expect(res.status, action).toBe(404);
    }
    expect(JSON.stringify(await list(other))).not.toContain('Private Supplier');
    expect((await statusOf(r.id)).status).toBe('sent');
  });
});

describe('evidence through the link', () => {
  const upload = (link: string, files: { name: string; type: string; size: number }[]) =>
    call('POST', '/api/supplier/evidence', { body: { id: link, files } });

  it('limits uploads like every upload, checks the bytes, and attaches only the request’s own files', async () => {
    const r = await sendRequest(co.token, Y);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, type: 'image/png', size: 10 }));
    expect((await upload(r.link, eleven)).status).toBe(400);
    expect((await upload(r.link, [{ name: 'big.pdf', type: 'application/pdf', size: 10 * MB + 1 }])).status).toBe(400);
    expect((await upload(r.link, [{ name: 'run.exe', type: 'application/x-msdownload', size: 10 }])).status).toBe(400);

    // Declared a PDF, the bytes are not one: rejected at the check.
    const fake = await upload(r.link, [{ name: 'audit.pdf', type: 'application/pdf', size: 64 }]);
    expect(fake.status, JSON.stringify(fake.body)).toBe(201);
    const fakeTicket: Ticket = fake.body.files[0];
    expect((await putTicket(fakeTicket, withMagic('not a pdf', 64))).status).toBe(200);
    const rejected = await call('POST', '/api/supplier/evidence/confirm', {
      body: { id: r.link, fileId: fakeTicket.id },
    });
    expect(rejected.status).toBe(400);
    expect(rejected.body.messageKey).toBe('fileTypeMismatch');

    const good = await upload(r.link, [{ name: 'verification.png', type: 'image/png', size: 128 }]);
    const ticket: Ticket = good.body.files[0];
    expect((await putTicket(ticket, withMagic(PNG, 128))).status).toBe(200);
    // Another request's link cannot confirm this file.
    const stranger = await sendRequest(co.token, Y);
    const stolen = await call('POST', '/api/supplier/evidence/confirm', {
      body: { id: stranger.link, fileId: ticket.id },
    });
    expect(stolen.status).toBe(404);
    const confirmed = await call('POST', '/api/supplier/evidence/confirm', { body: { id: r.link, fileId: ticket.id } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(
      await call('POST', '/api/supplier', { body: shareAnswer(stranger.link, { evidence: [ticket.id] }) }),
    ).toMatchObject({ status: 400 });

    const answered = await call('POST', '/api/supplier', { body: shareAnswer(r.link, { evidence: [ticket.id] }) });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect((await statusOf(r.id)).answer?.evidence).toEqual([{ id: ticket.id, name: 'verification.png' }]);
    // The company downloads it like any of its files (the redirect to its bytes followed); another company cannot.
    expect((await call('GET', `/api/file/${ticket.id}`, { token: co.token })).status).toBe(200);
    expect((await call('GET', `/api/file/${ticket.id}`, { token: other.token })).status).toBe(404);
  });
});
