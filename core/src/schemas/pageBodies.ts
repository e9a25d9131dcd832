import * as z from 'zod';
import { boardCommittee } from '../pages/background/boardCommittee';
import { companyInformation } from '../pages/background/companyInformation';
import { fieldOf, fieldsSchema } from './pageBody';
import { Id, IsoDate, Version } from './common';

/**
 * Schemas of the spec's per-page Background calls. Bodies that carry page data are the
 * page declaration's own generated schema (or its fields' schemas), never a second description.
 */
export { IdParams, PeriodIdParams, YearParams } from './common';

const Text3 = z.object({ en: z.string(), hk: z.string(), cn: z.string() });
export const ListOptionView = z.object({ value: z.string(), labels: Text3 });
export const CityView = ListOptionView.extend({ country: z.string() });

/** The spec's "Business nature selection": fieldValue, parentName, isOther (plus labels in three languages). */
export const BusinessNatureView = z.object({
  fieldValue: z.string(),
  labels: Text3,
  parentName: z.string(),
  parentLabels: Text3,
  isOther: z.boolean(),
});
export const BusinessNatureReply = z.object({
  yearEnd: IsoDate,
  version: z.number(),
  locked: z.boolean(),
  /** 'other' entries last, then by parent name, then by value. */
  selections: z.array(BusinessNatureView),
  /** The description an 'other' selection needs. */
  other: z.string().nullable(),
});

/** A location of the reporting boundaries page, addressed by its stable id. */
export const LocationView = z.object({
  id: Id,
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  district: z.string().nullable(),
  locationType: z.string(),
  numberOfShops: z.string().nullable(),
  inBoundary: z.boolean(),
});
export type LocationView = z.infer<typeof LocationView>;
export const LocationList = z.object({ yearEnd: IsoDate, periodId: z.string(), locations: z.array(LocationView) });
export const LocationDetails = LocationView.extend({ yearEnd: IsoDate });

/** The spec's "Board member": name, position title, email, group name. */
export const BoardMemberView = z.object({
  id: Id,
  name: z.string(),
  positionTitle: z.string(),
  email: z.string(),
  groupName: z.string().nullable(),
});
export type BoardMemberView = z.infer<typeof BoardMemberView>;
export const BoardMembersReply = z.object({
  yearEnd: IsoDate,
  version: z.number(),
  locked: z.boolean(),
  members: z.array(BoardMemberView),
  activeBoard: z.number(),
});
/** The spec's "Board status summary": the board list, activeBoard (rows), formSubmissions (rows with status 3). */
export const BoardStatusReply = z.object({
  yearEnd: IsoDate,
  boardList: z.array(
    BoardMemberView.extend({
      status: z.number().nullable(),
      /** The questionnaire link (the spec's states Sent / Opened / Submitted), null before the first send. */
      link: z
        .object({
          status: z.enum(['pending', 'sent', 'failed', 'opened', 'submitted']),
          sentAt: z.string().nullable(),
          openedAt: z.string().nullable(),
          submittedAt: z.string().nullable(),
          /** The member's questionnaire address, for 'Copy link' (null for a link sent before addresses were kept). */
          address: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  activeBoard: z.number(),
  formSubmissions: z.number(),
});

export const PolicyView = z.object({
  fieldId: z.string(),
  code: z.string(),
  aspect: z.string(),
  part: z.enum(['environmental', 'social']),
  title: z.string(),
  labels: Text3,
});
export type PolicyView = z.infer<typeof PolicyView>;
export const PolicyCombinations = z.object({
  yearEnd: IsoDate,
  version: z.number(),
  locked: z.boolean(),
  policies: z.array(
    PolicyView.extend({
      answer: z.union([z.literal(1), z.literal(0), z.literal(-1)]).nullable(),
      policyName: z.string().nullable(),
      coverage: z.string().nullable(),
      compliance: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});

export const StakeholderTypes = z.object({
  types: z.array(ListOptionView),
  channels: z.array(ListOptionView),
  activities: z.array(ListOptionView),
});

/** The business fields of the company information page: what `comp/business-nature` reads and writes. */
export const BUSINESS_FIELDS = ['businessNature', 'businessNatureOther'] as const;
export const BusinessNatureSave = z.strictObject({
  values: fieldsSchema(companyInformation, BUSINESS_FIELDS),
  version: Version,
});

/** The committee details: every field of the page but the members table. */
const DETAIL_FIELDS = boardCommittee.tabs
  .flatMap((t) => t.cards)
  .filter((c) => c.id === 'committeeCard')
  .flatMap((c) => c.fields.map((f) => f.id));

/**
 * A member as GET /api/boardmembers answers it names its row by `id`; the table's row names it `memberId`. A list
 * read is saved back as it came: `id` reads as the row's `memberId` (the table's own schema then checks the row).
 */
const asMemberRow = (row: unknown) => {
  if (typeof row !== 'object' || row === null || !Object.hasOwn(row, 'id') || Object.hasOwn(row, 'memberId'))
    return row;
  const { id, ...rest } = row as Record<string, unknown>;
  return { ...rest, memberId: id };
};

export const BoardMembersSave = z.strictObject({
  members: z.preprocess(
    (rows) => (Array.isArray(rows) ? rows.map(asMemberRow) : rows),
    fieldOf(boardCommittee, 'members'),
  ),
  version: Version,
});
/** One member: its row is checked by the members table's declared schema, inside the table it joins. */
export const BoardMemberSave = z.strictObject({ member: z.record(z.string(), z.unknown()), version: Version });
export const BoardInfoSave = z.strictObject({
  year: IsoDate,
  values: fieldsSchema(boardCommittee, DETAIL_FIELDS),
  version: Version,
});
