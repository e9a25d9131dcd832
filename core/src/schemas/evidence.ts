import * as z from 'zod';
import { Id, IsoDate } from './common';

/** A catalogue page key or field id: identifier-like, so it can never address another key part. */
const Name = z.string().regex(/^[A-Za-z][\w]{0,63}$/);

/**
 * What a piece of evidence supports (ADR 0029): one field of a catalogue
 * page, or one month of one resource row (an electricity bill for March). The page or row must
 * exist in the year (docs/decisions/0029-evidence.md).
 */
export const EvidenceTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('field'), page: Name, field: Name }),
  z.strictObject({
    kind: z.literal('row'),
    resource: Name,
    row: Id,
    /** 1 = the first month of the financial year. */
    month: z.number().int().min(1).max(12),
  }),
]);
export type EvidenceTarget = z.infer<typeof EvidenceTarget>;

/** GET /api/evidence/{year}: one page's (or resource type's) evidence, or the whole year's. */
export const EvidenceQuery = z.strictObject({ page: Name.optional(), resource: Name.optional() });
export const EvidenceYear = z.strictObject({ year: IsoDate });

/** The string a target is grouped by: `<page>.<field>` or `<resource>.<row>.<month>`. */
export const anchorOf = (t: EvidenceTarget) =>
  t.kind === 'field' ? `${t.page}.${t.field}` : `${t.resource}.${t.row}.${t.month}`;
