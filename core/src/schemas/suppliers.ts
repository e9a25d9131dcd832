import * as z from 'zod';
import { Id, IsoDate, Language } from './common';
import { Email } from './people';
import { UploadRequest } from './files';

/**
 * Supplier data requests (ADR 0119): the company sends a supplier's contact an e-mailed link; the
 * supplier, with no account, enters its Scope 1 and 2 for the year and the share attributable to the
 * company, or a product carbon footprint per unit × units, with the method and optional evidence.
 */

/** A non-negative decimal as typed (at most 12 whole digits and 6 places): refused with the field named otherwise. */
const Quantity = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, 'Enter a number of zero or more (at most 6 decimal places).');
const Percent = Quantity.refine((v) => Number(v) <= 100, 'A share cannot be more than 100 %.');

export const SupplierRequestCreate = z.strictObject({
  supplierName: z.string().trim().min(1).max(120),
  contactName: z.string().trim().min(1).max(120),
  email: Email,
  /** The language of the mail and of the supplier's page. */
  language: Language,
  /** The day the answer is due (Hong Kong): after it an unanswered request is overdue. */
  dueDate: IsoDate,
});
export type SupplierRequestCreate = z.infer<typeof SupplierRequestCreate>;

export const SUPPLIER_BASES = ['share', 'product'] as const;

/** POST /api/supplier: the supplier's answer through its link (`id` the link's token). */
export const SupplierAnswer = z
  .strictObject({
    id: z.string().max(200),
    /** share: its Scope 1 + 2 × the share attributable to the customer; product: footprint per unit × units. */
    basis: z.enum(SUPPLIER_BASES),
    /** tCO2e of the supplier's year. */
    scope1: Quantity.optional(),
    scope2: Quantity.optional(),
    sharePercent: Percent.optional(),
    /** kgCO2e per unit sold to the customer, and the units. */
    unitFootprint: Quantity.optional(),
    units: Quantity.optional(),
    method: z.string().trim().min(1).max(1000),
    /** Evidence files uploaded through the link beforehand (checked like every upload). */
    evidence: z.array(Id).max(10).optional(),
  })
  .superRefine((a, ctx) => {
    const needed =
      a.basis === 'share' ? (['scope1', 'scope2', 'sharePercent'] as const) : (['unitFootprint', 'units'] as const);
    for (const field of needed)
      if (a[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'This field is required.' });
  });
export type SupplierAnswer = z.infer<typeof SupplierAnswer>;

export const SUPPLIER_STATUSES = ['sent', 'opened', 'submitted', 'overdue', 'withdrawn', 'failed'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

/** The supplier's figures as stored and shown back (decimal text), with what they attribute to the company. */
export const SupplierFigures = z.object({
  basis: z.enum(SUPPLIER_BASES),
  scope1: z.string().nullable(),
  scope2: z.string().nullable(),
  sharePercent: z.string().nullable(),
  unitFootprint: z.string().nullable(),
  units: z.string().nullable(),
  method: z.string(),
  /** tCO2e attributable to the company, exact decimal text. */
  tCO2e: z.string(),
  evidence: z.array(z.object({ id: Id, name: z.string() })),
});
export type SupplierFigures = z.infer<typeof SupplierFigures>;

/** One request as the company's list shows it. */
export const SupplierRequestView = z.object({
  id: Id,
  supplierName: z.string(),
  contactName: z.string(),
  email: z.string(),
  language: Language,
  dueDate: IsoDate,
  status: z.enum(SUPPLIER_STATUSES),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  reminders: z.number(),
  /** The last reminder mailed; null before the first. */
  remindedAt: z.string().nullable(),
  /**
   * From when the next reminder can be sent: a day after the request's or last reminder's mail (ADR 0119 amended);
   * null when one can be sent now, or none can (answered, withdrawn).
   */
  nextReminderAt: z.string().nullable(),
  answer: SupplierFigures.nullable(),
  version: z.number(),
});
export type SupplierRequestView = z.infer<typeof SupplierRequestView>;

export const SupplierRequestsView = z.object({
  yearEnd: IsoDate,
  locked: z.boolean(),
  requests: z.array(SupplierRequestView),
  /** The answers' sum: what Scope 3 category 1 counts as supplier-specific (tier 1) data. */
  tCO2e: z.string(),
});

export const SupplierRequestParams = z.strictObject({ id: Id });
export const SupplierRequestYear = z.strictObject({ year: IsoDate, version: z.number().int().min(0) });

/** GET /api/supplier/q/{id}: what the supplier sees — the asking company, the year, itself, nothing else. */
export const SupplierLinkView = z.object({
  company: z.object({ en: z.string(), zh: z.string().nullable() }),
  yearEnd: IsoDate,
  supplierName: z.string(),
  contactName: z.string(),
  language: Language,
  dueDate: IsoDate,
  submitted: z.boolean(),
  answer: SupplierFigures.nullable(),
});
export type SupplierLinkView = z.infer<typeof SupplierLinkView>;

/** POST /api/supplier/evidence: files to upload through the link (10 × 10 MB, type checked, as every upload). */
export const SupplierUploadRequest = z.strictObject({
  id: z.string().max(200),
  files: UploadRequest.shape.files,
});
/** POST /api/supplier/evidence/confirm: after the PUT, the bytes are checked before the file counts. */
export const SupplierUploadConfirm = z.strictObject({ id: z.string().max(200), fileId: Id });
export const SupplierEvidenceView = z.object({ id: Id, name: z.string(), size: z.number() });
