import * as z from 'zod';
import { Id, IsoDate, Language, Version } from './common';
import * as msg from '../messages';
import { messageText } from '../catalogue/messages';
import { PALETTE_IDS } from '../lib/chartPalettes';

/** The spec's constants: the questionnaire's scale is 1 to 10. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;

/** A topic id: a default topic's aspect code (`A1`, `D-GOV`) or a ULID for one the company added. */
export const TopicId = z.string().regex(/^(?:[A-Z]{1,2}\d{1,2}|D-[A-Z]{3,4}|[0-9A-HJKMNP-TV-Z]{26})$/);

/**
 * A company's own text in its languages (ADR 0140, as a page answer's, ADR 0096): one string as a one-language
 * client sends it (read as the company's language), or English and Traditional Chinese with an optional Simplified
 * override, at least one of them. A bad language is named by its path (`name.hk`).
 */
export const OwnText = (max: number, min = 1) =>
  z.union([
    z
      .string()
      .trim()
      .min(min, { error: messageText('missingInput') })
      .max(max),
    z
      .strictObject({
        en: z.string().trim().max(max).optional(),
        hk: z.string().trim().max(max).optional(),
        cn: z.string().trim().max(max).optional(),
        /** As read back (the server sets it on save: the language that may need updating). */
        stale: z.enum(['en', 'hk']).optional(),
      })
      .refine((b) => [b.en, b.hk, b.cn].some((t) => t !== undefined && t !== ''), {
        error: messageText('missingInput'),
      }),
  ]);
/** A company's own text as read: both typed languages ('' while missing), a Simplified override, a stale flag. */
export const OwnTextView = z.object({
  en: z.string(),
  hk: z.string(),
  cn: z.string().optional(),
  stale: z.enum(['en', 'hk']).optional(),
});

/** A topic as stored: null name/description = the default topic's text in the reader's language. */
export const TopicSave = z.strictObject({
  id: TopicId,
  name: OwnText(80).nullable(),
  description: OwnText(300, 0).nullable(),
});
export type TopicSave = z.infer<typeof TopicSave>;

/** PUT /api/materiality/topics/{year}: the topics (editable until the first answer) and the threshold. */
export const TopicsSave = z.strictObject({
  topics: z.array(TopicSave).min(1).max(40),
  threshold: z.number().min(SCORE_MIN).max(SCORE_MAX).multipleOf(0.5),
  version: Version,
});

const Text3 = z.object({ en: z.string(), hk: z.string(), cn: z.string() });
/** A topic as read: its names in three languages (the company's own text repeated when it renamed it). */
export const TopicView = z.object({
  id: TopicId,
  aspect: z.string().nullable(),
  name: Text3,
  description: Text3,
  /** The company's own name and description in its languages (ADR 0140); null = the default topic's. */
  custom: z.object({ name: OwnTextView.nullable(), description: OwnTextView.nullable() }),
  /** The languages the company's own text lacks, each shown in another language meanwhile (ADR 0140). */
  untranslated: z.array(Language).optional(),
});
export type TopicView = z.infer<typeof TopicView>;

export const TopicsView = z.object({
  yearEnd: IsoDate,
  version: z.number(),
  locked: z.boolean(),
  /** Once a board member has answered, the topics cannot change (the answers are about them). */
  frozen: z.boolean(),
  threshold: z.number(),
  topics: z.array(TopicView),
});
export type TopicsView = z.infer<typeof TopicsView>;

export const YearBody = z.strictObject({ year: IsoDate });
export const MemberParams = z.strictObject({ id: Id });

/** One member's outcome of a send: 'E-mail sent' / 'Failed to send e-mail' (the spec's error catalogue), or already sent. */
export const SendOutcome = z.object({
  memberId: Id,
  name: z.string(),
  email: z.string(),
  outcome: z.enum(['sent', 'failed', 'alreadySent']),
  /** The link just mailed (the company can copy it now; only its hash is stored). */
  link: z.string().nullable(),
});
export const SendReply = z.object({ yearEnd: IsoDate, results: z.array(SendOutcome) });
export type SendReply = z.infer<typeof SendReply>;

/** A link token, base64url: 32 bytes (a stakeholder's, older board links') or a named board token (ADR 0059). */
export const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{43,200}$/, msg.questionnaireInvalid.text);
export const TokenParams = z.strictObject({ id: z.string().max(200) });

/** GET /api/questionnaire/q/{id}: what the board member sees (no ids of other members, no scores of others). */
export const QuestionnaireView = z.object({
  company: z.object({ en: z.string(), zh: z.string().nullable() }),
  yearEnd: IsoDate,
  /** A board member's personal link, or a stakeholder group's shared link (its name in memberName). */
  respondent: z.enum(['board', 'stakeholder']),
  memberName: z.string(),
  /** A stakeholder link's name in each language the reader may read (ADR 0140). */
  memberNames: Text3.optional(),
  /** Already submitted: the page shows, but takes no answers (a printed year's link opens nothing, ADR 0063). */
  readOnly: z.boolean(),
  submitted: z.boolean(),
  topics: z.array(TopicView.omit({ custom: true, untranslated: true })),
});
export type QuestionnaireView = z.infer<typeof QuestionnaireView>;

const Score = z
  .number({ error: msg.scoreRange.text })
  .int({ error: msg.scoreRange.text })
  .min(SCORE_MIN, { error: msg.scoreRange.text })
  .max(SCORE_MAX, { error: msg.scoreRange.text });
export const TopicScore = z.strictObject({ company: Score, personal: Score });
export type TopicScore = z.infer<typeof TopicScore>;
/** POST /api/questionnaire: the link's token and, per topic, importance to the company and to the member. */
export const QuestionnaireSubmit = z.strictObject({
  id: z.string().max(200),
  scores: z.record(z.string().max(40), TopicScore),
});
export const SubmitReply = z.object({ submitted: z.literal(true), submittedAt: z.string() });

/** One point of the matrix: a topic's mean scores over the submitted answers. */
export const MatrixPoint = z.object({
  id: TopicId,
  aspect: z.string().nullable(),
  name: Text3,
  /** The company's own name (ADR 0140): an edition without its language prints it marked; absent = the default's. */
  own: OwnTextView.nullable().optional(),
  company: z.number().nullable(),
  board: z.number().nullable(),
  answers: z.number(),
  material: z.boolean(),
});
export type MatrixPoint = z.infer<typeof MatrixPoint>;
/**
 * Whose answers the matrix shows (the matrix "filters by respondent group"): the board (the official
 * view: what is material, what the report prints), all stakeholder links, or one stakeholder link (its id).
 */
export const RespondentGroup = z.union([z.enum(['board', 'stakeholders']), Id]);
export type RespondentGroup = z.infer<typeof RespondentGroup>;
export const MatrixQuery = z.strictObject({ group: RespondentGroup.optional() });

export const MatrixView = z.object({
  yearEnd: IsoDate,
  /** Absent on views stored before groups existed: the board. */
  group: RespondentGroup.optional(),
  threshold: z.number(),
  asked: z.number(),
  answered: z.number(),
  /** The first and last submission: when the board was asked to judge materiality. */
  firstAnswer: z.string().nullable(),
  lastAnswer: z.string().nullable(),
  points: z.array(MatrixPoint),
});
export type MatrixView = z.infer<typeof MatrixView>;
export const MatrixParams = z.strictObject({ id: IsoDate });
/** The image formats GET /api/matrix/{id} draws: SVG (the default) or PNG, made on the server (ADR 0058). */
export const MATRIX_FORMATS = ['svg', 'png'] as const;
export type MatrixFormat = (typeof MATRIX_FORMATS)[number];
/** GET /api/matrix/{id}?palette=&format=: the image in one of the four chart palettes (default: the first). */
export const MatrixImageQuery = z.strictObject({
  palette: z.enum(PALETTE_IDS).optional(),
  format: z.enum(MATRIX_FORMATS).optional(),
  group: RespondentGroup.optional(),
});

/**
 * A stakeholder link's name ("Employees", "Customers"): required, unique in its year in each language; one text (the
 * company's language) or English and Traditional Chinese (ADR 0140).
 */
export const StakeholderLinkName = OwnText(80);
export type StakeholderLinkName = z.infer<typeof StakeholderLinkName>;
export const StakeholderLinkCreate = z.strictObject({ name: StakeholderLinkName });
export const StakeholderLinkRename = z.strictObject({ year: IsoDate, name: StakeholderLinkName });
export const YearQuery = z.strictObject({ year: IsoDate });

/** The spec's "Stakeholder link": link name, link, forms submitted, last submit, last open, status. */
export const StakeholderLinkView = z.object({
  id: Id,
  /** In the company's language (else the other one): for a reader without a language. */
  name: z.string(),
  /** The name in each language a reader may read, a missing one showing the other (ADR 0140). */
  names: Text3,
  /** The company's own name in its languages, for the editor. */
  own: OwnTextView,
  link: z.string(),
  formsSubmitted: z.number(),
  lastSubmit: z.string().nullable(),
  lastOpen: z.string().nullable(),
  status: z.enum(['sent', 'opened', 'submitted']),
  createdAt: z.string().nullable(),
});
export type StakeholderLinkView = z.infer<typeof StakeholderLinkView>;
export const StakeholderLinksView = z.object({
  yearEnd: IsoDate,
  locked: z.boolean(),
  links: z.array(StakeholderLinkView),
});
export type StakeholderLinksView = z.infer<typeof StakeholderLinksView>;
