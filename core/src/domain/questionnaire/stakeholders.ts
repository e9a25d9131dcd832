import * as z from 'zod';
import { ulid } from 'ulid';
import { Locked, NotFound, ValidationError } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll } from '../../infra/db/repo';
import { retryOnConflict } from '../../infra/db/retry';
import { write, type Change } from '../../infra/db/write';
import { readStamped, stampChange } from '../../infra/db/stamp';
import { appLink } from '../../infra/email/send';
import { Id, IsoDate } from '../../schemas/common';
import { withSchema } from '../files/validated';
import type { Membership } from '../membership';
import { reportingYear } from '../pageData/year';
import { isStakeholderLink, questionnairePath, stakeholderToken, type LinkRecord } from './links';
import type { TopicScore } from '../../schemas/questionnaire';
import { StakeholderLinkName, type StakeholderLinkView, type StakeholderLinksView } from '../../schemas/questionnaire';
import { TYPED_LANGUAGES, type TextLanguage } from '../../catalogue/bilingual';
import { companyLanguageOf } from '../pageData/translations';
import { ownNames, ownTextOf, savedOwnText } from './ownText';
import { foldedText } from '../../lib/text';

/** One answer given through a stakeholder link (`QANSWER#<link>#<ulid>`): no name, only the scores. */
export interface StakeholderAnswerRecord {
  linkId: string;
  answerId: string;
  scores: Record<string, TopicScore>;
  submittedAt: string;
}

/**
 * Answers per stakeholder link and client (ADR 0051, 0063): a bucket of 30, refilled at 30 a minute. A shared link is
 * published, so anyone holding it may answer many times; this bounds how fast one link can be flooded,
 * on top of the public routes' per-address limit.
 */
export const STAKEHOLDER_LINK_LIMIT = { ratePerMinute: 30, burst: 30 } as const;

const NameInUse = (path: string) =>
  ValidationError([{ path, message: 'A link with this name already exists for this year.', code: 'linkNameInUse' }]);

/**
 * Refuses a name another link of the year already has in the same language (ADR 0140: unique per language), naming
 * that language's path when the name came in languages.
 */
function requireUnique(
  links: readonly LinkRecord[],
  name: StakeholderLinkName,
  exceptId: string | null,
  lang: TextLanguage,
) {
  const mine = ownTextOf(name, lang);
  for (const l of links) {
    if (l.memberId === exceptId) continue;
    const theirs = ownTextOf(l.name, lang);
    const clash = TYPED_LANGUAGES.find(
      (t) => mine?.[t].trim() && theirs?.[t].trim() && foldedText(mine[t]) === foldedText(theirs[t]),
    );
    if (clash) throw NameInUse(typeof name === 'string' ? 'body.name' : `body.name.${clash}`);
  }
}

/**
 * The answers a stakeholder group counts: every link's ("stakeholders") or one link's (its id). Only
 * answers of links that still exist count (a deleted link's answers count nowhere, ADR 0051); an
 * unknown link is `null`. `asked` is the number of links in the group.
 */
export function stakeholderGroup<A extends Pick<StakeholderAnswerRecord, 'linkId'>>(
  links: readonly Pick<LinkRecord, 'memberId'>[],
  answers: readonly A[],
  group: 'stakeholders' | (string & {}),
): { asked: number; answers: A[] } | null {
  const chosen = links.filter((l) => group === 'stakeholders' || l.memberId === group);
  if (group !== 'stakeholders' && !chosen.length) return null;
  const live = new Set(chosen.map((l) => l.memberId));
  return { asked: chosen.length, answers: answers.filter((a) => live.has(a.linkId)) };
}

/** The year's stakeholder links (not the board members' links); `consistent` for a check a write rests on. */
export const stakeholderLinksOf = async (tenantId: string, yearEnd: string, consistent = false) =>
  (await queryAll<LinkRecord>(keys.questionnaireLinkPrefix(tenantId, yearEnd), consistent)).filter(isStakeholderLink);

/** The year's stakeholder answers, or one link's. */
export const stakeholderAnswersOf = (tenantId: string, yearEnd: string, linkId?: string) =>
  queryAll<StakeholderAnswerRecord>(keys.stakeholderAnswerPrefix(tenantId, yearEnd, linkId));

async function linkOf(tenantId: string, yearEnd: string, id: string) {
  const link = await getItem<LinkRecord>(keys.questionnaireLink(tenantId, yearEnd, id), true);
  if (!link || !isStakeholderLink(link)) throw NotFound();
  return link;
}

/** GET /api/questionnaire/stakeholderLinks/{year}: the spec's list, counts from the stored answers. */
export const listStakeholderLinks = withSchema(z.strictObject({ year: IsoDate }), async (m, { year }) => {
  const { period } = await reportingYear(m, year);
  const tenantId = m.actor.tenantId;
  const companyLang = companyLanguageOf(m);
  const [links, answers] = await Promise.all([
    stakeholderLinksOf(tenantId, year),
    stakeholderAnswersOf(tenantId, year),
  ]);
  return {
    yearEnd: year,
    locked: period.printed,
    links: links
      .map((l): StakeholderLinkView => {
        const mine = answers.filter((a) => a.linkId === l.memberId).map((a) => a.submittedAt);
        const lastSubmit = mine.sort().at(-1) ?? null;
        return {
          id: l.memberId,
          ...ownNames(l.name, companyLang),
          link: appLink(questionnairePath(stakeholderToken(l.memberId).raw)),
          formsSubmitted: mine.length,
          lastSubmit,
          lastOpen: l.openedAt,
          status: mine.length ? 'submitted' : l.openedAt ? 'opened' : 'sent',
          createdAt: l.sentAt,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  } satisfies StakeholderLinksView;
});

/**
 * POST /api/questionnaire/stakeholderLinks/{year}: a new shared link for a stakeholder group. The same
 * machinery as a board member's link (one `QLINK#` item, one `QTOKEN#` lookup by hash); it is Sent at once. The name
 * is unique among the links it was checked against: the write moves the links' stamp on from the revision read with
 * them, so of two links named alike at once the second is checked again and refused (infra/db/stamp.ts).
 */
export const createStakeholderLink = withSchema(
  z.strictObject({ year: IsoDate, name: StakeholderLinkName }),
  async (m: Membership, { year, name }) => {
    const { period } = await reportingYear(m, year);
    if (period.printed) throw Locked();
    const tenantId = m.actor.tenantId;
    const companyLang = companyLanguageOf(m);
    const id = ulid();
    await retryOnConflict(
      async () => {
        const [links, revision] = await linksAndStamp(tenantId, year);
        requireUnique(links, name, null, companyLang);
        const { hash } = stakeholderToken(id);
        const now = new Date().toISOString();
        const item = {
          memberId: id,
          kind: 'stakeholder',
          name: savedOwnText(name, undefined, companyLang),
          tokenHash: hash,
          outcome: 'sent',
          sentAt: now,
          openedAt: null,
          submittedAt: null,
        };
        await write({
          tenantId,
          yearEnd: year,
          action: 'questionnaire.stakeholderLink',
          changes: [
            { op: 'create', key: keys.questionnaireLink(tenantId, year, id), item },
            {
              op: 'put',
              key: keys.questionnaireToken(hash),
              item: { tenantId, yearEnd: year, memberId: id, kind: 'stakeholder' },
            },
            stampChange(keys.stakeholderLinksStamp(tenantId, year), revision),
          ],
          after: { id, name },
        });
      },
      5,
      20,
    );
    const list = await listStakeholderLinks(m, { year });
    return list.links.find((l) => l.id === id)!;
  },
);

/** The year's stakeholder links and the revision of their stamp, read for a check over all of them (stamp.ts). */
const linksAndStamp = (tenantId: string, yearEnd: string) =>
  readStamped(keys.stakeholderLinksStamp(tenantId, yearEnd), () => stakeholderLinksOf(tenantId, yearEnd, true));

/** PUT /api/questionnaire/stakeholderLink/{id}: a new name (the link itself stays the same). */
export const renameStakeholderLink = withSchema(
  z.strictObject({ id: Id, year: IsoDate, name: StakeholderLinkName }),
  async (m: Membership, { id, year, name }) => {
    const { period } = await reportingYear(m, year);
    if (period.printed) throw Locked();
    const tenantId = m.actor.tenantId;
    // Opening the link bumps its version: a rename re-reads rather than asking the user to reload.
    await retryOnConflict(async () => {
      const [link, [links, revision]] = await Promise.all([linkOf(tenantId, year, id), linksAndStamp(tenantId, year)]);
      requireUnique(links, name, id, companyLanguageOf(m));
      const saved = savedOwnText(name, link.name, companyLanguageOf(m));
      await write({
        tenantId,
        yearEnd: year,
        action: 'questionnaire.stakeholderLink',
        changes: [
          {
            op: 'update',
            key: keys.questionnaireLink(tenantId, year, id),
            expectedVersion: link.version,
            set: { name: saved },
          },
          stampChange(keys.stakeholderLinksStamp(tenantId, year), revision),
        ],
        before: { id, name: link.name },
        after: { id, name: saved },
      });
    }, 5);
    const list = await listStakeholderLinks(m, { year });
    return list.links.find((l) => l.id === id)!;
  },
);

/** Answers removed per transaction after the link itself is gone (DynamoDB: 100 items per transaction). */
const ANSWERS_PER_WRITE = 90;

/**
 * DELETE /api/questionnaire/stakeholderLink/{id}?year=: the link stops working at once (its item and
 * lookup go in the first transaction), then its answers are removed (ADR 0051: a deleted group's
 * answers no longer count anywhere; the matrix ignores answers of a link that is gone).
 */
export const deleteStakeholderLink = withSchema(
  z.strictObject({ id: Id, year: IsoDate }),
  async (m: Membership, { id, year }) => {
    const { period } = await reportingYear(m, year);
    if (period.printed) throw Locked();
    const tenantId = m.actor.tenantId;
    const [link, answers] = await Promise.all([linkOf(tenantId, year, id), stakeholderAnswersOf(tenantId, year, id)]);
    const answerKeys = answers.map((a) => keys.stakeholderAnswer(tenantId, year, id, a.answerId));
    const parts = [answerKeys.slice(0, ANSWERS_PER_WRITE - 2)];
    for (let i = ANSWERS_PER_WRITE - 2; i < answerKeys.length; i += ANSWERS_PER_WRITE)
      parts.push(answerKeys.slice(i, i + ANSWERS_PER_WRITE));
    for (const [i, part] of parts.entries()) {
      const own: Change[] =
        i === 0
          ? [
              { op: 'delete', key: keys.questionnaireLink(tenantId, year, id) },
              { op: 'delete', key: keys.questionnaireToken(link.tokenHash) },
            ]
          : [];
      if (!own.length && !part.length) continue;
      await write({
        tenantId,
        yearEnd: year,
        action: 'questionnaire.stakeholderLinkDelete',
        changes: [...own, ...part.map((key): Change => ({ op: 'delete', key }))],
        entity: keys.questionnaireLink(tenantId, year, id),
        before: i === 0 ? { id, name: link.name, answers: answers.length } : undefined,
      });
    }
    return { id, deleted: true as const, answersRemoved: answers.length };
  },
);
