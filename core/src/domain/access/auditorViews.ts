import * as keys from '../../infra/db/itemKeys';
import { write } from '../../infra/db/write';
import type { Membership } from '../membership';

/**
 * Every company read an invited auditor makes is an audit item of the company (who, what, when: the login,
 * the route and path read, the time), so the company sees in its audit log what its assurer opened (ADR 0115).
 */
export async function recordAuditorView(m: Membership, routeId: string, path: string) {
  const tenantId = m.actor.tenantId;
  await write({
    tenantId,
    action: 'auditor.view',
    changes: [],
    entity: keys.user(tenantId, m.actor.userId),
    after: { route: routeId, path },
  });
}
