import { hongKongDate } from '../../lib/dates';
import type { ReportInputs } from './inputs';

type ApprovalInputs = Pick<ReportInputs, 'answers' | 'boardApprovedOn' | 'boardApprovers' | 'restatement'>;

/**
 * The board's approval the report states, one date wherever it prints (the frame and the board statement's part,
 * docs/decisions/0113-board-sign-off.md): the sign-off's, with the directors who gave it; without one, the date typed
 * on the board statement page (the company's own record of a board meeting) — unless it is older than the version
 * printed. A restated version's directors did not approve what they never read (ADR 0118): a date before the
 * restatement approved the figures it replaced, so the version states no approval.
 */
export function boardApproval(x: ApprovalInputs): { on: string; by: readonly string[] } | undefined {
  if (x.boardApprovedOn) return { on: x.boardApprovedOn, by: x.boardApprovers ?? [] };
  const typed = x.answers.board_statement?.approvedOn;
  if (typeof typed !== 'string' || !typed) return undefined;
  if (x.restatement && typed < hongKongDate(new Date(x.restatement.at))) return undefined;
  return { on: typed, by: [] };
}
/** The inputs with the board statement page's date replaced by the one the report states, or left out. */
export function withBoardApproval<T extends ApprovalInputs>(x: T): T {
  const page = x.answers.board_statement;
  if (!page || page.approvedOn === undefined) return x;
  const approval = boardApproval(x);
  if (approval?.on === page.approvedOn) return x;
  const { approvedOn: _typed, ...rest } = page;
  const board_statement = approval ? { ...rest, approvedOn: approval.on } : rest;
  return { ...x, answers: { ...x.answers, board_statement } };
}
