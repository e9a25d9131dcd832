import { ulid } from 'ulid';
import { AppError, InvalidInput, Locked, NotFound, TooManyRequests } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll, withoutKeys } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { retryOnConflict } from '../../infra/db/retry';
import { readStamped, stampChange } from '../../infra/db/stamp';
import { sendMail } from '../../infra/email/send';
import { supplierRequest } from '../../infra/email/templates';
import { formatDate, hongKongDate, hongKongTime, isDayAhead } from '../../lib/dates';
import { toDecimal } from '../../lib/rational';
import type { Membership } from '../membership';
import { reportingYear } from '../pageData/year';
import type { SupplierRequestCreate, SupplierRequestView } from '../../schemas/suppliers';
import { sumTonnes } from './attribution';
import { newSupplierSeed, supplierLink, supplierToken, type SupplierRef } from './links';
import { supplierStatus, type SupplierRequestRecord } from './records';
import * as msg from '../../messages';
import { companyNameIn } from '../companyName';

const Closed = () => new AppError(409, 'CONFLICT', msg.supplierRequestClosed);

/** A supplier is mailed at most once a day: a reminder waits this long after the request's or last reminder's mail. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * When the next reminder can go (ADR 0119 amended): a day after the last mail that went out, the request's or a
 * reminder's; null when one can go now or the request takes none (answered, withdrawn). A mail that failed reached
 * nobody, so it holds nothing back.
 */
export function nextReminderAt(r: SupplierRequestRecord, now = new Date()): string | null {
  const last = r.remindedAt ?? r.sentAt;
  if (r.submittedAt || r.withdrawnAt || r.outcome === 'failed' || !last) return null;
  const next = Date.parse(last) + REMINDER_INTERVAL_MS;
  return next > now.getTime() ? new Date(next).toISOString() : null;
}

/** 429: reminded too soon; the message names the instant in Hong Kong, `data.nextReminderAt` the instant itself. */
function TooSoon(next: string) {
  const at = new Date(next);
  const message = {
    ...msg.supplierReminderTooSoon,
    text: msg.supplierReminderTooSoon.text.replace('{{at}}', `${formatDate(hongKongDate(at))} ${hongKongTime(at)}`),
  };
  return TooManyRequests(message, (at.getTime() - Date.now()) / 1000, { nextReminderAt: next });
}

export function requestView(r: SupplierRequestRecord, today = hongKongDate()): SupplierRequestView {
  return {
    id: r.requestId,
    supplierName: r.supplierName,
    contactName: r.contactName,
    email: r.email,
    language: r.language,
    dueDate: r.dueDate,
    status: supplierStatus(r, today),
    sentAt: r.sentAt,
    openedAt: r.openedAt,
    submittedAt: r.submittedAt,
    withdrawnAt: r.withdrawnAt,
    reminders: r.reminders,
    remindedAt: r.remindedAt,
    nextReminderAt: nextReminderAt(r),
    answer: r.answer ?? null,
    version: r.version,
  };
}

/** The year's requests (one Query), oldest first. */
export const requestsOf = (tenantId: string, yearEnd: string, consistent = false) =>
  queryAll<SupplierRequestRecord>(keys.supplierRequestPrefix(tenantId, yearEnd), consistent);

/** The answered, not withdrawn requests: what Scope 3 category 1 counts as supplier-specific (tier 1) data. */
export const answeredOf = (requests: readonly SupplierRequestRecord[]) =>
  requests.filter((r) => r.answer && r.submittedAt && !r.withdrawnAt);

/** GET /api/supplierRequests/{year}: every request of the year with its status, and the answers' sum. */
export async function listSupplierRequests(m: Membership, year: string) {
  const [{ period }, requests] = await Promise.all([reportingYear(m, year), requestsOf(m.actor.tenantId, year)]);
  const today = hongKongDate();
  return {
    yearEnd: year,
    locked: period.printed,
    requests: requests.map((r) => requestView(withoutKeys(r), today)),
    tCO2e: toDecimal(sumTonnes(answeredOf(requests).map((r) => r.answer!.tCO2e)), 12),
  };
}

const mailVars = (m: Membership, r: SupplierRequestRecord, ref: SupplierRef, reminder: boolean) => ({
  name: r.contactName,
  company: companyNameIn(m.tenant, r.language),
  supplier: r.supplierName,
  // Dates as every screen shows them (DD-MM-YYYY), not as stored.
  year: formatDate(ref.yearEnd),
  due: formatDate(r.dueDate),
  link: supplierLink(ref, r.language),
  reminder,
});

/** Whether a request still waits for its supplier's answer: mailed, neither answered nor withdrawn. */
const waiting = (r: SupplierRequestRecord) => !r.submittedAt && !r.withdrawnAt && r.outcome !== 'failed';
const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * POST /api/supplierRequests/{year}: stores the request with its link's hash (the link works as soon as
 * the mail arrives), then mails the contact in the language chosen. A mail that cannot be sent marks the
 * request failed (its link opens nothing) and answers 'Failed to send e-mail'. A supplier has one request waiting at
 * an e-mail: the check and the write are one through the requests' stamp (infra/db/stamp.ts), so a double click
 * stores and mails one request, and the second is told to send a reminder.
 */
export async function sendSupplierRequest(m: Membership, year: string, body: SupplierRequestCreate) {
  const tenantId = m.actor.tenantId;
  const { period } = await reportingYear(m, year);
  if (period.printed) throw Locked();
  if (!isDayAhead(body.dueDate)) throw InvalidInput(msg.supplierDueDate, 'body.dueDate');
  const ref: SupplierRef = { tenantId, yearEnd: year, requestId: ulid(), seed: newSupplierSeed() };
  const now = new Date().toISOString();
  const record: Omit<SupplierRequestRecord, 'version'> = {
    ...body,
    requestId: ref.requestId,
    seed: ref.seed,
    tokenHash: supplierToken(ref).hash,
    outcome: 'sent',
    sentAt: now,
    openedAt: null,
    submittedAt: null,
    withdrawnAt: null,
    reminders: 0,
    remindedAt: null,
  };
  const key = keys.supplierRequest(tenantId, year, ref.requestId);
  const stamp = keys.supplierRequestsStamp(tenantId, year);
  await retryOnConflict(
    async () => {
      const [requests, revision] = await readStamped(stamp, () => requestsOf(tenantId, year, true));
      if (requests.some((r) => waiting(r) && same(r.email, body.email) && same(r.supplierName, body.supplierName)))
        throw InvalidInput(msg.supplierRequestOpen, 'body.email');
      await write({
        tenantId,
        yearEnd: year,
        action: 'supplier.request',
        changes: [{ op: 'create', key, item: { ...record } }, stampChange(stamp, revision)],
        after: { requestId: ref.requestId, supplierName: body.supplierName, email: body.email },
      });
    },
    5,
    20,
  );
  try {
    await sendMail(body.email, body.language, supplierRequest, mailVars(m, { ...record, version: 1 }, ref, false));
  } catch (err) {
    await write({
      tenantId,
      action: 'supplier.mailFailed',
      changes: [{ op: 'update', key, expectedVersion: 1, set: { outcome: 'failed' } }],
    });
    throw err;
  }
  return requestView({ ...record, version: 1 });
}

/**
 * One request of the caller's company and open year, at the version the caller saw; 404 for anything else. Closed
 * once withdrawn, and once answered unless `answeredToo` (a withdrawal).
 */
async function ownRequest(m: Membership, year: string, id: string, version: number, answeredToo = false) {
  const { period } = await reportingYear(m, year);
  if (period.printed) throw Locked();
  const r = await getItem<SupplierRequestRecord>(keys.supplierRequest(m.actor.tenantId, year, id), true);
  if (!r) throw NotFound();
  if (r.version !== version)
    throw new AppError(409, 'CONFLICT', msg.conflict, { current: requestView(withoutKeys(r)) });
  if (r.withdrawnAt || (r.submittedAt && !answeredToo)) throw Closed();
  return withoutKeys(r);
}

/**
 * POST /api/supplierRequest/{id}/remind: mails the same link again (the first mail's link keeps working)
 * and counts the reminder. A request answered or withdrawn is closed; one mailed less than a day ago is refused (429,
 * naming when the next can go: ADR 0119 amended). The reminder is counted (at the version the
 * caller saw) before the mail goes, so of two reminders sent at once only the one that counted mails; a mail that
 * fails marks the request as such, as the first mail does.
 */
export async function remindSupplierRequest(m: Membership, id: string, body: { year: string; version: number }) {
  const r = await ownRequest(m, body.year, id, body.version);
  const next = nextReminderAt(r);
  if (next) throw TooSoon(next);
  const key = keys.supplierRequest(m.actor.tenantId, body.year, id);
  const ref: SupplierRef = { tenantId: m.actor.tenantId, yearEnd: body.year, requestId: id, seed: r.seed };
  const now = new Date().toISOString();
  const set = { reminders: r.reminders + 1, remindedAt: now, outcome: 'sent' as const, sentAt: r.sentAt ?? now };
  await write({
    tenantId: m.actor.tenantId,
    yearEnd: body.year,
    action: 'supplier.remind',
    changes: [{ op: 'update', key, expectedVersion: r.version, set }],
    after: { requestId: id, reminders: set.reminders },
  });
  try {
    await sendMail(r.email, r.language, supplierRequest, mailVars(m, r, ref, true));
  } catch (err) {
    await write({
      tenantId: m.actor.tenantId,
      action: 'supplier.mailFailed',
      changes: [{ op: 'update', key, expectedVersion: r.version + 1, set: { outcome: 'failed' } }],
    });
    throw err;
  }
  return requestView({ ...r, ...set, version: r.version + 1 });
}

/**
 * POST /api/supplierRequest/{id}/withdraw: the link opens nothing from now on, and no answer is taken. An answered
 * request can be withdrawn too: its answer then leaves category 1, so a wrong answer is replaced by a new request
 * rather than counted beside it (ADR 0119 amended).
 */
export async function withdrawSupplierRequest(m: Membership, id: string, body: { year: string; version: number }) {
  const r = await ownRequest(m, body.year, id, body.version, true);
  const withdrawnAt = new Date().toISOString();
  await write({
    tenantId: m.actor.tenantId,
    yearEnd: body.year,
    action: 'supplier.withdraw',
    changes: [
      {
        op: 'update',
        key: keys.supplierRequest(m.actor.tenantId, body.year, id),
        expectedVersion: r.version,
        set: { withdrawnAt },
      },
    ],
    after: { requestId: id },
  });
  return requestView({ ...r, withdrawnAt, version: r.version + 1 });
}
