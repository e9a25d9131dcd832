import * as z from 'zod';
import { coercedNumber, IsoDate } from './common';

/**
 * The audit log's query and entries: a module of its own, so the assurance group's trail reads them without the
 * platform's admin schemas (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */
export const AuditQuery = z
  .strictObject({
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    user: z.string().trim().min(1).max(50).optional(),
    action: z.string().trim().min(1).max(60).optional(),
    entity: z.string().trim().min(1).max(200).optional(),
    cursor: z.string().max(2048).optional(),
    size: coercedNumber().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The end date is before the start.' });
export const AuditEntryView = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  entity: z.string().optional(),
  userId: z.string().optional(),
  login: z.string().optional(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  ip: z.string().optional(),
  userAgent: z.string().optional(),
  requestId: z.string().optional(),
  /** The entity in words: what it is, its year and page, and the name it has (domain/audit/names.ts). */
  subject: z
    .object({
      kind: z.string(),
      yearEnd: z.string().optional(),
      page: z.string().optional(),
      name: z.string().optional(),
    })
    .optional(),
  /** The acting user's name, when they are a user of the company. */
  actorName: z.string().optional(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;
export const AuditPage = z.object({ items: z.array(AuditEntryView), cursor: z.string().optional() });
