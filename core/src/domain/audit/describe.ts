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

/** A year item's sort key (`PAGE#…`, `RES#…`, …) under `T#<tenant>#Y#<yearEnd>`. */
function yearEntity(yearEnd: string, [head, a, b]: string[]): EntityRef {
  switch (head) {
    // A page, and its review task and comment threads (ADR 0102).
    case 'PAGE':
    case 'FLOW':
    case 'FLOWNOTE':
      return { kind: 'page', yearEnd, page: a };
    case 'RES':
      return { kind: 'row', yearEnd, page: PAGE_OF_RESOURCE_TYPE.get(a ?? '') ?? a, id: b };
    case 'FILE':
    case 'EVIDENCE':
      return { kind: 'file', yearEnd };
    case 'MATERIALITY':
      return { kind: 'materiality', yearEnd };
    case 'BOARDFORM':
    case 'QLINK':
    case 'QANSWER':
    case 'QSEND':
      return { kind: 'questionnaire', yearEnd };
    // A supplier data request, its answer and evidence through the link, its reminders (ADR 0119).
    case 'SUPPLIERREQ':
      return { kind: 'supplierRequest', yearEnd, id: a };
    // The board's sign-off and the review round it moves on (ADR 0113).
    case 'FLOWSIGN':
    case 'FLOWROUND':
      return { kind: 'boardSignOff', yearEnd };
    // A zero month confirmed, an anomaly explained, an auditor's sample (ADR 0106, 0107, 0116).
    case 'ASSURE':
      return { kind: 'assurance', yearEnd };
    case 'SETTINGS':
      return { kind: 'reportSettings', yearEnd };
    case 'EMISSIONS':
      return { kind: 'emissions', yearEnd };
    default:
      return { kind: 'other', yearEnd };
  }
}

const TENANT_ITEMS: Record<string, (id: string | undefined, tenantId: string) => EntityRef> = {
  TENANT: (_id, tenantId) => ({ kind: 'company', id: tenantId }),
  USER: (id) => ({ kind: 'user', id }),
  SESSION: (id) => ({ kind: 'session', id }),
  ROLE: (id) => ({ kind: 'role', id }),
  PAGES: (id) => ({ kind: 'rolePages', id }),
  PERIOD: (id) => ({ kind: 'period', yearEnd: id }),
  SYSCONFIG: () => ({ kind: 'sysConfig' }),
  FIELDCFG: (id) => ({ kind: 'fieldConfig', page: id }),
  FILE: () => ({ kind: 'file' }),
  UPLOAD: () => ({ kind: 'file' }),
  REPORT: () => ({ kind: 'report' }),
  XLSIMPORT: () => ({ kind: 'excelImport' }),
  COMPANY: (id) => ({ kind: 'company', id }),
  PRIV: () => ({ kind: 'privilege' }),
  PRIVKEY: () => ({ kind: 'privilege' }),
  ASSURANCE: () => ({ kind: 'assurance' }),
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
  return TENANT_ITEMS[head]?.(id, pkParts[1]) ?? { kind: 'other' };
}
