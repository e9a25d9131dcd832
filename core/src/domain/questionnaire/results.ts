import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import * as z from 'zod';
import { Id, IsoDate, languageOf, type Language } from '../../schemas/common';
import type { TenantRecord } from '../records';
import { Locked, NotFound } from '../../errors';
import { DEFAULT_PALETTE, type PaletteId } from '../../lib/chartPalettes';
import type { BinaryReply } from '../../lib/binary';
import { svgToPng } from '../../infra/png/svgToPng';
import { withSchema } from '../files/validated';
import type { Membership } from '../membership';
import { reportingYear } from '../pageData/year';
import type { BoardFormRecord } from './answer';
import { boardMembersOf, type LinkRecord } from './links';
import { topicMeans } from '../../calc/materiality/matrix';
import type { RuleSet } from '../../vocabulary/ruleSets';
import { RespondentGroup, type MatrixFormat, type MatrixView } from '../../schemas/questionnaire';
import { stakeholderAnswersOf, stakeholderGroup, stakeholderLinksOf } from './stakeholders';
import { DEFAULT_THRESHOLD, readMateriality, topicView, topicsOf } from './store';
import { matrixSvg } from '../../calc/materiality/svg';

/**
 * PUT /api/boardmember/reset/{id}: removes the member's submitted scores and reopens their link (the
 * same link works again; status back to Opened or Sent). Nothing to reset: 404.
 */
export const resetMember = withSchema(
  z.strictObject({ id: Id, year: IsoDate }),
  async (m: Membership, { id, year }) => {
    const { period } = await reportingYear(m, year);
    if (period.printed) throw Locked();
    const tenantId = m.actor.tenantId;
    const [form, link] = await Promise.all([
      getItem<BoardFormRecord>(keys.boardSubmission(tenantId, year, id), true),
      getItem<LinkRecord>(keys.questionnaireLink(tenantId, year, id), true),
    ]);
    if (!form) throw NotFound();
    await write({
      tenantId,
      yearEnd: year,
      action: 'questionnaire.reset',
      changes: [
        { op: 'delete', key: keys.boardSubmission(tenantId, year, id), expectedVersion: form.version },
        // The old link ends at once (ADR 0063): the member is sent a new one, as if never sent.
        ...(link
          ? [
              { op: 'delete' as const, key: keys.questionnaireLink(tenantId, year, id), expectedVersion: link.version },
              ...(link.named ? [] : [{ op: 'delete' as const, key: keys.questionnaireToken(link.tokenHash) }]),
            ]
          : []),
      ],
      before: { memberId: id, scores: form.scores, submittedAt: form.submittedAt },
    });
    return { memberId: id, reset: true as const };
  },
);

/** Whose answers a matrix counts, and how many were asked (board members; stakeholder links). */
async function answersOf(tenantId: string, year: string, group: RespondentGroup) {
  if (group === 'board') {
    const [forms, members] = await Promise.all([
      queryAll<BoardFormRecord>(keys.boardSubmissionPrefix(tenantId, year)),
      boardMembersOf(tenantId, year),
    ]);
    // A member removed from the year's board no longer counts.
    const current = new Set(members.map((b) => b.id));
    return { asked: members.length, answers: forms.filter((f) => f.scores && current.has(f.memberId)) };
  }
  const [links, answers] = await Promise.all([
    stakeholderLinksOf(tenantId, year),
    stakeholderAnswersOf(tenantId, year, group === 'stakeholders' ? undefined : group),
  ]);
  const chosen = stakeholderGroup(links, answers, group);
  if (!chosen) throw NotFound();
  return chosen;
}

/**
 * The year's materiality matrix of one company: every topic's means and answer counts over the
 * submitted answers of one respondent group (also what the year's report prints, so it takes the
 * tenant, not a caller). The board's view, the default, is the official one: it decides what is
 * material; the stakeholder groups' views are for comparison (ADR 0051).
 */
export async function matrixViewOf(
  tenantId: string,
  year: string,
  ruleSet: RuleSet,
  group: RespondentGroup = 'board',
): Promise<MatrixView> {
  const [record, { asked, answers }, tenant] = await Promise.all([
    readMateriality(tenantId, year),
    answersOf(tenantId, year, group),
    getItem<TenantRecord>(keys.tenant(tenantId)),
  ]);
  const companyLang = languageOf(tenant?.langKey ?? 'en');
  const topics = topicsOf(record, ruleSet);
  const threshold = record?.threshold ?? DEFAULT_THRESHOLD;
  const means = topicMeans(
    topics.map((t) => t.id),
    answers,
    threshold,
  );
  const times = answers.map((a) => a.submittedAt).sort();
  return {
    yearEnd: year,
    group,
    threshold,
    asked,
    answered: answers.length,
    firstAnswer: times[0] ?? null,
    lastAnswer: times.at(-1) ?? null,
    points: topics.map((t, i) => {
      const v = topicView(t, companyLang);
      return { ...means[i]!, aspect: v.aspect, name: v.name, ...(v.custom.name ? { own: v.custom.name } : {}) };
    }),
  };
}

/** GET /api/matrix/{year}'s data: the caller's company's matrix of that year. */
export const materialityMatrix = withSchema(
  z.strictObject({ year: IsoDate, group: RespondentGroup.optional() }),
  async (m, { year, group }) => {
    const { ruleSet } = await reportingYear(m, year);
    return matrixViewOf(m.actor.tenantId, year, ruleSet, group);
  },
);

/**
 * GET /api/matrix/{id}: the year's matrix (id = the year end) as an image in the caller's language and
 * the chosen palette: the SVG, or that SVG drawn as PNG on the server with the embedded fonts (ADR 0058).
 */
export async function matrixImage(
  m: Membership,
  yearEnd: string,
  language: Language,
  { palette = DEFAULT_PALETTE, group = 'board', format = 'svg' }: MatrixImageOptions = {},
): Promise<BinaryReply> {
  const view = await materialityMatrix(m, { year: yearEnd, group });
  const svg = matrixSvg(view, language, palette);
  const fileName = `materiality-matrix-${yearEnd}.${format}`;
  if (format === 'png') {
    const { png } = await svgToPng(svg, { language });
    return { bytes: png, contentType: 'image/png', fileName, disposition: 'inline' };
  }
  return { bytes: new TextEncoder().encode(svg), contentType: 'image/svg+xml', fileName, disposition: 'inline' };
}

export interface MatrixImageOptions {
  palette?: PaletteId;
  group?: RespondentGroup;
  format?: MatrixFormat;
}
