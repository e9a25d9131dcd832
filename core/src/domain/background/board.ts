import * as z from 'zod';
import { boardCommittee } from '../../pages/background/boardCommittee';
import { textOf } from '../../catalogue/bilingual';
import type { PagePayload, TableRow } from '../../catalogue/values';
import { AppError, NotFound, ValidationError, type FieldIssue } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { IsoDate } from '../../schemas/common';
import { withSchema } from '../files/validated';
import { readPageData } from '../pageData/read';
import type { PageDataView } from '../../schemas/pageData';
import {
  boardLinkAddress,
  isStakeholderLink,
  linkStateIn,
  sendsOf,
  type LinkRecord,
  type SendRecord,
} from '../questionnaire/links';
import { savePageFields } from '../pageData/partial';
import {
  BoardInfoSave,
  BoardMemberSave,
  BoardMembersSave,
  YearParams,
  type BoardMemberView,
} from '../../schemas/pageBodies';

/** The spec's states: board form status 3 = submitted. */
export const SUBMITTED = 3;
const PAGE = boardCommittee;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const rowsOf = (values: PagePayload) => (values.members as TableRow[] | null | undefined) ?? [];

/** The members table as the spec's board members (rows get their ids on save: rowIds.ts). */
const membersOf = (values: PagePayload): BoardMemberView[] =>
  rowsOf(values).flatMap((r) =>
    typeof r.memberId === 'string' && r.memberId !== ''
      ? [
          {
            id: r.memberId,
            name: str(r.name),
            // A translatable cell (ADR 0121): the spec's view names one title.
            positionTitle: textOf(r.positionTitle),
            email: str(r.email),
            groupName: typeof r.groupName === 'string' && r.groupName !== '' ? r.groupName : null,
          },
        ]
      : [],
  );

const membersView = (view: PageDataView) => {
  const members = membersOf(view.values as PagePayload);
  return { yearEnd: view.yearEnd, version: view.version, locked: view.locked, members, activeBoard: members.length };
};

/** GET /api/boardmembers/{year}: the committee's members and their count (activeBoard). */
export const boardMembers = withSchema(YearParams, async (m, { year }) =>
  membersView(await readPageData(m, PAGE, year)),
);

/** PUT /api/boardmembers/{year}: replaces the members list (ids kept by id, or by e-mail when a row has none). */
export const saveBoardMembers = withSchema(
  z.strictObject({ year: IsoDate, body: BoardMembersSave }),
  async (m, { year, body }) =>
    membersView(await savePageFields(m, PAGE, year, body.version, () => ({ members: body.members }))),
);

/**
 * PUT /api/boardmember/{year}: adds a member (no `memberId`) or replaces the member with that id
 * (an id the year does not have: 404). Problems in the row are reported at `member.<column>`.
 */
export const saveBoardMember = withSchema(
  z.strictObject({ year: IsoDate, body: BoardMemberSave }),
  async (m, { year, body }) => {
    let at = -1;
    const upsert = (stored: PagePayload) => {
      const rows = rowsOf(stored);
      const id = body.member.memberId;
      // No id (or not even text, which the row's schema then reports): a new member.
      at = typeof id !== 'string' || id === '' ? rows.length : rows.findIndex((r) => r.memberId === id);
      if (at < 0) throw NotFound();
      return { members: [...rows.slice(0, at), body.member, ...rows.slice(at + 1)] };
    };
    try {
      return membersView(await savePageFields(m, PAGE, year, body.version, upsert));
    } catch (err) {
      if (!(err instanceof AppError && err.status === 400)) throw err;
      const issues = (err.data as { issues: FieldIssue[] }).issues;
      throw ValidationError(issues.map((i) => ({ ...i, path: i.path.replace(`members.${at}.`, 'member.') })));
    }
  },
);

/** POST /api/boardInfo: the committee's details for a year (name, date, mandate, meetings); members stay. */
export const saveBoardInfo = withSchema(BoardInfoSave, (m, { year, values, version }) =>
  savePageFields(m, PAGE, year, version, () => values),
);

interface SubmissionRecord {
  memberId: string;
  status: number;
  submittedAt?: string;
}

/** The spec's link status: Sent → Opened → Submitted (or the send failed, or it is on its way). */
function linkStatus(
  tenantId: string,
  year: string,
  link: LinkRecord | undefined,
  sends: Map<string, SendRecord>,
  status: number | null,
) {
  if (!link) return null;
  const { outcome, sentAt } = linkStateIn(link, sends);
  const state: LinkRecord['outcome'] | 'opened' | 'submitted' =
    status === SUBMITTED ? 'submitted' : outcome !== 'sent' ? outcome : link.openedAt ? 'opened' : 'sent';
  // The address again, for 'Copy link' (derived from the link's seed; links from before seeds have none).
  const address = boardLinkAddress(tenantId, year, link);
  return { status: state, sentAt, openedAt: link.openedAt, submittedAt: link.submittedAt, address };
}

/**
 * GET /api/boardStatus/{year}: each member with the status of their questionnaire form for the year,
 * its questionnaire link's status and times, activeBoard (members) and formSubmissions (members whose
 * form has status 3), from one Query each of the year's `BOARDFORM#`, `QLINK#` and `QSEND#` items.
 */
export const boardStatus = withSchema(YearParams, async (m, { year }) => {
  const tenantId = m.actor.tenantId;
  const [view, submissions, links, sends] = await Promise.all([
    readPageData(m, PAGE, year),
    queryAll<SubmissionRecord>(keys.boardSubmissionPrefix(tenantId, year)),
    queryAll<LinkRecord>(keys.questionnaireLinkPrefix(tenantId, year)),
    sendsOf(tenantId, year),
  ]);
  const statusOf = new Map(submissions.map((s) => [s.memberId, s.status]));
  const linkOf = new Map(links.filter((l) => !isStakeholderLink(l)).map((l) => [l.memberId, l]));
  const boardList = membersOf(view.values as PagePayload).map((b) => {
    const status = statusOf.get(b.id) ?? null;
    return { ...b, status, link: linkStatus(tenantId, year, linkOf.get(b.id), sends, status) };
  });
  return {
    yearEnd: view.yearEnd,
    boardList,
    activeBoard: boardList.length,
    formSubmissions: boardList.filter((b) => b.status === SUBMITTED).length,
  };
});
