import { checkAuditorYears } from '@esg/core/domain/access/auditor';
import type { ItemYear } from '@esg/core/domain/access/auditorItems';
import { recordAuditorView } from '@esg/core/domain/access/auditorViews';
import { logger } from './logger';
import type { HttpMiddleware } from './types';

/**
 * The auditor's years (docs/decisions/0115-the-auditor.md), here once for every route instead of in each
 * implementation: after the input is parsed (the years it names are known), an invited auditor is refused every
 * route outside their years (writes were refused by `authenticate`), and an item of another year (`itemYears`: the
 * group's readers of its items' years) is not found; each company read they make is logged.
 */
export const auditorScope = (itemYears: Readonly<Record<string, ItemYear>> = {}): HttpMiddleware => ({
  before: async (request) => {
    const { esg } = request.context;
    const m = esg.membership;
    if (!m?.auditor) return;
    await checkAuditorYears(
      esg.routeId,
      esg.route,
      esg.input ?? {},
      m.actor.tenantId,
      m.auditor,
      itemYears[esg.routeId],
    );
  },
  after: async (request) => {
    const { esg } = request.context;
    const m = esg.membership;
    if (!m?.auditor || esg.route.scope !== 'company' || esg.route.method !== 'GET') return;
    try {
      await recordAuditorView(m, esg.routeId, request.event.rawPath);
    } catch (err) {
      // The page was read; a lost log line must not take the answer away (the error is logged).
      logger.error('auditor view not logged', { err });
    }
  },
});
