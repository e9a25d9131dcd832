import { boardStatement } from '../../pages/background/boardStatement';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import type { Change } from '../../infra/db/write';
import { appLink, sendMail } from '../../infra/email/send';
import { boardApproved, boardComment } from '../../infra/email/templates';
import { formatDate } from '../../lib/dates';
import { pool } from '../../lib/flow';
import { joinList } from '../../lib/format';
import { greetingName } from '../../lib/personName';
import { languageOf, type Language } from '../../schemas/common';
import { companyNameIn } from '../companyName';
import { spendMailsUpTo } from '../mailBudget';
import { MAIL_CONCURRENCY } from '../questionnaire/send';
import type { TenantRecord, UserRecord } from '../records';
import { tenantFacts } from '../tenantFacts';

/** The year a director answered for: the company and the year end. */
export interface BoardYear {
  tenantId: string;
  tenant: TenantRecord;
  yearEnd: string;
}

/** What the administrators are told of: a director's comment, or the board's approval by the directors named. */
export type BoardAnswer = { kind: 'comment'; director: string; comment: string } | { kind: 'approved'; by: string[] };

/** The generate page, where an administrator locks the approved year and prints the final report (ADR 0113). */
const GENERATE_ROUTE = '/reporting/generate_report';

/**
 * The company's administrators told of the board's answer (docs/decisions/0113-board-sign-off.md): every active user
 * whose role manages users (the privilege that sends the board the report), each in their own language. A comment
 * names the director and quotes it, with a link to the returned board statement page; the approval names the
 * approving directors, with a link to the generate page where the year is locked. `change` counts the mails against
 * the company's mail budget (ADR 0023), to be written with the answer; as many as the hour still allows, so an answer
 * is never refused for the budget. `send` runs after that write; a failed mail undoes nothing (Home shows either).
 */
export async function administratorMails(
  y: BoardYear,
  answer: BoardAnswer,
  now: number,
): Promise<{ change?: Change; send: () => Promise<void> }> {
  const [facts, users] = await Promise.all([
    tenantFacts(y.tenantId),
    queryAll<UserRecord>(keys.userPrefix(y.tenantId)),
  ]);
  const administrators = users.filter(
    (u) => u.activated && u.email.trim() !== '' && facts.roles.get(u.roleId)?.privileges.includes('users:manage'),
  );
  const budget = await spendMailsUpTo(y.tenantId, administrators.length, now);
  const mailed = administrators.slice(0, budget.granted);
  const mailOne = (u: UserRecord, language: Language) => {
    const common = { name: greetingName(u), company: companyNameIn(y.tenant, language), year: formatDate(y.yearEnd) };
    return answer.kind === 'comment'
      ? sendMail(u.email, language, boardComment, {
          ...common,
          director: answer.director,
          comment: answer.comment,
          link: appLink(boardStatement.route, language),
        })
      : sendMail(u.email, language, boardApproved, {
          ...common,
          directors: joinList(answer.by, language),
          link: appLink(GENERATE_ROUTE, language),
        });
  };
  const send = async () => {
    await pool(mailed, MAIL_CONCURRENCY, (u) => mailOne(u, languageOf(u.langKey)).catch(() => undefined));
  };
  return { ...(budget.change ? { change: budget.change } : {}), send };
}
