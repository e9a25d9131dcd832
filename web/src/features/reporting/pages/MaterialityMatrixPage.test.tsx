import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import Highcharts from 'highcharts';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { MatrixView } from '@esg/core/schemas/questionnaire';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { MaterialityMatrixPage } from './MaterialityMatrixPage';

const YEAR = '2025-12-31';
const EMPLOYEES = '01JB4Z8Q7W3N5K2M6P9R1T0V8X';
const name = (en: string) => ({ en, hk: en, cn: en });
const VIEW: MatrixView = {
  yearEnd: YEAR,
  threshold: 5.5,
  asked: 3,
  answered: 2,
  firstAnswer: '2026-03-02T02:00:00.000Z',
  lastAnswer: '2026-03-09T07:15:00.000Z',
  points: [
    {
      id: 'A1',
      aspect: 'A1',
      name: { en: 'Emissions', hk: '排放物', cn: '排放物' },
      company: 8,
      board: 7.5,
      answers: 2,
      material: true,
    },
    { id: 'B1', aspect: 'B1', name: name('Employment'), company: 3, board: 4, answers: 2, material: false },
  ],
};

function open(language: 'en' | 'hk' | 'cn' = 'en') {
  storedSession({ privileges: ['company:read'], year: YEAR });
  fakeApi.on(questionnaireRoutes.materialityMatrix, ({ query }) =>
    query?.group
      ? {
          ...VIEW,
          group: query.group,
          asked: 1,
          answered: 5,
          points: [{ ...VIEW.points[1]!, company: 6, board: 7, answers: 5, material: true }],
        }
      : VIEW,
  );
  fakeApi.on(questionnaireRoutes.stakeholderLinks, () => ({
    yearEnd: YEAR,
    locked: false,
    links: [
      {
        id: EMPLOYEES,
        name: 'Employees',
        names: { en: 'Employees', hk: '僱員', cn: '雇员' },
        own: { en: 'Employees', hk: '僱員' },
        link: 'http://localhost/questionnaire?id=x',
        formsSubmitted: 5,
        lastSubmit: null,
        lastOpen: null,
        status: 'submitted' as const,
        createdAt: null,
      },
    ],
  }));
  fakeApi.on(questionnaireRoutes.matrixImage, () => new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']));
  return renderWidget(<MaterialityMatrixPage />, { path: '/reporting/materiality_matrix', language });
}

/**
 * Each point's colour and marker as the chart holds them (happy-dom lays out no plot area, so
 * Highcharts draws no markers to read back), in the view's order: material topic first.
 */
const markerFills = () =>
  (Highcharts.charts.findLast(Boolean)?.series[0]?.points ?? []).map(
    (p) => `${String(p.color)} ${String(p.options.marker?.symbol)}`,
  );

describe('materiality matrix: palettes and downloads (ADR 0042)', () => {
  it('draws material topics in the palette’s first colour, the others in its second; the downloads carry the palette', async () => {
    const { page, user } = open();
    await screen.findByTestId('matrix-method');
    await vi.waitFor(() => expect(markerFills()).toEqual(['#0972d3 circle', '#c33d69 square']));

    const select = page.findSelect('[data-testid="palette"]')!;
    await user.click(select.findTrigger().getElement());
    await user.click(screen.getByText('High contrast'));
    await vi.waitFor(() => expect(markerFills()).toEqual(['#0072b2 circle', '#d55e00 square']));

    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await vi.waitFor(() => expect(fakeApi.calls(questionnaireRoutes.matrixImage)).toHaveLength(1));
    expect(fakeApi.calls(questionnaireRoutes.matrixImage)[0]).toMatchObject({
      params: { id: YEAR },
      query: { palette: 'contrast', format: 'svg' },
    });

    // The PNG is the server's drawing of the same chart (ADR 0058), not one made in this browser.
    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    await vi.waitFor(() => expect(fakeApi.calls(questionnaireRoutes.matrixImage)).toHaveLength(2));
    expect(fakeApi.calls(questionnaireRoutes.matrixImage)[1]).toMatchObject({
      params: { id: YEAR },
      query: { palette: 'contrast', format: 'png' },
    });
  });
});

describe('materiality matrix: respondent groups (ADR 0051)', () => {
  it('shows one stakeholder link’s answers for comparison; the board stays the default and decides what is material', async () => {
    const { page, user } = open();
    const method = await screen.findByTestId('matrix-method');
    expect(method.textContent).toContain('Material topics: Emissions.');
    expect(fakeApi.calls(questionnaireRoutes.materialityMatrix)[0]).toMatchObject({ query: {} });

    const select = page.findSelect('[data-testid="respondent-group"]')!;
    await user.click(select.findTrigger().getElement());
    await user.click(await screen.findByText('Employees'));
    await vi.waitFor(() =>
      expect(fakeApi.calls(questionnaireRoutes.materialityMatrix).at(-1)).toMatchObject({
        query: { group: EMPLOYEES },
      }),
    );
    await vi.waitFor(() =>
      expect(screen.getByTestId('matrix-method').textContent).toContain('5 stakeholders answered'),
    );
    expect(screen.getByTestId('matrix-method').textContent).toContain(
      'the board members’ answers decide which topics are material',
    );
    expect(screen.getByTestId('matrix-method').textContent).toContain(
      'Above the threshold of 5.5 for this group: Employment.',
    );

    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await vi.waitFor(() =>
      expect(fakeApi.calls(questionnaireRoutes.matrixImage).at(-1)).toMatchObject({
        query: { palette: 'cloud', format: 'svg', group: EMPLOYEES },
      }),
    );
  });
});

describe('materiality matrix: the method text in three languages (ADR 0042)', () => {
  it.each([
    [
      'hk',
      '公司邀請其 3 位董事會成員',
      '2 位成員於 02-03-2026 至 09-03-2026 期間作答',
      '門檻 5.5',
      '重要議題：排放物。',
    ],
    [
      'cn',
      '公司邀请其 3 位董事会成员',
      '2 位成员于 02-03-2026 至 09-03-2026 期间作答',
      '门槛 5.5',
      '重要议题：排放物。',
    ],
  ] as const)(
    '%s: who was asked, how many answered when, the scale, the threshold, the material topics',
    async (language, ...parts) => {
      open(language);
      const method = await screen.findByTestId('matrix-method');
      for (const part of parts) expect(method.textContent).toContain(part);
      expect(method.textContent).toContain('1 至 10');
      expect(method.textContent).not.toMatch(/[A-Za-z]{4,}/);
    },
  );
});

describe('materiality matrix: a board of one', () => {
  it('asks its one board member in the singular', async () => {
    storedSession({ privileges: ['company:read'], year: YEAR });
    fakeApi.on(questionnaireRoutes.materialityMatrix, () => ({ ...VIEW, asked: 1, answered: 1 }));
    fakeApi.on(questionnaireRoutes.stakeholderLinks, () => ({ yearEnd: YEAR, locked: false, links: [] }));
    renderWidget(<MaterialityMatrixPage />, { path: '/reporting/materiality_matrix' });
    const method = await screen.findByTestId('matrix-method');
    expect(method.textContent).toContain('The company asked its 1 board member to score every ESG topic');
  });
});

describe('materiality matrix: numbered points and their key (ADR 0075)', () => {
  it('numbers each point, one number list for topics with the same means, and names the numbers in the key', async () => {
    storedSession({ privileges: ['company:read'], year: YEAR });
    const twin = { ...VIEW.points[0]!, id: 'A2', aspect: 'A2', name: name('Use of resources') };
    fakeApi.on(questionnaireRoutes.materialityMatrix, () => ({
      ...VIEW,
      points: [VIEW.points[0]!, VIEW.points[1]!, twin],
    }));
    fakeApi.on(questionnaireRoutes.stakeholderLinks, () => ({ yearEnd: YEAR, locked: false, links: [] }));
    renderWidget(<MaterialityMatrixPage />, { path: '/reporting/materiality_matrix', language: 'hk' });
    const key = await screen.findByTestId('matrix-key');
    expect([...key.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual([
      '1排放物（2）',
      '2Employment（2）',
      '3Use of resources（2）',
    ]);
    expect(key.textContent).toContain('門檻 5.5（兩項平均分）');
    const points = Highcharts.charts.findLast(Boolean)?.series[0]?.points ?? [];
    expect(points.map((p) => (p.options.custom as { label: string }).label)).toEqual(['1、3', '2']);
    expect(points.map((p) => (p.options as { names?: string }).names)).toEqual([
      '1. 排放物<br/>3. Use of resources',
      '2. Employment',
    ]);
  });

  it('says the method in Chinese without a space after its full stops', async () => {
    open('cn');
    const method = await screen.findByTestId('matrix-method');
    expect(method.textContent).not.toMatch(/。 /);
  });
});

describe('materiality matrix: a company’s own topic names in Simplified (ADR 0140)', () => {
  it('converts a renamed topic typed in Traditional only for a Simplified reader, as the matrix route answers it as typed', async () => {
    storedSession({ privileges: ['company:read'], year: YEAR });
    const renamed = {
      ...VIEW.points[0]!,
      name: { en: 'Air emissions', hk: '空氣排放', cn: '空氣排放' },
      own: { en: 'Air emissions', hk: '空氣排放' },
    };
    fakeApi.on(questionnaireRoutes.materialityMatrix, () => ({ ...VIEW, points: [renamed, VIEW.points[1]!] }));
    fakeApi.on(questionnaireRoutes.stakeholderLinks, () => ({ yearEnd: YEAR, locked: false, links: [] }));
    renderWidget(<MaterialityMatrixPage />, { path: '/reporting/materiality_matrix', language: 'cn' });
    await vi.waitFor(() => expect(screen.getByTestId('matrix-key').textContent).toContain('空气排放（2）'));
    expect(document.body.textContent).not.toContain('空氣排放');
  });
});
