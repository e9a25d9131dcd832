import { describe, expect, it } from 'vitest';
import { buildReport } from '../src/domain/reports/build';
import type { ReportInputs } from '../src/domain/reports/inputs';
import { acmeStatementOnly } from './draftInputs';

/** ADR 0113 (amended): the report prints one board approval date, the frame's, in the board statement's part too. */
const inputs = (lang: ReportInputs['lang'], extra: Partial<ReportInputs>) =>
  acmeStatementOnly(lang, { edition: 'final', ...extra });
const part = (x: ReportInputs, id: string) =>
  JSON.stringify(buildReport(x).data.sections.find((s) => s.id === id)?.blocks ?? []);

describe('the board’s approval date in the report', () => {
  it.each([
    ['en', 'Date the board approved this report', 'Approved by the Board on 01-12-2026.', '01-12-2026', '20-03-2026'],
    ['hk', '董事會批准本報告的日期', '本報告已於2026年12月1日獲董事會批准。', '2026年12月1日', '2026年3月20日'],
    ['cn', '董事会批准本报告的日期', '本报告已于2026年12月1日获董事会批准。', '2026年12月1日', '2026年3月20日'],
  ] as const)(
    'is the sign-off’s in the board statement’s part as in the frame (%s)',
    (lang, label, frame, on, typed) => {
      const x = inputs(lang, { boardApprovedOn: '2026-12-01', boardApprovers: ['Dora Ho'] });
      expect(part(x, 'about-period')).toContain(frame);
      const statement = part(x, 'page-board-statement');
      expect(statement).toContain(label);
      // The date as the edition prints every date (ADR 0043 amended).
      expect(statement).toContain(on);
      expect(statement).not.toContain(typed);
    },
  );

  it('is the typed date in both while there is no sign-off, and in neither for a restated version', () => {
    expect(part(inputs('en', {}), 'page-board-statement')).toContain('20-03-2026');
    const restatement = { version: 2, reason: 'A bill entered twice.', at: '2026-12-01T03:38:00Z', figures: [] };
    const x = inputs('en', { restatement });
    expect(part(x, 'about-period')).not.toContain('20-03-2026');
    const statement = part(x, 'page-board-statement');
    expect(statement).toContain('The board meets quarterly.');
    expect(statement).not.toContain('20-03-2026');
  });
});
