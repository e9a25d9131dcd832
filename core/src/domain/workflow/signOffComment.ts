import { boardStatement } from '../../pages/background/boardStatement';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import type { Change } from '../../infra/db/write';
import { appLink, sendMail } from '../../infra/email/send';
import { boardComment } from '../../infra/email/templates';
import { formatDate } from '../../lib/dates';
import { pool } from '../../lib/flow';
import { personName } from '../../lib/personName';
import { languageOf } from '../../schemas/common';
import { companyNameIn } from '../companyName';
import { spendMailsUpTo } from '../mailBudget';
import { MAIL_CONCURRENCY } from '../questionnaire/send';
import type { TenantRecord, UserRecord } from '../records';
import { tenantFacts } from '../tenantFacts';

/** A director's comment as its mails need it: who wrote it, of which company and year, and the words. */
export interface BoardComment {
  tenantId: string;
  tenant: TenantRecord;
  yearEnd: string;
  director: string;
  comment: string;
}

/**
 * The company's administrators told of a director's comment (docs/decisions/0113-board-sign-off.md): every active
 * user whose role manages users (the privilege that sends the board the report), each in their own language, naming
 * the director, the year and the comment, with a link to the returned board statement page. `change` counts the mails
 * against the company's mail budget (ADR 0023), to be written with the comment; as many as the hour still allows, so
 * a comment is never refused for the budget. `send` runs after that write; a failed mail undoes nothing (the page is
 * returned on Home either way).
 */
export async function commentMails(
  c: BoardComment,
  now: number,
): Promise<{ change?: Change; send: () => Promise<void> }> {
  const [facts, users] = await Promise.all([
    tenantFacts(c.tenantId),
    queryAll<UserRecord>(keys.userPrefix(c.tenantId)),
  ]);
  const administrators = users.filter(
    (u) => u.activated && u.email.trim() !== '' && facts.roles.get(u.roleId)?.privileges.includes('users:manage'),
  );
  const budget = await spendMailsUpTo(c.tenantId, administrators.length, now);
  const mailed = administrators.slice(0, budget.granted);
  const send = async () => {
    await pool(mailed, MAIL_CONCURRENCY, (u) => {
      const language = languageOf(u.langKey);
      return sendMail(u.email, language, boardComment, {
        name: personName(u),
        company: companyNameIn(c.tenant, language),
        director: c.director,
        year: formatDate(c.yearEnd),
        comment: c.comment,
        link: appLink(boardStatement.route, language),
      }).catch(() => undefined);
    });
  };
  return { ...(budget.change ? { change: budget.change } : {}), send };
}
