import { AppError, BadRequest, NotFound } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem, getItems } from '../../infra/db/repo';
import { retryOnConflict } from '../../infra/db/retry';
import { write } from '../../infra/db/write';
import { spendLinkToken, spendOnce } from '../linkThrottle';
import { confirmUploadOf, type Uploader } from '../files/confirm';
import type { FileRecord, UploadRecord } from '../files/records';
import { requestUploadsOf } from '../files/upload';
import type { SupplierAnswer, SupplierFigures, SupplierLinkView } from '../../schemas/suppliers';
import type { FileDeclaration } from '../../schemas/files';
import type * as z from 'zod';
import { attributedText } from './attribution';
import { resolveSupplierLink, type OpenSupplierLink } from './links';
import * as msg from '../../messages';

/**
 * A supplier's link (ADR 0119, as a board member's, ADR 0063): a token bucket per client, 20 at once then
 * 10 a minute, spent by each open, upload and the submit: an item of its own beside the request's (lib/linkBuckets.ts),
 * so one client's opens never change the request a submit is conditional on.
 */
export const SUPPLIER_LINK_LIMIT = { ratePerMinute: 10, burst: 20 } as const;

const Submitted = () => new AppError(409, 'SUBMITTED', msg.questionnaireSubmitted);

/** The supplier as the audit and the file log name it: no account, so the request it answers. */
const supplierActor = (l: OpenSupplierLink) => ({
  userId: `supplier:${l.ref.requestId}`,
  login: l.request.supplierName.slice(0, 50),
});

const requestKey = (l: OpenSupplierLink) => keys.supplierRequest(l.ref.tenantId, l.ref.yearEnd, l.ref.requestId);

/** Spends a token of the calling client's bucket (429 when it is empty). */
const spend = (l: OpenSupplierLink) => spendLinkToken(requestKey(l), SUPPLIER_LINK_LIMIT);

/**
 * Records a use of the link (audited, as the supplier), conditional on the request's version read: the first open
 * and the answer. `set` empty: only the audit item (an upload asked for).
 */
async function record(l: OpenSupplierLink, action: string, set: Record<string, unknown> = {}) {
  await write({
    tenantId: l.ref.tenantId,
    yearEnd: l.ref.yearEnd,
    action,
    by: supplierActor(l),
    entity: requestKey(l),
    changes: Object.keys(set).length
      ? [{ op: 'update', key: requestKey(l), expectedVersion: l.request.version, set }]
      : [],
  });
}

/** GET /api/supplier/q/{id}: what the supplier sees; the first open marks the request Opened (later opens write nothing). */
export async function openSupplierLink(raw: string): Promise<SupplierLinkView> {
  const first = await resolveSupplierLink(raw);
  await spend(first);
  let tries = 0;
  const l = await retryOnConflict(
    async () => {
      const link = tries++ ? await resolveSupplierLink(raw) : first;
      if (!link.request.openedAt) await record(link, 'supplier.open', { openedAt: new Date().toISOString() });
      return link;
    },
    6,
    25,
  );
  const r = l.request;
  return {
    company: { en: l.tenant.name, zh: l.tenant.nameZh ?? null },
    yearEnd: l.ref.yearEnd,
    supplierName: r.supplierName,
    contactName: r.contactName,
    language: r.language,
    dueDate: r.dueDate,
    submitted: Boolean(r.submittedAt),
    answer: r.answer ?? null,
  };
}

/** The evidence files an answer names: files this request's supplier uploaded and the checks accepted. */
async function evidenceOf(l: OpenSupplierLink, ids: readonly string[]): Promise<SupplierFigures['evidence']> {
  if (!ids.length) return [];
  const files = await getItems<FileRecord>(ids.map((id) => keys.file(l.ref.tenantId, id)));
  const mine = new Map(files.filter((f) => f.uploadedBy === supplierActor(l).userId).map((f) => [f.id, f]));
  const unknown = ids.findIndex((id) => !mine.has(id));
  if (unknown >= 0) throw BadRequest(msg.fileNotUploaded);
  return ids.map((id) => ({ id, name: mine.get(id)!.name }));
}

/**
 * POST /api/supplier: the supplier's figures, once. The share (or footprint × units) is turned into the
 * tCO2e attributable to the company, stored on the request, which category 1 reads. A second submit
 * (another tab, a replay) is refused and changes nothing; a withdrawn request's link opens nothing.
 */
export async function submitSupplierAnswer(body: SupplierAnswer) {
  const spent = spendOnce();
  return retryOnConflict(
    async () => {
      const l = await resolveSupplierLink(body.id);
      if (l.request.submittedAt) throw Submitted();
      await spent(() => spend(l));
      const answer: SupplierFigures = {
        basis: body.basis,
        scope1: body.basis === 'share' ? body.scope1! : null,
        scope2: body.basis === 'share' ? body.scope2! : null,
        sharePercent: body.basis === 'share' ? body.sharePercent! : null,
        unitFootprint: body.basis === 'product' ? body.unitFootprint! : null,
        units: body.basis === 'product' ? body.units! : null,
        method: body.method,
        tCO2e: attributedText(body),
        evidence: await evidenceOf(l, [...new Set(body.evidence ?? [])]),
      };
      const submittedAt = new Date().toISOString();
      await record(l, 'supplier.answer', { submittedAt, answer });
      return { submitted: true as const, submittedAt };
    },
    6,
    25,
  );
}

/** An open request, not yet answered: where evidence may still be added. */
async function openForEvidence(raw: string) {
  const l = await resolveSupplierLink(raw);
  if (l.request.submittedAt) throw Submitted();
  return l;
}

const uploaderOfLink = (l: OpenSupplierLink): Uploader => ({
  tenantId: l.ref.tenantId,
  ...supplierActor(l),
  by: supplierActor(l),
});

/**
 * POST /api/supplier/evidence: presigned PUTs for the supplier's evidence files, limited as every upload
 * (10 files × 10 MB, declared types only: the schema), filed with the year's Social files.
 */
export async function requestSupplierUpload(body: { id: string; files: z.output<typeof FileDeclaration>[] }) {
  const l = await openForEvidence(body.id);
  await spend(l);
  await record(l, 'supplier.upload');
  return requestUploadsOf(uploaderOfLink(l), { module: 'social', year: l.ref.yearEnd, files: body.files });
}

/**
 * POST /api/supplier/evidence/confirm: the uploaded bytes are checked (size, type, first bytes) before the
 * file counts, as every upload's; only this request's own uploads can be confirmed through its link, each
 * confirmation spending the link's bucket of the calling client like every call through the link (ADR 0063).
 */
export async function confirmSupplierUpload(body: { id: string; fileId: string }) {
  const l = await openForEvidence(body.id);
  await spend(l);
  const who = uploaderOfLink(l);
  const [upload, file] = await Promise.all([
    getItem<UploadRecord>(keys.upload(l.ref.tenantId, body.fileId), true),
    getItem<FileRecord>(keys.file(l.ref.tenantId, body.fileId), true),
  ]);
  if ((upload?.requestedBy ?? file?.uploadedBy) !== who.userId) throw NotFound();
  const f = await confirmUploadOf(who, body.fileId);
  return { id: f.id, name: f.name, size: f.size };
}
