import * as z from 'zod';
import { IsoDate } from './common';
import { LinkToken } from './questionnaire';

/** The board's sign-off of a year (docs/decisions/0113-board-sign-off.md). */

const Text3 = z.object({ en: z.string(), hk: z.string(), cn: z.string() });

/** A director's answer as the administrator sees it. */
export const SignOffDirector = z.object({
  memberId: z.string(),
  name: z.string(),
  /** The mail: sent, or failed (the director's address refused it). */
  outcome: z.enum(['sent', 'failed']),
  decision: z.enum(['approved', 'commented']).optional(),
  comment: z.string().optional(),
  answeredAt: z.string().optional(),
});

/** GET/POST /api/workflow/{year}/signoff: the last send and where it stands. */
export const SignOffView = z.object({
  yearEnd: IsoDate,
  /**
   * none: never sent; sent: waiting on directors; approved: every director approved; returned: a director commented;
   * reopened: the board had approved, then a page was reopened, which ended the approval; withdrawn: a page was
   * reopened while the directors were asked, which ended the send (ADR 0113).
   */
  status: z.enum(['none', 'sent', 'approved', 'returned', 'reopened', 'withdrawn']),
  sentAt: z.string().optional(),
  expiresAt: z.string().optional(),
  /** The Hong Kong date of the last director's approval: what the report prints. */
  approvedOn: IsoDate.optional(),
  /** The year is printed (locked): nothing is sent to the board any more (a restatement reopens it, ADR 0118). */
  locked: z.boolean(),
  directors: z.array(SignOffDirector),
});
export type SignOffView = z.infer<typeof SignOffView>;

export const SignOffParams = z.strictObject({ id: z.string().max(200) });

/** GET /api/signoff/{id}: what a director reads — the board statement and a short-lived link to the draft. */
export const SignOffOpenView = z.object({
  company: z.object({ en: z.string(), zh: z.string().nullable() }),
  yearEnd: IsoDate,
  directorName: z.string(),
  statement: z.object({ boardOversight: Text3, managementApproach: Text3, progressReview: Text3 }),
  draftUrl: z.string(),
});
export type SignOffOpenView = z.infer<typeof SignOffOpenView>;

/** POST /api/signoff: a director approves, or comments (the board statement page goes back to the administrator). */
// One strict object (not a union of two), so an unknown field is named as unknown whatever the decision.
export const SignOffAnswer = z
  .strictObject({
    id: LinkToken,
    decision: z.enum(['approve', 'comment']),
    comment: z.string().trim().min(1).max(2000).optional(),
  })
  .refine((a) => a.decision === 'approve' || a.comment !== undefined, {
    path: ['comment'],
    message: 'A comment needs its text.',
  });

export const SignOffAnswerReply = z.object({ decision: z.enum(['approved', 'commented']) });
