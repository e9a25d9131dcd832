import type { z } from 'zod';
import { PLATFORM_TENANT } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { AppError, NotFound, ValidationError } from '../../errors';
import type { FactorCreate, FactorEdit, FactorRetire, FactorRevisionView } from '../../schemas/admin';
import { requirePlatformAdmin } from '../company/platform';
import type { Membership } from '../membership';
import { getFactor, type FactorHead } from './read';
import { chineseOf, FACTOR_CHINESE_FIELDS } from './chinese';
import { requireKnownFactorUnit } from './unit';
import * as msg from '../../messages';

type Facts = Omit<FactorRevisionView, 'id' | 'revision' | 'createdAt' | 'createdBy'>;

const withoutChinese = (f: Facts): Facts =>
  Object.fromEntries(
    Object.entries(f).filter(([k]) => !(FACTOR_CHINESE_FIELDS as readonly string[]).includes(k)),
  ) as Facts;

/** A new immutable revision, plus the head's summary of it. */
export function revisionChanges(id: string, revision: number, typed: Facts, by: string) {
  // An empty Chinese text is none: the edition prints the English (ADR 0130).
  const facts = { ...withoutChinese(typed), ...chineseOf(typed) };
  const item: FactorRevisionView = { id, revision, ...facts, createdAt: new Date().toISOString(), createdBy: by };
  const head = {
    category: facts.category,
    scope: facts.scope,
    appliesTo: facts.appliesTo,
    // The list's Chinese name is the latest revision's (ADR 0130).
    ...(facts.appliesToHk ? { appliesToHk: facts.appliesToHk } : {}),
    ...(facts.appliesToCn ? { appliesToCn: facts.appliesToCn } : {}),
    latestRevision: revision,
  };
  const change: Change = { op: 'create', key: keys.factorRevision(id, revision), item: { ...item, kind: 'revision' } };
  return { item, head, change };
}

/** POST /api/emission-factors: a factor with its first revision. */
export async function createFactor(m: Membership, input: z.output<typeof FactorCreate>) {
  requirePlatformAdmin(m);
  const { id, ...facts } = input;
  await requireKnownFactorUnit(facts.unit);
  const rev = revisionChanges(id, 1, facts, m.actor.login);
  const head: Omit<FactorHead, 'version'> = { id, ...rev.head };
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'factor.create',
    changes: [
      {
        op: 'create',
        key: keys.factorHead(id),
        item: { ...head, kind: 'head' },
        onExists: () => ValidationError([{ path: 'body.id', message: 'A factor with this ID exists already.' }]),
      },
      rev.change,
    ],
    after: rev.item,
  });
  return getFactor(id);
}

/**
 * PUT /api/emission-factors/{id}: editing never changes a revision; it adds the next one, so a
 * report that recorded (id, revision) reads the same numbers forever. Stale versions get 409.
 */
export async function editFactor(m: Membership, id: string, input: z.output<typeof FactorEdit>) {
  requirePlatformAdmin(m);
  const current = await activeHead(id);
  const { version, ...facts } = input;
  const latest = await getItem<FactorRevisionView>(keys.factorRevision(id, current.latestRevision));
  await requireKnownFactorUnit(facts.unit, latest?.unit);
  const next = current.latestRevision + 1;
  const rev = revisionChanges(id, next, facts, m.actor.login);
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'factor.revise',
    changes: [
      // A revision without a Chinese name clears the previous one's from the head.
      { op: 'update', key: keys.factorHead(id), expectedVersion: version, set: rev.head, remove: unnamed(rev.head) },
      rev.change,
    ],
    before: { id, latestRevision: current.latestRevision },
    after: rev.item,
  });
  return getFactor(id);
}

const unnamed = (head: { appliesToHk?: string; appliesToCn?: string }) =>
  (['appliesToHk', 'appliesToCn'] as const).filter((k) => !head[k]);

/** A retired factor keeps its revisions for the lineage of figures that used them, and never changes again. */
const FactorRetired = () => new AppError(409, 'CONFLICT', msg.factorRetired);

async function activeHead(id: string) {
  const current = await getItem<FactorHead>(keys.factorHead(id), true);
  if (!current) throw NotFound();
  if (current.retired) throw FactorRetired();
  return current;
}

/**
 * POST /api/emission-factors/{id}/retire: the soft delete. The head is marked retired (audited);
 * no revision is removed, so reports and frozen years that recorded (id, revision) still read it,
 * while the calculation of a year not printed with it leaves the factor out (emissions/yearFactors.ts, ADR 0023).
 * Ids are never reused.
 */
export async function retireFactor(m: Membership, id: string, input: z.output<typeof FactorRetire>) {
  requirePlatformAdmin(m);
  const current = await activeHead(id);
  const retired = { at: new Date().toISOString(), by: m.actor.login };
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'factor.retire',
    changes: [{ op: 'update', key: keys.factorHead(id), expectedVersion: input.version, set: { retired } }],
    before: { id, latestRevision: current.latestRevision },
    after: { id, retired },
  });
  return getFactor(id);
}
