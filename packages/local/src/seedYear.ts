import { AppError } from '@esg/core/errors';
import { declaredPage } from '@esg/core/domain/pageData/declared';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import type { Membership } from '@esg/core/domain/membership';
import type { UserLookup, UserRecord } from '@esg/core/domain/records';
import { tenantFacts } from '@esg/core/domain/tenantFacts';
import type { PageDataRecord } from '@esg/core/domain/pageData/records';
import { savePageData } from '@esg/core/domain/pageData/save';
import { BOUNDARIES, inBoundaryLocations } from '@esg/core/pages/background/reportingBoundaries.rules';
import { planSend, prepareLinks, recordSend } from '@esg/core/domain/questionnaire/send';
import { openQuestionnaire, submitQuestionnaire } from '@esg/core/domain/questionnaire/answer';
import { GOVERNANCE_PAGES } from './demoYear/governance';
import { demoPages, SITE_ORDER, type Site } from './demoYear/pages';

/** The company administrator as a request would see them: the seed writes through the domain's own calls. */
async function membershipOf(login: string): Promise<Membership> {
  const lookup = (await getItem<UserLookup>(keys.login(login)))!;
  const [user, facts] = await Promise.all([
    getItem<UserRecord>(keys.user(lookup.tenantId, lookup.userId)),
    tenantFacts(lookup.tenantId),
  ]);
  const role = facts.roles.get(user!.roleId)!;
  const actor = {
    userId: user!.id,
    login,
    tenantId: lookup.tenantId,
    roleId: role.id,
    level: role.level,
    privileges: role.privileges,
    sessionId: 'seed',
  };
  return { actor, user: user!, role, tenant: facts.tenant, periods: facts.periods };
}

/** The year's locations as the pages' `locations` list names them (their names), in the order seedResources wrote them. */
async function siteNames(tenantId: string, yearEnd: string): Promise<Record<Site, string>> {
  const page = await getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, BOUNDARIES));
  const names = inBoundaryLocations(page?.values);
  return Object.fromEntries(SITE_ORDER.map((s, i) => [s, names[i]!])) as Record<Site, string>;
}

async function savePage(m: Membership, yearEnd: string, pageKey: string, values: Record<string, unknown>) {
  const current = await getItem<PageDataRecord>(keys.pageData(m.actor.tenantId, yearEnd, pageKey), true);
  const input = { values: { ...current?.values, ...values }, version: current?.version ?? 0 };
  await savePageData(m, declaredPage(pageKey), yearEnd, input).catch((err: unknown) => {
    const issues = err instanceof AppError ? JSON.stringify(err.data) : '';
    throw new Error(`demo page ${pageKey} refused: ${String(err)} ${issues}`);
  });
}

/**
 * How each board member rated the topics (1–10, to the company and to them): a shared view of what
 * matters to a property and logistics group (climate, energy, safety, data privacy high; packaging,
 * child labour low) with each member's own leaning, so the matrix has spread and a few equal points.
 */
const LEANINGS = [0, 1, -1, 0, 1];
const VIEW: Record<string, [number, number]> = {
  A1: [8, 7],
  A2: [8, 8],
  A3: [5, 6],
  A4: [9, 8],
  B1: [7, 7],
  B2: [9, 9],
  B3: [6, 7],
  B4: [3, 4],
  B5: [6, 5],
  B6: [8, 7],
  B7: [7, 6],
  B8: [5, 6],
};
const clamp = (n: number) => Math.min(10, Math.max(1, n));

/**
 * When the board answered: on successive mornings from six weeks before it approved the report (the board statement's
 * `approvedOn`), so the report's materiality dates come before its approval date (ADR 0124), whenever the seed runs.
 */
export function boardAnsweredAt(approvedOn: string, member: number): string {
  const day = new Date(`${approvedOn}T01:30:00Z`);
  day.setUTCDate(day.getUTCDate() - 42 + member);
  return day.toISOString();
}

/** The board's materiality questionnaire: every member's link prepared (no mail), opened and answered. */
async function answerQuestionnaire(m: Membership, yearEnd: string) {
  const approvedOn = GOVERNANCE_PAGES.board_statement.approvedOn;
  const { targets, sendId } = await planSend(m, yearEnd, undefined, false);
  await prepareLinks(m.actor.tenantId, yearEnd, targets);
  await recordSend(
    m.actor.tenantId,
    yearEnd,
    sendId,
    targets.map((t) => ({ t, outcome: 'sent' as const, link: null })),
  );
  for (const [i, t] of targets.entries()) {
    const { topics } = await openQuestionnaire(t.raw);
    const lean = LEANINGS[i % LEANINGS.length]!;
    const scores = Object.fromEntries(
      topics.map((topic, k) => {
        const [company, personal] = VIEW[topic.id] ?? [5 + (k % 3), 5];
        return [topic.id, { company: clamp(company + lean), personal: clamp(personal - lean) }];
      }),
    );
    await submitQuestionnaire({ id: t.raw, scores }, boardAnsweredAt(approvedOn, i));
  }
}

/**
 * Acme's FY2025 complete (README): every Background, Social, environmental narrative and Part D page
 * and the board's materiality questionnaire answered by every member, saved as a user would save them.
 */
export async function seedCompleteYear(login: string, yearEnd: string) {
  const m = await membershipOf(login);
  const ids = await siteNames(m.actor.tenantId, yearEnd);
  for (const [pageKey, values] of Object.entries(demoPages(ids))) await savePage(m, yearEnd, pageKey, values);
  await answerQuestionnaire(m, yearEnd);
}
