import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { boardStatement } from '../../pages/background/boardStatement';
import { communityInvestment } from '../../pages/social/communityInvestment';
import { riskManagement } from '../../pages/background/riskManagement';
import type { PagePayload } from '../../catalogue/values';
import { withPlace } from '../../lib/format';
import type { Language } from '../../schemas/common';
import { ruleSetFor } from '../../vocabulary/ruleSets';
import type { PeriodRecord } from '../records';
import { FIRST_DATA_ROW } from './layout';
import type { CheckSink, StagedPage } from './socialCheck';
import type { SocialPage } from './socialYear';
import { TextsCheck } from './textsCheck';
import { sheetName } from './sheetNames';
import { textsSheet, type TextsYear } from './textsSheet';

/** docs/decisions/0122-excel-text-languages.md: the texts sheet written, edited, read back. */
const period = {
  yearEnd: '2025-12-31',
  financialYearStartDate: '2025-01-01',
  financialYearEndDate: '2025-12-31',
} as PeriodRecord;

const BOARD: PagePayload = {
  boardOversight: { en: 'The board oversees ESG.', hk: '董事會監察環境、社會及管治事宜。', stale: 'hk' },
  managementApproach: 'Material topics are ranked yearly.',
};
const RISKS: PagePayload = {
  internalControlReview: { answer: 0 },
  risks: [
    {
      risk: { en: 'Flooding', hk: '水浸' },
      category: 'climate-physical',
      likelihood: 'high',
      impact: 'medium',
      mitigation: 'Flood barriers.',
    },
  ],
};

const page = (p: SocialPage['page'], values: PagePayload, version: number): [string, SocialPage] => [
  p.key,
  { page: p, values, version, runtime: { lists: {} } },
];
const year = (board = BOARD, version = 2): TextsYear => ({
  year: { period, ruleSet: ruleSetFor(period.financialYearStartDate) },
  companyLang: 'en',
  pages: new Map([page(boardStatement, board, version), page(riskManagement, RISKS, 5)]),
});

async function roundTrip(
  y: TextsYear,
  edit: (ws: ExcelJS.Worksheet) => void = () => undefined,
  lang: Language = 'en',
  social: StagedPage[] = [],
) {
  const wb = new ExcelJS.Workbook();
  await textsSheet(wb, y, lang);
  // Through the bytes, as an upload: what Excel keeps of each cell.
  const back = new ExcelJS.Workbook();
  const written = wb.getWorksheet(sheetName('texts', lang))!;
  edit(written);
  await back.xlsx.load(await wb.xlsx.writeBuffer());
  const ws = back.getWorksheet(sheetName('texts', lang))!;
  const issues: { cell: string; field: string; message: string }[] = [];
  const sink: CheckSink = {
    issue: (_sheet, cell, field, message) => issues.push({ cell, field, message }),
    counts: { changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 },
    refuseApproved: () => false,
  };
  const check = new TextsCheck(y, lang, sink);
  const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
  expect(check.open(ws.name, values(1) as string[], values(2) as string[])).toBe(true);
  for (let n = FIRST_DATA_ROW; n <= ws.rowCount; n++) check.row(n, values(n));
  const staged = check.finish(social);
  return { check, issues, counts: sink.counts, staged, ws };
}

/** The cell of an answer's row (by its hidden id) and a column (by key). */
function cell(ws: ExcelJS.Worksheet, id: string, key: string) {
  const col = (ws.getRow(1).values as unknown[]).indexOf(key);
  for (let n = FIRST_DATA_ROW; n <= ws.rowCount; n++) if (ws.getCell(n, 1).value === id) return ws.getCell(n, col);
  throw new Error(`${id} not in the sheet`);
}

describe('Excel: the texts sheet', () => {
  it('lists each translatable answer with a column per language, names the answer, and changes nothing read back', async () => {
    const { issues, counts, staged, ws } = await roundTrip(year());
    expect(issues).toEqual([]);
    expect(counts.changedCells).toBe(0);
    expect(staged).toEqual([]);
    expect(ws.getRow(2).values).toEqual(
      expect.arrayContaining([
        'Answer',
        'English',
        'Traditional Chinese',
        expect.stringMatching(/^Simplified Chinese/),
      ]),
    );
    expect(cell(ws, 'board_statement|boardOversight', 'hk').value).toBe('董事會監察環境、社會及管治事宜。');
    // A one-language answer is the company's language; its Chinese is empty to fill in.
    expect(cell(ws, 'board_statement|managementApproach', 'en').value).toBe('Material topics are ranked yearly.');
    expect(cell(ws, 'board_statement|managementApproach', 'hk').value).toBe('');
    expect(cell(ws, 'risk_management|risks.0.risk', 'field').value).toBe('Risk register 1 › Risk');
  });

  it('imports a language typed in its column; the other kept; "may need updating" kept where nothing changed', async () => {
    const { issues, counts, staged, check } = await roundTrip(year(), (ws) => {
      cell(ws, 'board_statement|managementApproach', 'hk').value = '每年為重要議題排列優次。';
      cell(ws, 'risk_management|risks.0.mitigation', 'hk').value = '防洪閘。';
    });
    expect(issues).toEqual([]);
    expect(counts).toMatchObject({ changedCells: 2, changedRows: 2 });
    const board = staged.find((p) => p.pageKey === 'board_statement')!;
    expect(board.version).toBe(2);
    expect(board.values.managementApproach).toEqual({
      en: 'Material topics are ranked yearly.',
      hk: '每年為重要議題排列優次。',
    });
    expect(board.values.boardOversight).toEqual(BOARD.boardOversight);
    const risks = staged.find((p) => p.pageKey === 'risk_management')!;
    expect((risks.values.risks as { mitigation: unknown }[])[0]!.mitigation).toEqual({
      en: 'Flood barriers.',
      hk: '防洪閘。',
    });
    expect(check.previews.flatMap((p) => p.changes.map((c) => c.field))).toEqual([
      expect.stringMatching(/^ESG management approach .* \(Traditional Chinese\)$/),
      'Risk register 1 › Mitigation (Traditional Chinese)',
    ]);
  });

  it('an error names the answer and the language column, at that column’s cell', async () => {
    const { issues, staged } = await roundTrip(year(), (ws) => {
      cell(ws, 'risk_management|risks.0.risk', 'hk').value = '水'.repeat(201);
    });
    expect(staged).toEqual([]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ field: 'Risk register 1 › Risk (Traditional Chinese)' });
    expect(issues[0]!.cell).toMatch(/^Texts!F\d+$/);
  });

  it.each([
    ['en', 'Risk register 1 › Risk (Traditional Chinese): '],
    ['hk', '風險登記冊 1 › 風險（繁體中文）：'],
    ['cn', '风险登记册 1 › 风险（繁体中文）：'],
  ] as const)(
    'an error reads as every sheet’s: the answer, its language as an aside, then the message (%s)',
    async (lang, place) => {
      const { issues } = await roundTrip(
        year(),
        (ws) => {
          cell(ws, 'risk_management|risks.0.risk', 'hk').value = '水'.repeat(201);
        },
        lang,
      );
      expect(issues).toHaveLength(1);
      // As the error workbook's note and the import's list say it (ADR 0137 amended): no dash between the parts.
      const said = withPlace(issues[0]!.field, issues[0]!.message, lang);
      expect(said.startsWith(place), said).toBe(true);
      expect(said).not.toContain(' – ');
    },
  );

  it('in a Chinese template the error names the column in Chinese; an unknown row is refused', async () => {
    const { issues } = await roundTrip(
      year(),
      (ws) => {
        cell(ws, 'board_statement|boardOversight', 'en').value = 'x'.repeat(5001);
        ws.getCell(ws.rowCount + 1, 1).value = 'board_statement|noSuchField';
        ws.getCell(ws.rowCount, 5).value = 'Text';
      },
      'hk',
    );
    expect(issues.map((i) => i.field).sort()).toEqual(['列編號', expect.stringMatching(/（英文）$/)]);
  });

  it('a row based on an older version of its page is a conflict, not a change', async () => {
    const { counts, staged, check } = await roundTrip(year(BOARD, 2), (ws) => {
      cell(ws, 'board_statement|managementApproach', 'hk').value = '每年檢討。';
      cell(ws, 'board_statement|managementApproach', 'version').value = 1;
    });
    expect(counts.conflicts).toBe(1);
    expect(staged).toEqual([]);
    expect(check.previews[0]!.conflicts).toHaveLength(1);
  });

  it('a page the social sheets also change is staged once, the texts over the figures', async () => {
    const social: StagedPage = {
      kind: 'page',
      pageKey: 'board_statement',
      version: 2,
      values: { ...BOARD, approvedOn: '2026-03-01' },
    };
    const { staged } = await roundTrip(
      year(),
      (ws) => {
        cell(ws, 'board_statement|managementApproach', 'hk').value = '每年檢討。';
      },
      'en',
      [social],
    );
    expect(staged).toHaveLength(1);
    expect(staged[0]!.values).toMatchObject({ approvedOn: '2026-03-01', managementApproach: { hk: '每年檢討。' } });
  });
});

describe('Excel: the texts sheet, a table under a Yes (ADR 0136)', () => {
  const COMMUNITY: PagePayload = {
    focusAreas: ['environment'],
    anyContribution: { answer: 0 },
    anyCharitableActivity: {
      answer: 1,
      details: {
        activities: [
          { activity: 'Beach clean-up', channel: 'ngoPartner', focusArea: 'environment', heldOn: '2025-06-14' },
        ],
        venues: [{ address: 'Shek O Beach', city: 'Hong Kong', country: 'Hong Kong' }],
      },
    },
  };
  const withCommunity = (): TextsYear => ({
    ...year(),
    pages: new Map([...year().pages, page(communityInvestment, COMMUNITY, 3)]),
  });

  it('lists a charitable activity’s name by its table and row, and imports its Chinese into that row', async () => {
    const id = 'community_investment|anyCharitableActivity.details.activities.0.activity';
    const { issues, staged, check } = await roundTrip(withCommunity(), (ws) => {
      expect(cell(ws, id, 'field').value).toBe('Activities 1 › Activity');
      cell(ws, id, 'hk').value = '海灘清潔';
    });
    expect(issues).toEqual([]);
    const community = staged.find((p) => p.pageKey === 'community_investment')!;
    const details = (
      community.values.anyCharitableActivity as unknown as { details: { activities: { activity: unknown }[] } }
    ).details;
    expect(details.activities[0]!.activity).toEqual({ en: 'Beach clean-up', hk: '海灘清潔' });
    expect(check.previews.flatMap((p) => p.changes.map((c) => c.field))).toEqual([
      'Activities 1 › Activity (Traditional Chinese)',
    ]);
  });
});
