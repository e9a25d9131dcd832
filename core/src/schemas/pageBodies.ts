import * as z from 'zod';
import { fieldsOf, type PageDeclaration } from '../catalogue/page';
import { boardCommittee } from '../pages/background/boardCommittee';
import { companyInformation } from '../pages/background/companyInformation';
import { pageContext } from '../catalogue/schema/context';
import { fieldSchema, schemaFor } from '../catalogue/schema/page';
import { toCatalogueIssues, typeError } from '../catalogue/issues';
import { messageText } from '../catalogue/messages';
import type { PagePayload } from '../catalogue/values';
import { Id, IsoDate, Version } from './common';

/**
 * Schemas of the spec's per-page Background calls. Bodies that carry page data are the
 * page declaration's own generated schema (or its fields' schemas), never a second description.
 */
export { IdParams, PeriodIdParams, YearParams } from './common';

/**
 * A schema built from a declaration, with every problem at its own path in the catalogue's words (an
 * unknown field at its own path, not the object's), so a contract-level 400 names the field to fix.
 * The answers themselves must be present: an absent `values` is "Missing input.", not an empty save.
 */
function byField<T>(schema: z.ZodType<T, unknown>) {
  return z.unknown().transform((value, ctx): T => {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: messageText('missingInput'), params: { key: 'missingInput' } });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of toCatalogueIssues(parsed.error))
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path === '' ? [] : issue.path.split('.'),
        params: { key: issue.code },
      });
    return z.NEVER;
  });
}

/** A page's answers as its declaration accepts them, and the version the form was based on (0: none yet). */
export const pageBody = (page: PageDeclaration) =>
  z.strictObject({ values: byField(schemaFor(page)), version: Version });

/** The same, for the calls whose path names no year (`PUT /api/comp/info`, `POST /api/boardInfo`). */
export const yearPageBody = (page: PageDeclaration) =>
  z.strictObject({ year: IsoDate, values: byField(schemaFor(page)), version: Version });

/** The same, for the calls that name the year by its company period's id (`PUT /api/employee/batch`). */
export const periodPageBody = (page: PageDeclaration) =>
  z.strictObject({ id: Id, values: byField(schemaFor(page)), version: Version });

/** Some fields of a page, each by its declared schema; any other field is refused. */
export function fieldsSchema(page: PageDeclaration, ids: readonly string[]) {
  const ctx = pageContext({});
  const byId = new Map(fieldsOf(page).map((f) => [f.id, f]));
  const shape = Object.fromEntries(
    ids.map((id) => {
      const field = byId.get(id);
      if (!field) throw new Error(`${page.key} declares no field ${id}`);
      return [id, fieldSchema(field, ctx)];
    }),
  );
  return byField(z.strictObject(shape, { error: typeError('incorrectType') }) as z.ZodType<PagePayload, unknown>);
}

/** Some fields of a page and the version the form was based on: a spec call that saves part of a page. */
export const pagePartBody = (page: PageDeclaration, ids: readonly string[]) =>
  z.strictObject({ values: fieldsSchema(page, ids), version: Version });

/** One field of a page by its declared schema. */
export function fieldOf(page: PageDeclaration, id: string) {
  const field = fieldsOf(page).find((f) => f.id === id);
  if (!field) throw new Error(`${page.key} declares no field ${id}`);
  return byField(fieldSchema(field, pageContext({})) as z.ZodType<PagePayload[string], unknown>);
}

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

export const BoardMembersSave = z.strictObject({
  members: fieldOf(boardCommittee, 'members'),
  version: Version,
});
/** One member: its row is checked by the members table's declared schema, inside the table it joins. */
export const BoardMemberSave = z.strictObject({ member: z.record(z.string(), z.unknown()), version: Version });
export const BoardInfoSave = z.strictObject({
  year: IsoDate,
  values: fieldsSchema(boardCommittee, DETAIL_FIELDS),
  version: Version,
});
