import { PLATFORM_TENANT, safe, tenantPk, yearPk, type Key } from './keys';

/**
 * Each item's DynamoDB key (ADR 0004): the one key builder, with keys.ts's parts. Callers import it as a namespace
 * (`import * as keys from '…/itemKeys'`), so a Lambda bundles only the keys it builds (ADR 0146).
 */

export const tenant = (tenantId: string): Key => ({ pk: tenantPk(tenantId), sk: 'TENANT' });
export const user = (tenantId: string, userId: string): Key => ({ pk: tenantPk(tenantId), sk: `USER#${safe(userId)}` });
export const userPrefix = (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'USER#' });
export const role = (tenantId: string, roleId: string): Key => ({ pk: tenantPk(tenantId), sk: `ROLE#${safe(roleId)}` });
export const rolePrefix = (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'ROLE#' });
/** A reporting period (company period); its `printed` flag locks the year. */
export const period = (tenantId: string, yearEnd: string): Key => ({
  pk: tenantPk(tenantId),
  sk: `PERIOD#${safe(yearEnd)}`,
});
export const periodPrefix = (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'PERIOD#' });
export const session = (tenantId: string, userId: string, sessionId: string): Key => ({
  pk: tenantPk(tenantId),
  sk: `SESSION#${safe(userId)}#${safe(sessionId)}`,
});
export const sessionPrefix = (tenantId: string, userId: string) => ({
  pk: tenantPk(tenantId),
  skPrefix: `SESSION#${safe(userId)}#`,
});
/** Year-scoped data: one item per (page, location, resource row) under the year partition. */
export const yearItem = (tenantId: string, yearEnd: string, ...parts: string[]): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: parts.map(safe).join('#'),
});
/** Every year-scoped item whose sort key starts with these parts (one Query, never a Scan). */
export const yearPrefix = (tenantId: string, yearEnd: string, ...parts: string[]) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: `${parts.map(safe).join('#')}#`,
});
/** A page's answers for one reporting year (docs/decisions/0012-page-data.md): one item per (year, page). */
export const pageData = (tenantId: string, yearEnd: string, pageKey: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `PAGE#${safe(pageKey)}`,
});
export const pageDataPrefix = (tenantId: string, yearEnd: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: 'PAGE#',
});
/** A board member's questionnaire submission for a year (`status` 3 = submitted, ADR 0030), by member id. */
export const boardSubmission = (tenantId: string, yearEnd: string, memberId: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `BOARDFORM#${safe(memberId)}`,
});
export const boardSubmissionPrefix = (tenantId: string, yearEnd: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: 'BOARDFORM#',
});
/** The year's materiality topics and the matrix threshold (docs/decisions/0030-materiality-questionnaire.md). */
export const materiality = (tenantId: string, yearEnd: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: 'MATERIALITY',
});
/**
 * A questionnaire link for a year: a board member's (by member id) or a stakeholder group's (by the
 * link's id, `kind: 'stakeholder'`): the token's hash, the send outcome, opened/submitted times.
 */
export const questionnaireLink = (tenantId: string, yearEnd: string, memberId: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `QLINK#${safe(memberId)}`,
});
export const questionnaireLinkPrefix = (tenantId: string, yearEnd: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: 'QLINK#',
});
/** The year's stakeholder links' revision stamp (infra/db/stamp.ts): a name is unique among the links it was checked on. */
export const stakeholderLinksStamp = (tenantId: string, yearEnd: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: 'STAMP#STAKEHOLDERLINKS',
});
/** One questionnaire send request's record (ADR 0059): its links count as sent, but for the failed. */
export const questionnaireSend = (tenantId: string, yearEnd: string, sendId: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `QSEND#${safe(sendId)}`,
});
export const questionnaireSendPrefix = (tenantId: string, yearEnd: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: 'QSEND#',
});
/**
 * A data request sent to a supplier's contact for a year (ADR 0119): the link's seed and hash, its
 * status times, the per-client buckets and, once answered, the supplier's figures.
 */
export const supplierRequest = (tenantId: string, yearEnd: string, requestId: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `SUPPLIERREQ#${safe(requestId)}`,
});
export const supplierRequestPrefix = (tenantId: string, yearEnd: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: 'SUPPLIERREQ#',
});
/** The year's supplier requests' revision stamp (infra/db/stamp.ts): one open request per supplier and e-mail. */
export const supplierRequestsStamp = (tenantId: string, yearEnd: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: 'STAMP#SUPPLIERREQS',
});
/**
 * One client's token bucket on a link (core/src/lib/linkBuckets.ts, ADR 0063): beside the link's item `link` (its own
 * partition and sort key, then `who`: the director of a sign-off, the client's keyed hash), never on it.
 */
export const linkBucket = (link: Key, ...who: string[]): Key => ({
  pk: link.pk,
  sk: `BUCKET#${link.sk}#${who.map(safe).join('#')}`,
});
/** One answer given through a stakeholder link (ADR 0051): many per link, by link id and a ULID. */
export const stakeholderAnswer = (tenantId: string, yearEnd: string, linkId: string, answerId: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `QANSWER#${safe(linkId)}#${safe(answerId)}`,
});
/** The year's stakeholder answers, or one link's (`linkId`). */
export const stakeholderAnswerPrefix = (tenantId: string, yearEnd: string, linkId?: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: linkId === undefined ? 'QANSWER#' : `QANSWER#${safe(linkId)}#`,
});
/**
 * A task of the year's review (docs/decisions/0102-the-years-review-workflow.md): a page (`scope` `_`) or one
 * location of a resource page (`scope` the location id), with its state, owners and due date.
 */
export const workflowTask = (tenantId: string, yearEnd: string, pageKey: string, scope: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `FLOW#${safe(pageKey)}#${safe(scope)}`,
});
export const workflowTaskPrefix = (tenantId: string, yearEnd: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: 'FLOW#',
});
/** The tasks of one page of a year: its own and, for a resource page, one per location. */
export const workflowPageTaskPrefix = (tenantId: string, yearEnd: string, pageKey: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: `FLOW#${safe(pageKey)}#`,
});
/** A review comment thread on one field of a task, by a ULID. */
export const workflowComment = (
  tenantId: string,
  yearEnd: string,
  pageKey: string,
  scope: string,
  commentId: string,
): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `FLOWNOTE#${safe(pageKey)}#${safe(scope)}#${safe(commentId)}`,
});
/** A task's comment threads. */
export const workflowCommentPrefix = (tenantId: string, yearEnd: string, pageKey: string, scope: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: `FLOWNOTE#${safe(pageKey)}#${safe(scope)}#`,
});
/**
 * The board's sign-off of a year (docs/decisions/0113-board-sign-off.md): the last send's directors, their links'
 * hashes and answers, and the approval date once every director approved.
 */
export const boardSignOff = (tenantId: string, yearEnd: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: 'FLOWSIGN',
});
/**
 * The year's review round (docs/decisions/0113-board-sign-off.md, amended): moved on by every send to the board and
 * every reopening, each conditional on the version it read, so a send and a reopening never both land on what the
 * other read.
 */
export const reviewRound = (tenantId: string, yearEnd: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: 'FLOWROUND',
});
/**
 * A task mail sent (docs/decisions/0114-task-reminders.md), by `<day>#<user>#<kind>[#<task>[#<at>]]`: what makes
 * each reminder once per task and day (a return or a reopen once per event, its time `<at>`). Removed by TTL.
 */
export const reminderSent = (tenantId: string, marker: readonly string[]): Key => ({
  pk: tenantPk(tenantId),
  sk: `REMIND#${marker.map(safe).join('#')}`,
});
export const reminderDayPrefix = (tenantId: string, day: string) => ({
  pk: tenantPk(tenantId),
  skPrefix: `REMIND#${safe(day)}#`,
});
/** A company's configuration of one page's fields (hidden fields, preferred units): master data, not per year. */
export const fieldConfig = (tenantId: string, pageKey: string): Key => ({
  pk: tenantPk(tenantId),
  sk: `FIELDCFG#${safe(pageKey)}`,
});
export const audit = (tenantId: string, isoTime: string, id: string): Key => ({
  pk: `${tenantPk(tenantId)}#AUDIT#${isoTime.slice(0, 7)}`,
  sk: `${isoTime}#${safe(id)}`,
});
export const auditMonth = (tenantId: string, yyyyMm: string) => ({ pk: `${tenantPk(tenantId)}#AUDIT#${safe(yyyyMm)}` });
// Files (docs/decisions/0007-files.md): an upload until it is checked, then a file found by id
// alone, plus its entry in the year's list of its module, plus one file-log item per event.
export const upload = (tenantId: string, fileId: string): Key => ({
  pk: tenantPk(tenantId),
  sk: `UPLOAD#${safe(fileId)}`,
});
export const file = (tenantId: string, fileId: string): Key => ({ pk: tenantPk(tenantId), sk: `FILE#${safe(fileId)}` });
export const fileEntry = (tenantId: string, yearEnd: string, module: string, fileId: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `FILE#${safe(module)}#${safe(fileId)}`,
});
export const fileEntryPrefix = (tenantId: string, yearEnd: string, module: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: `FILE#${safe(module)}#`,
});
/**
 * An evidence file's entry in its year, by what it supports (docs/decisions/0029-evidence.md):
 * `EVIDENCE#F#<page>#<field>#<id>` or `EVIDENCE#R#<resource>#<row>#<month>#<id>`. It replaces the
 * module list entry, so an evidence file is still three items (record, entry, log).
 */
export const evidenceEntry = (tenantId: string, yearEnd: string, anchor: readonly string[], fileId: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: ['EVIDENCE', ...anchor, fileId].map(safe).join('#'),
});
/** A page's (`F`, page) or resource type's (`R`, type) evidence, or with no parts the whole year's. */
export const evidencePrefix = (tenantId: string, yearEnd: string, ...parts: string[]) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: `${['EVIDENCE', ...parts].map(safe).join('#')}#`,
});
export const fileLog = (tenantId: string, isoTime: string, id: string): Key => ({
  pk: `${tenantPk(tenantId)}#FILELOG`,
  sk: `${isoTime}#${safe(id)}`,
});
export const fileLogPartition = (tenantId: string) => ({ pk: `${tenantPk(tenantId)}#FILELOG` });
/** A company's anomaly thresholds (docs/decisions/0107-anomaly-rules.md): master data, not per year. */
export const assuranceSettings = (tenantId: string): Key => ({ pk: tenantPk(tenantId), sk: 'ASSURANCE#SETTINGS' });
/** "No consumption this month" for one zero month of a resource row (ADR 0106). */
export const zeroConfirmation = (
  tenantId: string,
  yearEnd: string,
  type: string,
  rowId: string,
  month: number,
): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `ASSURE#ZERO#${safe(type)}#${safe(rowId)}#${month}`,
});
/** The owner's explanation of one anomaly of the year (ADR 0107), by the anomaly's id. */
export const anomalyExplanation = (tenantId: string, yearEnd: string, anomalyId: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `ASSURE#WHY#${safe(anomalyId)}`,
});
/** The year's zero confirmations (`ZERO`) or explanations (`WHY`): one Query. */
export const assurancePrefix = (tenantId: string, yearEnd: string, kind: 'ZERO' | 'WHY') => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: `ASSURE#${kind}#`,
});
/** An auditor's sample of the year's figures with its seed, marks and notes (ADR 0116). */
export const auditSample = (tenantId: string, yearEnd: string, sampleId: string): Key => ({
  pk: yearPk(tenantId, yearEnd),
  sk: `ASSURE#SAMPLE#${safe(sampleId)}`,
});
export const auditSamplePrefix = (tenantId: string, yearEnd: string) => ({
  pk: yearPk(tenantId, yearEnd),
  skPrefix: 'ASSURE#SAMPLE#',
});
/** A PDF report job; under the tenant partition, so a company's jobs are one Query away. */
export const reportJob = (tenantId: string, jobId: string): Key => ({
  pk: tenantPk(tenantId),
  sk: `REPORT#${safe(jobId)}`,
});
export const reportJobPrefix = (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'REPORT#' });
/** An Excel import job (ADR 0034); under the tenant partition, so the year's history is one Query away. */
export const excelImport = (tenantId: string, importId: string): Key => ({
  pk: tenantPk(tenantId),
  sk: `XLSIMPORT#${safe(importId)}`,
});
export const excelImportPrefix = (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'XLSIMPORT#' });
/** The company's unfinished report jobs (reports/admission.ts): what coalescing and the queue limit read. */
export const reportQueue = (tenantId: string): Key => ({ pk: tenantPk(tenantId), sk: 'REPORTQUEUE' });
/** Mails sent for the company in one clock hour (`2026-11-24T05`): the e-mail limit (domain/mailBudget.ts). */
export const mailCount = (tenantId: string, hour: string): Key => ({
  pk: tenantPk(tenantId),
  sk: `MAILS#${safe(hour)}`,
});
// Platform data (docs/decisions/0009-company-subscription.md): the platform pseudo-tenant's
// partitions hold one index item per company and the global catalogues, each one Query away.
export const companyIndex = (tenantId: string): Key => ({
  pk: tenantPk(PLATFORM_TENANT),
  sk: `COMPANY#${safe(tenantId)}`,
});
export const companyIndexPrefix = () => ({ pk: tenantPk(PLATFORM_TENANT), skPrefix: 'COMPANY#' });
/** The platform's own settings (ADR 0046): whether a self-registered company's first year needs approval. */
export const platformSettings = (): Key => ({ pk: tenantPk(PLATFORM_TENANT), sk: 'SETTINGS' });
/** A company's system configuration: one per company, so its id is the company's id. */
export const sysConfig = (tenantId: string): Key => ({ pk: tenantPk(tenantId), sk: 'SYSCONFIG' });
/** Units of measure: types, systems, units and conversions share one small partition. */
export const unitCatalogue = () => ({ pk: `${tenantPk(PLATFORM_TENANT)}#UOM` });
export const unitType = (id: string): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#UOM`, sk: `TYPE#${safe(id)}` });
export const unitSystem = (id: string): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#UOM`, sk: `SYSTEM#${safe(id)}` });
export const unit = (id: string): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#UOM`, sk: `UNIT#${safe(id)}` });
export const unitConversion = (from: string, to: string): Key => ({
  pk: `${tenantPk(PLATFORM_TENANT)}#UOM`,
  sk: `CONV#${safe(from)}#${safe(to)}`,
});
/** The conversions' revision: every conversion write moves it on, so two writes checked on one catalogue conflict. */
export const unitConversionsStamp = (): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#UOM`, sk: 'STAMP#CONVERSIONS' });
/** The units' revision stamp (infra/db/stamp.ts): a symbol is unique among its type's units (ADR 0158). */
export const unitsStamp = (): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#UOM`, sk: 'STAMP#UNITS' });
/** HKEX provisions, one partition per rule set ('2020', '2025'). */
export const kpi = (ruleSet: string, code: string): Key => ({
  pk: `${tenantPk(PLATFORM_TENANT)}#KPI#${safe(ruleSet)}`,
  sk: `KPI#${safe(code)}`,
});
export const kpiRuleSet = (ruleSet: string) => ({
  pk: `${tenantPk(PLATFORM_TENANT)}#KPI#${safe(ruleSet)}`,
  skPrefix: 'KPI#',
});
/** Emission factors: a head per factor and immutable, zero-padded revisions (they sort in order). */
export const factorCatalogue = () => ({ pk: `${tenantPk(PLATFORM_TENANT)}#FACTOR` });
export const factorHead = (id: string): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#FACTOR`, sk: `HEAD#${safe(id)}` });
export const factorRevision = (id: string, revision: number): Key => ({
  pk: `${tenantPk(PLATFORM_TENANT)}#FACTOR`,
  sk: `REV#${safe(id)}#${String(revision).padStart(6, '0')}`,
});
export const factorRevisions = (id: string) => ({
  pk: `${tenantPk(PLATFORM_TENANT)}#FACTOR`,
  skPrefix: `REV#${safe(id)}#`,
});
/** Marks a catalogue as seeded (with the digest of its source files), so seeding runs once. */
export const catalogueSeed = (name: string): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#SEED`, sk: safe(name) });
/** A role's page authorization (ADR 0010): the pages its company hid from it, versioned apart from the role. */
export const rolePages = (tenantId: string, roleId: string): Key => ({
  pk: tenantPk(tenantId),
  sk: `PAGES#${safe(roleId)}`,
});
/**
 * The privilege catalogue is global (platform administrators own it), so it lives in the
 * platform's partition; the key item makes each privilege key unique.
 */
export const privilege = (privilegeId: string): Key => ({
  pk: tenantPk(PLATFORM_TENANT),
  sk: `PRIV#${safe(privilegeId)}`,
});
export const privilegePrefix = () => ({ pk: tenantPk(PLATFORM_TENANT), skPrefix: 'PRIV#' });
export const privilegeKey = (key: string): Key => ({ pk: tenantPk(PLATFORM_TENANT), sk: `PRIVKEY#${safe(key)}` });
// Global lookups: they find a tenant from something a request carries before an actor exists.
export const login = (login: string): Key => ({ pk: `LOGIN#${safe(login.toLowerCase())}`, sk: 'LOOKUP' });
export const email = (email: string): Key => ({ pk: `EMAIL#${safe(email.toLowerCase())}`, sk: 'LOOKUP' });
/** One-time keys (password reset, activation, questionnaire) stored by hash only. */
export const oneTimeKey = (hash: string): Key => ({ pk: `OTK#${safe(hash)}`, sk: 'LOOKUP' });
/** A questionnaire link's token, by hash only: the one place that names the link's tenant, year and member. */
export const questionnaireToken = (hash: string): Key => ({ pk: `QTOKEN#${safe(hash)}`, sk: 'LOOKUP' });
/**
 * Powertools idempotency records of a queue worker: Powertools writes them itself with this
 * static pk and the hashed idempotency key as sk (docs/decisions/0008-reports.md).
 */
export const idempotencyPk = (worker: string) => `IDEMPOTENCY#${safe(worker)}`;
