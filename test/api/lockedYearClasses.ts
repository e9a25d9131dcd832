/**
 * The write routes locked-year.test.ts does not send to a printed year, each with the reason:
 * those that must still work on one, and those whose data belongs to no reporting year.
 */
/** Writes that name a year and must still work on a printed one. */
export const ALLOWED_ON_PRINTED: Record<string, string> = {
  requestReport:
    'printing reads the year: a printed year is the one whose report is printed (again); the job is no year data',
  requestPack: 'a publication pack prints the year as requestReport does (ADR 0099): the job is no year data',
  setPrinted: 'the lock itself: a platform administrator reopens a year printed by mistake',
  restate: 'restatement reopens a printed year into a new version, and refuses an open one (ADR 0118)',
  requestAssurancePack: 'a printed year’s pack is the one an assurer signs; the job is no year data (ADR 0117)',
  drawSample:
    'an auditor’s sample is kept beside the year, outside its lock: a printed year is the one audited (ADR 0116)',
  markFigure: 'an auditor’s mark on a sampled figure, kept beside the year like its sample (ADR 0116)',
};

const because = (reason: string, ids: string[]) => Object.fromEntries(ids.map((id) => [id, reason]));
/** Writes of data that belongs to no reporting year. */
export const NOT_OF_A_YEAR: Record<string, string> = {
  ...because('the caller’s own account and sign-in sessions', [
    'logout',
    'invalidateSession',
    'putUserInfo',
    'changePassword',
    'forgetPassword',
    'resetPassword',
    'register',
    'activate',
  ]),
  ...because('users, roles and privileges belong to the company, not to a year', [
    'createUser',
    'updateUser',
    'resendInvitation',
    'revokeInvitation',
    'putUserRole',
    'updateRole',
    'createPrivilege',
    'updatePrivilege',
    'putRolePages',
  ]),
  ...because('platform catalogues: a printed year keeps the emissions frozen when it was printed', [
    'putUnits',
    'putUnitTypes',
    'putConversions',
    'editKpi',
    'createFactor',
    'editFactor',
    'retireFactor',
  ]),
  ...because('the company record and its list of years: adds a year, never changes one', [
    'createSysConfig',
    'editSysConfig',
    'updateCompany',
    'onboardCompany',
    'subscribeFirstYear',
    'approveFirstYear',
    'createPeriod',
    'updateCompanyLanguage',
  ]),
  putPlatformSettings: 'a platform setting (first-year approval), no company data and no year',
  putFieldConfig: 'field configuration is kept per company and page, not per year',
  saveAnomalyThresholds: 'the anomaly thresholds are the company’s, for every year (ADR 0107)',
  resumeExcelImport:
    'queues the rest of a commit already visible; the year it holds cannot be printed (the hold refuses every other write)',
  cancelExcelImport: 'drops an import job that wrote nothing to its year; the job is no year data',
  evaluateFormula: 'computes an answer from the body and stores nothing',
  inviteAuditor: 'an auditor is a user of the company; the years it may read are a grant on that user (ADR 0115)',
  updateAuditor:
    'changes that grant on the user: which years it may read and until when, none of their data (ADR 0115)',
};
