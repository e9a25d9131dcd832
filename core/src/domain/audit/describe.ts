import { PAGE_OF_RESOURCE_TYPE } from '../../pages/resourcePages';
import type { EntityKind } from '../../vocabulary/auditKinds';

export interface EntityRef {
  kind: EntityKind;
  /** The reporting year (its end date) of a year's page, row or file. */
  yearEnd?: string;
  /** The page it belongs to, as a page title key (`company_information`, `electricities`). */
  page?: string;
  /** The id a name is looked up by (user, role, location of a row, company) or shown as is (factor, KPI). */
  id?: string;
}

/**
 * What a year's item is by the head of its sort key, where the year alone names it: a file or evidence, the
 * questionnaire's forms, links, answers and sends, the board's sign-off and the review round it moves on (ADR 0113), a
 * zero month confirmed, an anomaly explained or an auditor's sample (ADR 0106, 0107, 0116).
 */
const YEAR_ITEMS: Readonly<Record<string, EntityKind>> = {
  FILE: 'file',
  EVIDENCE: 'file',
  MATERIALITY: 'materiality',
  BOARDFORM: 'questionnaire',
  QLINK: 'questionnaire',
  QANSWER: 'questionnaire',
  QSEND: 'questionnaire',
  FLOWSIGN: 'boardSignOff',
  FLOWROUND: 'boardSignOff',
  ASSURE: 'assurance',
  SETTINGS: 'reportSettings',
  EMISSIONS: 'emissions',
};

/** A year item's sort key (`PAGE#…`, `RES#…`, …) under `T#<tenant>#Y#<yearEnd>`. */
function yearEntity(yearEnd: string, [head = '', a, b]: string[]): EntityRef {
  switch (head) {
    // A page, and its review task and comment threads (ADR 0102).
    case 'PAGE':
    case 'FLOW':
    case 'FLOWNOTE':
      return { kind: 'page', yearEnd, page: a };
    case 'RES':
      return { kind: 'row', yearEnd, page: PAGE_OF_RESOURCE_TYPE.get(a ?? '') ?? a, id: b };
    // A supplier data request, its answer and evidence through the link, its reminders (ADR 0119).
    case 'SUPPLIERREQ':
      return { kind: 'supplierRequest', yearEnd, id: a };
    default:
      return { kind: YEAR_ITEMS[head] ?? 'other', yearEnd };
  }
}

/** A company's items that name something by their id: a user, a role, a reporting year, a page's fields, a company. */
const TENANT_ITEMS: Record<string, (id: string | undefined, tenantId: string) => EntityRef> = {
  TENANT: (_id, tenantId) => ({ kind: 'company', id: tenantId }),
  USER: (id) => ({ kind: 'user', id }),
  SESSION: (id) => ({ kind: 'session', id }),
  ROLE: (id) => ({ kind: 'role', id }),
  PAGES: (id) => ({ kind: 'rolePages', id }),
  PERIOD: (id) => ({ kind: 'period', yearEnd: id }),
  FIELDCFG: (id) => ({ kind: 'fieldConfig', page: id }),
  COMPANY: (id) => ({ kind: 'company', id }),
};

/** A company's items that their kind alone names. */
const TENANT_KINDS: Readonly<Record<string, EntityKind>> = {
  SYSCONFIG: 'sysConfig',
  FILE: 'file',
  UPLOAD: 'file',
  REPORT: 'report',
  XLSIMPORT: 'excelImport',
  PRIV: 'privilege',
  PRIVKEY: 'privilege',
  ASSURANCE: 'assurance',
};

/** Items of the platform's catalogue partitions (`T#platform#UOM`, `#FACTOR`, `#KPI#<rule set>`). */
function catalogueEntity(partition: string, [head, id]: string[]): EntityRef {
  if (partition === 'UOM') return { kind: 'units' };
  if (partition === 'FACTOR') return { kind: 'factor', id: head === 'HEAD' || head === 'REV' ? id : undefined };
  if (partition === 'KPI') return { kind: 'kpi', id };
  return { kind: 'other' };
}

/**
 * An audit entry's entity key (`<pk>|<sk>`, infra/db/write.ts) read back as what it is: a page of a
 * year, a row, a user's session, … The inverse of the key builder (infra/db/keys.ts) for the keys
 * the write path audits; anything else is `other`, never an error.
 */
export function describeEntity(entity: string | undefined): EntityRef {
  const [pk = '', sk = ''] = (entity ?? '').split('|');
  const pkParts = pk.split('#');
  const skParts = sk.split('#');
  if (pkParts[0] !== 'T' || !pkParts[1]) return { kind: 'other' };
  if (pkParts[2] === 'Y' && pkParts[3]) return yearEntity(pkParts[3], skParts);
  if (pkParts[2]) return catalogueEntity(pkParts[2], skParts);
  const [head = '', id] = skParts;
  return TENANT_ITEMS[head]?.(id, pkParts[1]) ?? { kind: TENANT_KINDS[head] ?? 'other' };
}
