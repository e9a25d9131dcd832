/**
 * The only builder of DynamoDB keys (ADR 0004). Tenant partitions start with `T#<tenantId>`;
 * the global lookups (login, one-time keys) are the only items that do not, and they are here too.
 */
export interface Key {
  pk: string;
  sk: string;
}

const safe = (part: string) => {
  // '#' separates key parts: a value containing it could address another entity.
  if (part.includes('#') || part.length === 0) throw new Error(`unsafe key part: ${JSON.stringify(part)}`);
  return part;
};

/** Platform staff belong to this pseudo-tenant; it is not a ULID, so it can never collide. */
export const PLATFORM_TENANT = 'platform';

export const tenantPk = (tenantId: string) => `T#${safe(tenantId)}`;
export const yearPk = (tenantId: string, yearEnd: string) => `T#${safe(tenantId)}#Y#${safe(yearEnd)}`;

export const keys = {
  tenant: (tenantId: string): Key => ({ pk: tenantPk(tenantId), sk: 'TENANT' }),
  user: (tenantId: string, userId: string): Key => ({ pk: tenantPk(tenantId), sk: `USER#${safe(userId)}` }),
  userPrefix: (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'USER#' }),
  role: (tenantId: string, roleId: string): Key => ({ pk: tenantPk(tenantId), sk: `ROLE#${safe(roleId)}` }),
  rolePrefix: (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'ROLE#' }),
  /** A reporting period (company period); its `printed` flag locks the year. */
  period: (tenantId: string, yearEnd: string): Key => ({ pk: tenantPk(tenantId), sk: `PERIOD#${safe(yearEnd)}` }),
  periodPrefix: (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'PERIOD#' }),
  session: (tenantId: string, userId: string, sessionId: string): Key => ({
    pk: tenantPk(tenantId),
    sk: `SESSION#${safe(userId)}#${safe(sessionId)}`,
  }),
  sessionPrefix: (tenantId: string, userId: string) => ({
    pk: tenantPk(tenantId),
    skPrefix: `SESSION#${safe(userId)}#`,
  }),
  /** Year-scoped data: one item per (page, location, resource row) under the year partition. */
  yearItem: (tenantId: string, yearEnd: string, ...parts: string[]): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: parts.map(safe).join('#'),
  }),
  /** Every year-scoped item whose sort key starts with these parts (one Query, never a Scan). */
  yearPrefix: (tenantId: string, yearEnd: string, ...parts: string[]) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: `${parts.map(safe).join('#')}#`,
  }),
  /** A page's answers for one reporting year (docs/decisions/0012-page-data.md): one item per (year, page). */
  pageData: (tenantId: string, yearEnd: string, pageKey: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `PAGE#${safe(pageKey)}`,
  }),
  pageDataPrefix: (tenantId: string, yearEnd: string) => ({ pk: yearPk(tenantId, yearEnd), skPrefix: 'PAGE#' }),
  /** A board member's questionnaire submission for a year (`status` 3 = submitted, ADR 0030), by member id. */
  boardSubmission: (tenantId: string, yearEnd: string, memberId: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `BOARDFORM#${safe(memberId)}`,
  }),
  boardSubmissionPrefix: (tenantId: string, yearEnd: string) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: 'BOARDFORM#',
  }),
  /** The year's materiality topics and the matrix threshold (docs/decisions/0030-materiality-questionnaire.md). */
  materiality: (tenantId: string, yearEnd: string): Key => ({ pk: yearPk(tenantId, yearEnd), sk: 'MATERIALITY' }),
  /**
   * A questionnaire link for a year: a board member's (by member id) or a stakeholder group's (by the
   * link's id, `kind: 'stakeholder'`): the token's hash, the send outcome, opened/submitted times.
   */
  questionnaireLink: (tenantId: string, yearEnd: string, memberId: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `QLINK#${safe(memberId)}`,
  }),
  questionnaireLinkPrefix: (tenantId: string, yearEnd: string) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: 'QLINK#',
  }),
  /** One questionnaire send request's record (ADR 0059): its links count as sent, but for the failed. */
  questionnaireSend: (tenantId: string, yearEnd: string, sendId: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `QSEND#${safe(sendId)}`,
  }),
  questionnaireSendPrefix: (tenantId: string, yearEnd: string) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: 'QSEND#',
  }),
  /**
   * A data request sent to a supplier's contact for a year (ADR 0119): the link's seed and hash, its
   * status times, the per-client buckets and, once answered, the supplier's figures.
   */
  supplierRequest: (tenantId: string, yearEnd: string, requestId: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `SUPPLIERREQ#${safe(requestId)}`,
  }),
  supplierRequestPrefix: (tenantId: string, yearEnd: string) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: 'SUPPLIERREQ#',
  }),
  /** One answer given through a stakeholder link (ADR 0051): many per link, by link id and a ULID. */
  stakeholderAnswer: (tenantId: string, yearEnd: string, linkId: string, answerId: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `QANSWER#${safe(linkId)}#${safe(answerId)}`,
  }),
  /** The year's stakeholder answers, or one link's (`linkId`). */
  stakeholderAnswerPrefix: (tenantId: string, yearEnd: string, linkId?: string) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: linkId === undefined ? 'QANSWER#' : `QANSWER#${safe(linkId)}#`,
  }),
  /**
   * A task of the year's review (docs/decisions/0102-the-years-review-workflow.md): a page (`scope` `_`) or one
   * location of a resource page (`scope` the location id), with its state, owners and due date.
   */
  workflowTask: (tenantId: string, yearEnd: string, pageKey: string, scope: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `FLOW#${safe(pageKey)}#${safe(scope)}`,
  }),
  workflowTaskPrefix: (tenantId: string, yearEnd: string) => ({ pk: yearPk(tenantId, yearEnd), skPrefix: 'FLOW#' }),
  /** The tasks of one page of a year: its own and, for a resource page, one per location. */
  workflowPageTaskPrefix: (tenantId: string, yearEnd: string, pageKey: string) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: `FLOW#${safe(pageKey)}#`,
  }),
  /** A review comment thread on one field of a task, by a ULID. */
  workflowComment: (tenantId: string, yearEnd: string, pageKey: string, scope: string, commentId: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `FLOWNOTE#${safe(pageKey)}#${safe(scope)}#${safe(commentId)}`,
  }),
  /** A task's comment threads. */
  workflowCommentPrefix: (tenantId: string, yearEnd: string, pageKey: string, scope: string) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: `FLOWNOTE#${safe(pageKey)}#${safe(scope)}#`,
  }),
  /**
   * The board's sign-off of a year (docs/decisions/0113-board-sign-off.md): the last send's directors, their links'
   * hashes and answers, and the approval date once every director approved.
   */
  boardSignOff: (tenantId: string, yearEnd: string): Key => ({ pk: yearPk(tenantId, yearEnd), sk: 'FLOWSIGN' }),
  /**
   * A task mail sent (docs/decisions/0114-task-reminders.md), by `<day>#<user>#<kind>[#<task>]`: what makes each
   * reminder once per task and day. Removed by TTL after a few days.
   */
  reminderSent: (tenantId: string, marker: readonly string[]): Key => ({
    pk: tenantPk(tenantId),
    sk: `REMIND#${marker.map(safe).join('#')}`,
  }),
  reminderDayPrefix: (tenantId: string, day: string) => ({ pk: tenantPk(tenantId), skPrefix: `REMIND#${safe(day)}#` }),
  /** A company's configuration of one page's fields (hidden fields, preferred units): master data, not per year. */
  fieldConfig: (tenantId: string, pageKey: string): Key => ({
    pk: tenantPk(tenantId),
    sk: `FIELDCFG#${safe(pageKey)}`,
  }),
  audit: (tenantId: string, isoTime: string, id: string): Key => ({
    pk: `${tenantPk(tenantId)}#AUDIT#${isoTime.slice(0, 7)}`,
    sk: `${isoTime}#${safe(id)}`,
  }),
  auditMonth: (tenantId: string, yyyyMm: string) => ({ pk: `${tenantPk(tenantId)}#AUDIT#${safe(yyyyMm)}` }),

  // Files (docs/decisions/0007-files.md): an upload until it is checked, then a file found by id
  // alone, plus its entry in the year's list of its module, plus one file-log item per event.
  upload: (tenantId: string, fileId: string): Key => ({ pk: tenantPk(tenantId), sk: `UPLOAD#${safe(fileId)}` }),
  file: (tenantId: string, fileId: string): Key => ({ pk: tenantPk(tenantId), sk: `FILE#${safe(fileId)}` }),
  fileEntry: (tenantId: string, yearEnd: string, module: string, fileId: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `FILE#${safe(module)}#${safe(fileId)}`,
  }),
  fileEntryPrefix: (tenantId: string, yearEnd: string, module: string) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: `FILE#${safe(module)}#`,
  }),
  /**
   * An evidence file's entry in its year, by what it supports (docs/decisions/0029-evidence.md):
   * `EVIDENCE#F#<page>#<field>#<id>` or `EVIDENCE#R#<resource>#<row>#<month>#<id>`. It replaces the
   * module list entry, so an evidence file is still three items (record, entry, log).
   */
  evidenceEntry: (tenantId: string, yearEnd: string, anchor: readonly string[], fileId: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: ['EVIDENCE', ...anchor, fileId].map(safe).join('#'),
  }),
  /** A page's (`F`, page) or resource type's (`R`, type) evidence, or with no parts the whole year's. */
  evidencePrefix: (tenantId: string, yearEnd: string, ...parts: string[]) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: `${['EVIDENCE', ...parts].map(safe).join('#')}#`,
  }),
  fileLog: (tenantId: string, isoTime: string, id: string): Key => ({
    pk: `${tenantPk(tenantId)}#FILELOG`,
    sk: `${isoTime}#${safe(id)}`,
  }),
  fileLogPartition: (tenantId: string) => ({ pk: `${tenantPk(tenantId)}#FILELOG` }),
  /** A company's anomaly thresholds (docs/decisions/0107-anomaly-rules.md): master data, not per year. */
  assuranceSettings: (tenantId: string): Key => ({ pk: tenantPk(tenantId), sk: 'ASSURANCE#SETTINGS' }),
  /** "No consumption this month" for one zero month of a resource row (ADR 0106). */
  zeroConfirmation: (tenantId: string, yearEnd: string, type: string, rowId: string, month: number): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `ASSURE#ZERO#${safe(type)}#${safe(rowId)}#${month}`,
  }),
  /** The owner's explanation of one anomaly of the year (ADR 0107), by the anomaly's id. */
  anomalyExplanation: (tenantId: string, yearEnd: string, anomalyId: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `ASSURE#WHY#${safe(anomalyId)}`,
  }),
  /** The year's zero confirmations (`ZERO`) or explanations (`WHY`): one Query. */
  assurancePrefix: (tenantId: string, yearEnd: string, kind: 'ZERO' | 'WHY') => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: `ASSURE#${kind}#`,
  }),
  /** An auditor's sample of the year's figures with its seed, marks and notes (ADR 0116). */
  auditSample: (tenantId: string, yearEnd: string, sampleId: string): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: `ASSURE#SAMPLE#${safe(sampleId)}`,
  }),
  auditSamplePrefix: (tenantId: string, yearEnd: string) => ({
    pk: yearPk(tenantId, yearEnd),
    skPrefix: 'ASSURE#SAMPLE#',
  }),
  /** A PDF report job; under the tenant partition, so a company's jobs are one Query away. */
  reportJob: (tenantId: string, jobId: string): Key => ({ pk: tenantPk(tenantId), sk: `REPORT#${safe(jobId)}` }),
  reportJobPrefix: (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'REPORT#' }),
  /** An Excel import job (ADR 0034); under the tenant partition, so the year's history is one Query away. */
  excelImport: (tenantId: string, importId: string): Key => ({
    pk: tenantPk(tenantId),
    sk: `XLSIMPORT#${safe(importId)}`,
  }),
  excelImportPrefix: (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'XLSIMPORT#' }),
  /** The company's unfinished report jobs (reports/admission.ts): what coalescing and the queue limit read. */
  reportQueue: (tenantId: string): Key => ({ pk: tenantPk(tenantId), sk: 'REPORTQUEUE' }),
  /** Mails sent for the company in one clock hour (`2026-11-24T05`): the e-mail limit (domain/mailBudget.ts). */
  mailCount: (tenantId: string, hour: string): Key => ({ pk: tenantPk(tenantId), sk: `MAILS#${safe(hour)}` }),

  // Platform data (docs/decisions/0009-company-subscription.md): the platform pseudo-tenant's
  // partitions hold one index item per company and the global catalogues, each one Query away.
  companyIndex: (tenantId: string): Key => ({ pk: tenantPk(PLATFORM_TENANT), sk: `COMPANY#${safe(tenantId)}` }),
  companyIndexPrefix: () => ({ pk: tenantPk(PLATFORM_TENANT), skPrefix: 'COMPANY#' }),
  /** The platform's own settings (ADR 0046): whether a self-registered company's first year needs approval. */
  platformSettings: (): Key => ({ pk: tenantPk(PLATFORM_TENANT), sk: 'SETTINGS' }),
  /** A company's system configuration: one per company, so its id is the company's id. */
  sysConfig: (tenantId: string): Key => ({ pk: tenantPk(tenantId), sk: 'SYSCONFIG' }),
  /** Units of measure: types, systems, units and conversions share one small partition. */
  unitCatalogue: () => ({ pk: `${tenantPk(PLATFORM_TENANT)}#UOM` }),
  unitType: (id: string): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#UOM`, sk: `TYPE#${safe(id)}` }),
  unitSystem: (id: string): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#UOM`, sk: `SYSTEM#${safe(id)}` }),
  unit: (id: string): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#UOM`, sk: `UNIT#${safe(id)}` }),
  unitConversion: (from: string, to: string): Key => ({
    pk: `${tenantPk(PLATFORM_TENANT)}#UOM`,
    sk: `CONV#${safe(from)}#${safe(to)}`,
  }),
  /** HKEX provisions, one partition per rule set ('2020', '2025'). */
  kpi: (ruleSet: string, code: string): Key => ({
    pk: `${tenantPk(PLATFORM_TENANT)}#KPI#${safe(ruleSet)}`,
    sk: `KPI#${safe(code)}`,
  }),
  kpiRuleSet: (ruleSet: string) => ({ pk: `${tenantPk(PLATFORM_TENANT)}#KPI#${safe(ruleSet)}`, skPrefix: 'KPI#' }),
  /** Emission factors: a head per factor and immutable, zero-padded revisions (they sort in order). */
  factorCatalogue: () => ({ pk: `${tenantPk(PLATFORM_TENANT)}#FACTOR` }),
  factorHead: (id: string): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#FACTOR`, sk: `HEAD#${safe(id)}` }),
  factorRevision: (id: string, revision: number): Key => ({
    pk: `${tenantPk(PLATFORM_TENANT)}#FACTOR`,
    sk: `REV#${safe(id)}#${String(revision).padStart(6, '0')}`,
  }),
  factorRevisions: (id: string) => ({ pk: `${tenantPk(PLATFORM_TENANT)}#FACTOR`, skPrefix: `REV#${safe(id)}#` }),
  /** Marks a catalogue as seeded (with the digest of its source files), so seeding runs once. */
  catalogueSeed: (name: string): Key => ({ pk: `${tenantPk(PLATFORM_TENANT)}#SEED`, sk: safe(name) }),

  /** A role's page authorization (ADR 0010): the pages its company hid from it, versioned apart from the role. */
  rolePages: (tenantId: string, roleId: string): Key => ({ pk: tenantPk(tenantId), sk: `PAGES#${safe(roleId)}` }),
  /**
   * The privilege catalogue is global (platform administrators own it), so it lives in the
   * platform's partition; the key item makes each privilege key unique.
   */
  privilege: (privilegeId: string): Key => ({ pk: tenantPk(PLATFORM_TENANT), sk: `PRIV#${safe(privilegeId)}` }),
  privilegePrefix: () => ({ pk: tenantPk(PLATFORM_TENANT), skPrefix: 'PRIV#' }),
  privilegeKey: (key: string): Key => ({ pk: tenantPk(PLATFORM_TENANT), sk: `PRIVKEY#${safe(key)}` }),

  // Global lookups: they find a tenant from something a request carries before an actor exists.
  login: (login: string): Key => ({ pk: `LOGIN#${safe(login.toLowerCase())}`, sk: 'LOOKUP' }),
  email: (email: string): Key => ({ pk: `EMAIL#${safe(email.toLowerCase())}`, sk: 'LOOKUP' }),
  /** One-time keys (password reset, activation, questionnaire) stored by hash only. */
  oneTimeKey: (hash: string): Key => ({ pk: `OTK#${safe(hash)}`, sk: 'LOOKUP' }),
  /** A questionnaire link's token, by hash only: the one place that names the link's tenant, year and member. */
  questionnaireToken: (hash: string): Key => ({ pk: `QTOKEN#${safe(hash)}`, sk: 'LOOKUP' }),
  /**
   * Powertools idempotency records of a queue worker: Powertools writes them itself with this
   * static pk and the hashed idempotency key as sk (docs/decisions/0008-reports.md).
   */
  idempotencyPk: (worker: string) => `IDEMPOTENCY#${safe(worker)}`,
} as const;

/** One S3 key segment: never empty, never a separator or a relative step, so no value can climb out of its prefix. */
const segment = (part: string) => {
  if (!/^[\w.-]+$/.test(part) || part === '.' || part === '..')
    throw new Error(`unsafe object key part: ${JSON.stringify(part)}`);
  return part;
};

/** S3 object keys: everything a tenant owns lives under `tenants/<tenantId>/` (ADR 0007). */
export const objectKeys = {
  tenantPrefix: (tenantId: string) => `tenants/${segment(tenantId)}/`,
  /** `safeName` is a slug of the user's file name (domain/files/names.ts); the ULID makes the key unique. */
  file: (tenantId: string, module: string, yearEnd: string, fileId: string, safeName: string) =>
    `tenants/${segment(tenantId)}/${segment(module)}/${segment(yearEnd)}/${segment(fileId)}-${segment(safeName)}`,
  /** An uploaded workbook (`.xlsx`) and its validated changes (`.json`); the S3 notification filters on `excel-import/`. */
  excelImport: (tenantId: string, yearEnd: string, importId: string, ext: 'xlsx' | 'json') =>
    `tenants/${segment(tenantId)}/excel-import/${segment(yearEnd)}/${segment(importId)}.${ext}`,
} as const;

/** The import an uploaded workbook's key names, or undefined for any other object. */
export function excelImportOfKey(key: string): { tenantId: string; yearEnd: string; importId: string } | undefined {
  const m = /^tenants\/([\w.-]+)\/excel-import\/(\d{4}-\d{2}-\d{2})\/([0-9A-HJKMNP-TV-Z]{26})\.xlsx$/.exec(key);
  return m ? { tenantId: m[1]!, yearEnd: m[2]!, importId: m[3]! } : undefined;
}
