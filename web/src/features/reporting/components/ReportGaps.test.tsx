import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { reportingRoutes } from '@esg/core/contract/reporting';
import type { Language } from '@esg/core/schemas/common';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { ReportGaps } from './ReportGaps';

const YEAR = '2025-12-31';
const entry = (code: string, aspect: string, title: string, state: 'disclosed' | 'explained' | 'gap') => ({
  code,
  aspect,
  title,
  obligation: 'comply-or-explain',
  state,
  ...(state === 'explained' ? { reason: 'Not yet measured.' } : {}),
  ...(state === 'gap' ? { page: code === 'B4.1' ? '/social/labour_standards' : '/social/community_investment' } : {}),
});
/** The index route answers the catalogue's English titles, whatever the reader's language. */
const INDEX = {
  yearEnd: YEAR,
  entries: [
    entry('A1.2', 'A1 Emissions', 'Direct (Scope 1) and energy indirect (Scope 2) GHG emissions', 'disclosed'),
    entry(
      'B4.1',
      'B4 Labour Standards',
      'Measures to review employment practices to avoid child and forced labour',
      'gap',
    ),
    entry('B5.1', 'B5 Supply Chain Management', 'Number of suppliers by geographical region', 'explained'),
    entry('B8.2', 'B8 Community Investment', 'Resources contributed (e.g. money or time) to the focus area', 'gap'),
  ],
  gaps: ['B4.1', 'B8.2'],
};

async function gapsIn(language: Language) {
  fakeApi.on(reportingRoutes.reportIndex, () => INDEX);
  renderWidget(<ReportGaps year={YEAR} />, { language });
  return (await screen.findByRole('list')).querySelectorAll('li');
}

/** /reporting/generate_report: the provisions left open, listed before anyone prints the report. */
describe('the gaps before printing', () => {
  it('lists exactly the provisions neither disclosed nor explained, each by its code and title', async () => {
    const items = await gapsIn('en');
    expect([...items].map((li) => li.textContent)).toEqual([
      'B4.1 Measures to review employment practices to avoid child and forced labour',
      'B8.2 Resources contributed (e.g. money or time) to the focus area',
    ]);
    expect(fakeApi.calls(reportingRoutes.reportIndex)).toEqual([{ params: { year: YEAR } }]);
    expect(screen.getByText('Gaps in the HKEX content index (2)')).toBeDefined();
    // Each gap links to the page where it is disclosed, explained or marked not applicable.
    expect([...items].map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual([
      '/social/labour_standards',
      '/social/community_investment',
    ]);
  });

  it('names each gap in Traditional or Simplified Chinese for a Chinese reader, with no English left', async () => {
    const hk = await gapsIn('hk');
    expect(hk[0]!.textContent).toBe('B4.1 檢討招聘慣例的措施以避免童工及強制勞工');
    expect(within(hk[1]!).queryByText(/[A-Za-z]{3}/)).toBeNull();
    expect(screen.getByText('香港交易所內容索引的缺漏（2）')).toBeDefined();
  });

  it('names each gap in Simplified Chinese for a Simplified-Chinese reader', async () => {
    const cn = await gapsIn('cn');
    expect(cn[0]!.textContent).toBe('B4.1 检讨招聘惯例的措施以避免童工及强制劳工');
    expect(cn[1]!.textContent).not.toMatch(/[A-Za-z]{3}/);
  });

  it('says so when every provision is disclosed or explained', async () => {
    fakeApi.on(reportingRoutes.reportIndex, () => ({ ...INDEX, entries: [INDEX.entries[0]!], gaps: [] }));
    renderWidget(<ReportGaps year={YEAR} />);
    expect(
      await screen.findByText('Every provision of the HKEX ESG Reporting Code is disclosed or explained.'),
    ).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
