import type { LangKey } from '../schemas/common';
import type { Privilege } from '../vocabulary/privileges';

/** Stored shapes of the tenant master items (ADR 0004). Every mutable item carries `version`. */
export interface UserRecord {
  id: string;
  tenantId: string;
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  langKey: LangKey;
  roleId: string;
  activated: boolean;
  /** False: the user turned off the daily task digest (ADR 0114). */
  taskDigests?: boolean;
  createdBy: string;
  createdAt: string;
  modifiedBy: string;
  modifiedAt: string;
  version: number;
}

export interface RoleRecord {
  id: string;
  name: string;
  level: number;
  privileges: Privilege[];
  version: number;
}

export interface TenantRecord {
  id: string;
  name: string;
  nameZh?: string;
  langKey: LangKey;
  version: number;
}

/** A company period (reporting year). Printed years are locked (the spec's states). */
export interface PeriodRecord {
  id: string;
  yearEnd: string;
  startDate: string;
  endDate: string;
  financialYearStartDate: string;
  financialYearEndDate: string;
  printed: boolean;
  version: number;
}

export interface SessionRecord {
  id: string;
  userId: string;
  ip?: string;
  userAgent?: string;
  createdAt: string;
  /** When the sign-in can no longer be renewed (ADR 0047); absent on records made before it. */
  expiresAt?: string;
  ended: boolean;
  endedAt?: string;
}

/** Global lookup from login or e-mail to the user it names. */
export interface UserLookup {
  tenantId: string;
  userId: string;
}
