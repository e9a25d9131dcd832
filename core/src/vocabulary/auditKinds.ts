/**
 * What an audit entry changed (core/src/domain/audit/describe.ts), in terms a reader knows: the web says each in their
 * language (admin-logs messages, `kind_<kind>`); `other` only for a key the write path never audits.
 */
export const ENTITY_KINDS = [
  'company',
  'user',
  'session',
  'role',
  'rolePages',
  'period',
  'sysConfig',
  'fieldConfig',
  'page',
  'row',
  'file',
  'report',
  'reportSettings',
  'emissions',
  'excelImport',
  'materiality',
  'questionnaire',
  'supplierRequest',
  'boardSignOff',
  'assurance',
  'units',
  'factor',
  'kpi',
  'privilege',
  'other',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
