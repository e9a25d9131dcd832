import * as z from 'zod';
import { coercedNumber, Id, IsoDate, LangKey, Version } from './common';
import { Email, Login, personName } from './people';
import { RuleSet } from './admin';

/** A company period's four dates (ADR 0009), all YYYY-MM-DD. */
export const PeriodDates = z.strictObject({
  startDate: IsoDate,
  endDate: IsoDate,
  financialYearStartDate: IsoDate,
  financialYearEndDate: IsoDate,
});
export type PeriodDates = z.infer<typeof PeriodDates>;

/** POST /api/compPeriod/new (platform administrators): a period for the company named. */
export const PeriodCreate = z.strictObject({ companyId: Id, ...PeriodDates.shape });

export const PeriodView = z.object({
  id: z.string(),
  yearEnd: IsoDate,
  ...PeriodDates.shape,
  printed: z.boolean(),
  /** The HKEX rule set the year reports under, from its financial year start. */
  ruleSet: RuleSet,
  version: z.number(),
});
export type PeriodView = z.infer<typeof PeriodView>;

export const YearParam = z.strictObject({ year: IsoDate });
export const IsPrintedReply = z.object({ yearEnd: IsoDate, printed: z.boolean() });

/** PUT /api/compPeriod/printed: a printed year is locked against every write (docs/architecture.md, step 5). */
export const PrintedEdit = z.strictObject({ companyId: Id, yearEnd: IsoDate, printed: z.boolean(), version: Version });

const CompanyName = z.string().trim().min(1).max(200);
const CompanyFields = { name: CompanyName, nameZh: CompanyName.optional(), langKey: LangKey };

export const CompanyView = z.object({
  id: z.string(),
  name: z.string(),
  nameZh: z.string().optional(),
  langKey: LangKey,
  createdAt: z.string().optional(),
  version: z.number(),
  compPeriods: z.array(PeriodView),
  /** A self-registered company's first year awaiting the platform's approval (ADR 0046). */
  pendingFirstYear: z.object({ start: IsoDate, end: IsoDate, requestedAt: z.string() }).optional(),
});
export type CompanyView = z.infer<typeof CompanyView>;

export const CompanyPageQuery = z.strictObject({
  cursor: z.string().max(2048).optional(),
  size: coercedNumber().int().min(1).max(50).default(20),
});
export const CompanyPage = z.object({ items: z.array(CompanyView), cursor: z.string().optional() });

/** PUT /api/comp/all: the company's names and language, based on the version the form showed. */
export const CompanyEdit = z.strictObject({ id: Id, ...CompanyFields, version: Version });

/** A first year a company asked for while the platform requires approval (ADR 0046). */
export const FirstYearRequest = z.object({
  pending: z.literal(true),
  start: IsoDate,
  end: IsoDate,
  requestedAt: z.string(),
});
/** GET /api/comp/subscribe/own: the caller's company's first year awaiting approval, if any. */
export const OwnFirstYearView = z.object({ request: FirstYearRequest.optional() });
/** POST /api/comp/{companyId}/approveFirstYear. */
export const CompanyParam = z.strictObject({ companyId: Id });
/** The platform's settings (ADR 0046); `version` 0 until first saved. */
export const PlatformSettings = z.object({ approveFirstYears: z.boolean(), version: z.number() });
export const PlatformSettingsEdit = z.strictObject({ approveFirstYears: z.boolean(), version: Version });

/** POST /api/comp/subscribe/{start}/{end}: the first financial year of a new customer. */
export const SubscribeParams = z.strictObject({ start: IsoDate, end: IsoDate });
export const Onboarding = z.strictObject({
  company: z.strictObject(CompanyFields),
  admin: z.strictObject({
    login: Login,
    email: Email,
    firstName: personName('first'),
    lastName: personName('last'),
    langKey: LangKey.default('en'),
  }),
});
export const OnboardingReply = z.object({
  company: CompanyView,
  admin: z.object({ id: z.string(), login: z.string(), email: z.string(), activated: z.boolean() }),
  message: z.string(),
});
