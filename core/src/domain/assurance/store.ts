import type * as z from 'zod';
import { DEFAULT_THRESHOLDS, type AnomalyThresholds } from '../../calc/assurance/anomalies';
import { AppError, Conflict } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import type { Membership } from '../membership';
import type { ThresholdsSave, ThresholdsView } from '../../schemas/assurance';

/** The company's thresholds (one item, not per year); never saved: the defaults (ADR 0107). */
interface ThresholdsRecord extends AnomalyThresholds {
  version: number;
}

export async function thresholdsOf(tenantId: string): Promise<ThresholdsView> {
  const item = await getItem<ThresholdsRecord>(keys.assuranceSettings(tenantId), true);
  return {
    yoyPercent: item?.yoyPercent ?? DEFAULT_THRESHOLDS.yoyPercent,
    madLimit: item?.madLimit ?? DEFAULT_THRESHOLDS.madLimit,
    version: item?.version ?? 0,
  };
}

/** GET /api/anomaly-thresholds. */
export const readThresholds = (m: Membership) => thresholdsOf(m.actor.tenantId);

/** PUT /api/anomaly-thresholds: bounds are the schema's (400 naming the field); another version 409 with the current. */
export async function saveThresholds(m: Membership, input: z.output<typeof ThresholdsSave>): Promise<ThresholdsView> {
  const tenantId = m.actor.tenantId;
  const current = await thresholdsOf(tenantId);
  const key = keys.assuranceSettings(tenantId);
  const set = { yoyPercent: input.yoyPercent, madLimit: input.madLimit, updatedBy: m.actor.login };
  try {
    await write({
      tenantId,
      action: 'anomalyThresholds.save',
      changes: [
        input.version === 0
          ? { op: 'create', key, item: set, onExists: () => Conflict(current) }
          : { op: 'update', key, expectedVersion: input.version, set },
      ],
      before: { yoyPercent: current.yoyPercent, madLimit: current.madLimit },
      after: { yoyPercent: input.yoyPercent, madLimit: input.madLimit },
    });
  } catch (err) {
    if (err instanceof AppError && (err.status === 409 || err.status === 404))
      throw Conflict(await thresholdsOf(tenantId));
    throw err;
  }
  return { yoyPercent: input.yoyPercent, madLimit: input.madLimit, version: input.version + 1 };
}

/** A zero month someone confirmed as "no consumption this month" (ADR 0106). */
export interface ZeroConfirmationRecord {
  type: string;
  rowId: string;
  month: number;
  by: string;
  at: string;
}

/** The year's confirmed zero months, as a lookup. */
export async function confirmedZeros(tenantId: string, yearEnd: string) {
  const items = await queryAll<ZeroConfirmationRecord>(keys.assurancePrefix(tenantId, yearEnd, 'ZERO'), true);
  const set = new Set(items.map((i) => `${i.type}#${i.rowId}#${i.month}`));
  return (type: string, rowId: string, month: number) => set.has(`${type}#${rowId}#${month}`);
}

/** An anomaly's explanation, with the value it explained: a changed value is a new question (ADR 0107). */
export interface ExplanationRecord {
  anomalyId: string;
  value: number;
  comment: string;
  by: string;
  at: string;
}

export async function explanations(tenantId: string, yearEnd: string): Promise<Map<string, ExplanationRecord>> {
  const items = await queryAll<ExplanationRecord>(keys.assurancePrefix(tenantId, yearEnd, 'WHY'), true);
  return new Map(items.map((i) => [i.anomalyId, i]));
}
