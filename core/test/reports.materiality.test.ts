import { describe, expect, it } from 'vitest';
import type { MatrixView } from '../src/schemas/questionnaire';
import { materialityBlocks } from '../src/domain/reports/materiality';
import { REPORT_MESSAGES } from '../src/domain/reports/messages';
import { DEFAULT_PALETTE, PALETTES } from '../src/lib/chartPalettes';

/** About this report › Materiality (ADR 0043): the board's assessment as the report prints it, in three languages. */
const view: MatrixView = {
  yearEnd: '2025-12-31',
  threshold: 5.5,
  asked: 3,
  answered: 2,
  firstAnswer: '2026-01-05T09:30:00.000Z',
  lastAnswer: '2026-01-20T08:00:00.000Z',
  points: [
    {
      id: 'A1',
      aspect: 'A1',
      name: { en: 'Emissions', hk: '排放物', cn: '排放物' },
      company: 7,
      board: 7.5,
      answers: 2,
      material: true,
    },
    {
      id: 'B8',
      aspect: 'B8',
      name: { en: 'Community <investment>', hk: '社區投資', cn: '社区投资' },
      company: 3.5,
      board: 4,
      answers: 2,
      material: false,
    },
    {
      id: 'B4',
      aspect: 'B4',
      name: { en: 'Labour standards', hk: '勞工準則', cn: '劳工准则' },
      company: null,
      board: null,
      answers: 0,
      material: false,
    },
  ],
};

describe('the materiality section of the report', () => {
  it('says plainly that no assessment was carried out when no board member answered', () => {
    for (const lang of ['en', 'hk', 'cn'] as const)
      expect(materialityBlocks(undefined, lang)).toEqual([{ kind: 'p', text: REPORT_MESSAGES[lang].materialityNone }]);
  });

  it('prints the method with DD-MM-YYYY days, the material topics, each scored topic and the matrix', () => {
    const [method, material, table, matrix] = materialityBlocks(view, 'en');
    expect(method).toMatchObject({ kind: 'p' });
    const text = (method as { text: string }).text;
    expect(text).toContain('asked its 3 board members');
    expect(text).toContain('2 answered between 05-01-2026 and 20-01-2026');
    expect(text).toContain('threshold of 5.5');
    expect(material).toEqual({ kind: 'p', text: 'Material topics: Emissions.' });
    // A topic nobody scored is left out of the table (it has no point on the matrix either).
    expect(table).toMatchObject({
      kind: 'table',
      rows: [
        ['Emissions', '7', '7.5', '2', 'Yes'],
        ['Community <investment>', '3.5', '4', '2', 'No'],
      ],
    });
    expect(matrix).toMatchObject({ kind: 'svg', title: 'Materiality matrix' });
    const svg = (matrix as { svg: string }).svg;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Materiality matrix · 31-12-2025');
    // Topic names are the company's own text: escaped in the drawing, never markup.
    expect(svg).toContain('Community &lt;investment&gt;\u00a0(2)');
    expect(svg).not.toContain('<investment>');
  });

  it('draws the matrix in the product’s default palette, Cloud, the one the report’s charts are drawn in (ADR 0054)', () => {
    const matrix = materialityBlocks(view, 'en').find((b) => b.kind === 'svg');
    expect(DEFAULT_PALETTE).toBe('cloud');
    expect(matrix?.kind === 'svg' && matrix.svg).toContain(`fill="${PALETTES.cloud[0]}"`);
  });

  it('prints it in Traditional and Simplified Chinese with no English left', () => {
    const hk = JSON.stringify(materialityBlocks(view, 'hk'));
    const cn = JSON.stringify(materialityBlocks(view, 'cn'));
    expect(hk).toContain('重要議題：排放物。');
    expect(hk).toContain('重要性矩陣 · 2025年12月31日');
    // Dates as Chinese writes them (ADR 0043 amended): the answers' days in the method sentence too.
    expect(hk).not.toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(cn).toContain('重要性矩阵 · 2025年12月31日');
    expect(cn).toContain('重要议题：排放物。');
    expect(cn).toContain('对公司的重要性（平均分）');
    // A label and its value joined by the full-width colon, as Chinese writes it.
    expect(hk).toContain(`${REPORT_MESSAGES.hk.materialityMethod}：`);
    expect(cn).toContain(`${REPORT_MESSAGES.cn.materialityMethod}：`);
    expect(JSON.stringify(materialityBlocks(view, 'en'))).toContain(`${REPORT_MESSAGES.en.materialityMethod}: `);
    for (const text of [hk, cn]) expect(text).not.toMatch(/Material|answered|Importance|\{\{/);
  });

  it('says so when no topic reaches the threshold', () => {
    const none = { ...view, points: view.points.map((p) => ({ ...p, material: false })) };
    expect(materialityBlocks(none, 'en')[1]).toEqual({ kind: 'p', text: 'No topic reached the threshold.' });
  });
});
