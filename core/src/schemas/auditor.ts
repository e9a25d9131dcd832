import * as z from 'zod';
import { Id, IsoDate, LangKey, Version } from './common';
import { Email, personName } from './people';

// ── The auditor (docs/decisions/0115-the-auditor.md) ──────────────────────────────────────────

/** POST /api/auditors: an assurance provider's user, the years they may see and the last day of access. */
export const AuditorInvite = z.strictObject({
  email: Email,
  firstName: personName('first'),
  lastName: personName('last'),
  firm: z.string().trim().min(1).max(100),
  langKey: LangKey,
  years: z.array(IsoDate).min(1).max(20),
  until: IsoDate,
});

/** PUT /api/auditors/{id}: the years and the end date, changed after the invitation (ADR 0115 amended). */
export const AuditorUpdate = z.strictObject({
  years: AuditorInvite.shape.years,
  until: IsoDate,
  version: Version,
});

export const AuditorView = z.object({
  id: Id,
  /** The user record's version: what an edit of the grant is based on. */
  version: z.number(),
  login: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  firm: z.string(),
  langKey: LangKey,
  years: z.array(IsoDate),
  until: IsoDate,
  /** Activated (the invitation was accepted). */
  activated: z.boolean(),
  /** Access not yet past its end date. */
  live: z.boolean(),
  invitedBy: z.string(),
  invitedAt: z.string(),
});
export type AuditorView = z.infer<typeof AuditorView>;
