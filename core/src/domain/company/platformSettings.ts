import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { Conflict } from '../../errors';
import type { PlatformSettingsEdit } from '../../schemas/company';
import type { Membership } from '../membership';
import { requirePlatformAdmin } from './platform';

interface PlatformSettingsRecord {
  approveFirstYears: boolean;
  version: number;
}

/** The platform's settings (ADR 0046); as today until a platform administrator saves them. */
export async function platformSettings(): Promise<PlatformSettingsRecord> {
  const item = await getItem<PlatformSettingsRecord>(keys.platformSettings(), true);
  return { approveFirstYears: item?.approveFirstYears ?? false, version: item?.version ?? 0 };
}

/** GET /api/platform/settings. */
export async function getPlatformSettings(m: Membership) {
  requirePlatformAdmin(m);
  return platformSettings();
}

/** PUT /api/platform/settings: based on the version read (0: never saved). */
export async function putPlatformSettings(m: Membership, input: z.output<typeof PlatformSettingsEdit>) {
  requirePlatformAdmin(m);
  const before = await platformSettings();
  const key = keys.platformSettings();
  const set = { approveFirstYears: input.approveFirstYears };
  await write({
    tenantId: m.actor.tenantId,
    action: 'platform.settings',
    changes: [
      input.version === 0
        ? { op: 'create', key, item: set, onExists: () => Conflict(before) }
        : { op: 'update', key, expectedVersion: input.version, set },
    ],
    before,
    after: set,
  });
  return { ...set, version: input.version + 1 };
}
