import * as z from 'zod';
import { Id, IsoDate, Version } from './common';
import { TASK_STATES } from '../calc/workflow/machine';

/** The year's review (docs/decisions/0102-the-years-review-workflow.md): tasks, their owners, comments and the lock. */
const PageKey = z.string().regex(/^[a-z][A-Za-z0-9_]{0,63}$/);
const Comment = z.string().trim().min(1).max(2000);
const Reason = z.string().max(2000);

export const WorkflowYearParams = z.strictObject({ year: IsoDate });
export const TaskParams = z.strictObject({ year: IsoDate, pageKey: PageKey });
export const CommentParams = z.strictObject({ year: IsoDate, pageKey: PageKey, id: Id });

/** A task is a page, or with `location` one location of a resource page. */
const TaskRef = { location: Id.optional() };
export const TaskQuery = z.strictObject(TaskRef);

export const MatrixQuery = z.strictObject({
  owner: Id.optional(),
  section: z.enum(['background', 'environmental', 'climate', 'social', 'miscellaneous']).optional(),
  location: Id.optional(),
  /** A reviewer's queue: `submitted` (ADR 0102). */
  state: z.enum(TASK_STATES).optional(),
});

export const SubmitBody = z.strictObject({ ...TaskRef, version: Version });
export const ReturnBody = z.strictObject({ ...TaskRef, version: Version, comment: Reason });
export const ApproveBody = z.strictObject({ ...TaskRef, version: Version, overrideReason: Reason.optional() });
export const ReopenBody = z.strictObject({ ...TaskRef, version: Version, reason: Reason });

/** Owners and a due date for many tasks at once: a section to a user, every location's electricity to its manager. */
export const AssignBody = z.strictObject({
  tasks: z
    .array(z.strictObject({ pageKey: PageKey, ...TaskRef }))
    .min(1)
    .max(2500),
  owners: z.array(Id).max(20),
  dueDate: IsoDate.optional(),
});

/** The field a comment or a change names that stands for the page (or the location) as a whole (ADR 0102). */
export const WHOLE_FIELD = '*';
export const NewComment = z.strictObject({ ...TaskRef, field: z.string().min(1).max(200), text: Comment });
export const Reply = z.strictObject({ ...TaskRef, text: Comment });
export const ResolveBody = z.strictObject({ ...TaskRef, version: Version });
export const LockBody = z.strictObject({ overrideReason: Reason.optional() });

const Who = z.object({ userId: z.string(), name: z.string() });
const Owner = Who.extend({ active: z.boolean() });
const Note = z.object({
  kind: z.enum(['returned', 'reopened', 'approvedOwn']),
  text: z.string(),
  by: z.string(),
  at: z.string(),
});

/** A name in each language of the interface: a location's (ADR 0121). */
const LocationNames = z.object({ en: z.string(), hk: z.string(), cn: z.string() });

export const TaskView = z.object({
  pageKey: z.string(),
  section: z.string(),
  /** The location's name, and in each language of the interface (ADR 0121). */
  location: z.object({ id: z.string(), name: z.string(), names: LocationNames.optional() }).optional(),
  state: z.enum(TASK_STATES),
  owners: z.array(Owner),
  /** No active owner: none assigned, or every owner deactivated (flagged to the administrator). */
  unowned: z.boolean(),
  dueDate: IsoDate.optional(),
  overdue: z.boolean(),
  submittedBy: Who.optional(),
  submittedAt: z.string().optional(),
  approvedBy: Who.optional(),
  approvedAt: z.string().optional(),
  note: Note.optional(),
  openComments: z.number().int(),
  version: z.number().int(),
});
export type TaskView = z.infer<typeof TaskView>;

/**
 * The administrator's reason for locking the year regardless, and what was missing then: how many tasks were not
 * approved and whether the board had signed off (ADR 0113; absent on locks made before the sign-off existed).
 */
export const LockOverrideView = z.object({
  reason: z.string(),
  by: z.string(),
  at: z.string(),
  pending: z.number().int().optional(),
  signedOff: z.boolean().optional(),
});

export const MatrixReply = z.object({
  yearEnd: IsoDate,
  /** Today in Hong Kong: what `overdue` was decided against. */
  today: IsoDate,
  /** The year's lock: locked, and the administrator's reason when it was locked with pages unapproved. */
  locked: z.boolean(),
  lockOverride: LockOverrideView.optional(),
  tasks: z.array(TaskView),
});
export type MatrixReply = z.infer<typeof MatrixReply>;

const Message = z.object({ by: Who, at: z.string(), text: z.string() });
export const CommentView = z.object({
  id: z.string(),
  field: z.string(),
  status: z.enum(['open', 'resolved']),
  messages: z.array(Message),
  version: z.number().int(),
});
export type CommentView = z.infer<typeof CommentView>;

const FieldChange = z.object({
  field: z.string(),
  month: z.number().int().optional(),
  before: z.unknown(),
  after: z.unknown(),
});
export const ReviewReply = z.object({
  task: TaskView,
  /** When the page was last approved; absent: never, and `changes` are since the year began. */
  since: z.string().optional(),
  /** Each save: when, by whom (the person's name; a removed user's login), and the fields it changed. */
  changes: z.array(z.object({ at: z.string(), by: z.string(), fields: z.array(FieldChange) })),
  comments: z.array(CommentView),
});
export type ReviewReply = z.infer<typeof ReviewReply>;

const Share = z.object({
  key: z.string(),
  names: LocationNames.optional(),
  approved: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
});
/** GET /api/workflow/{year}/progress: the year's progress for Home and the dashboard (ADR 0114). */
export const ProgressReply = z.object({
  yearEnd: IsoDate,
  today: IsoDate,
  overall: Share,
  bySection: z.array(Share),
  byLocation: z.array(Share),
  overdue: z.number().int(),
  /** The report's deadline: four months after the year end (Main Board), and the days left to it. */
  deadline: IsoDate,
  daysLeft: z.number().int(),
});
export type ProgressReply = z.infer<typeof ProgressReply>;
