import type * as z from 'zod';
import { AppError, Conflict } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import type { CompanyMembership, Membership } from '../membership';
import { declaredPage } from '../pageData/declared';
import { fieldConfigIssues } from './fieldConfigRules';
import type { FieldConfigEdit, FieldConfigView } from '../../schemas/forms';

/** `T#<t>` / `FIELDCFG#<pageKey>`: company master data, the same for every reporting year. */
interface FieldConfigRecord extends FieldConfigView {
  updatedAt: string;
  updatedBy: string;
}

const read = (tenantId: string, pageKey: string) =>
  getItem<FieldConfigRecord>(keys.fieldConfig(tenantId, pageKey), true);

const viewOf = (pageKey: string, r?: FieldConfigRecord): FieldConfigView => ({
  pageKey,
  hidden: r?.hidden ?? [],
  preferredUnits: r?.preferredUnits ?? [],
  version: r?.version ?? 0,
  ...(r ? { updatedAt: r.updatedAt, updatedBy: r.updatedBy } : {}),
});

/** The company's configuration of a page (nothing hidden, no preferred unit until it sets one). */
export async function loadFieldConfig(tenantId: string, pageKey: string) {
  return viewOf(pageKey, await read(tenantId, pageKey));
}

/** GET /api/comp-field-config/{id}: the id is the page key. */
export const getFieldConfig = (m: Membership, pageKey: string) =>
  loadFieldConfig(m.actor.tenantId, declaredPage(pageKey).key);

/**
 * PUT /api/comp-field-config: hides optional fields and picks preferred units for one page. Only
 * optional fields that feed no mandatory HKEX provision may be hidden (400 naming the field and the
 * provisions otherwise); a change based on another version → 409 with the current configuration.
 * A company-scoped route: platform staff are refused before this runs.
 */
export async function putFieldConfig(m: CompanyMembership, input: z.output<typeof FieldConfigEdit>) {
  const page = declaredPage(input.pageKey);
  await fieldConfigIssues(m, page, input);
  const tenantId = m.actor.tenantId;
  const key = keys.fieldConfig(tenantId, page.key);
  const fields = {
    pageKey: page.key,
    hidden: input.hidden,
    preferredUnits: input.preferredUnits,
    updatedAt: new Date().toISOString(),
    updatedBy: m.actor.login,
  };
  try {
    await write({
      tenantId,
      action: 'fieldConfig.save',
      changes: [
        input.version === 0
          ? { op: 'create', key, item: fields }
          : { op: 'update', key, expectedVersion: input.version, set: fields },
      ],
      after: { hidden: input.hidden, preferredUnits: input.preferredUnits },
    });
  } catch (err) {
    if (!(err instanceof AppError && (err.status === 409 || err.status === 404))) throw err;
    throw Conflict(viewOf(page.key, await read(tenantId, page.key)));
  }
  return viewOf(page.key, { ...fields, version: input.version + 1 });
}
