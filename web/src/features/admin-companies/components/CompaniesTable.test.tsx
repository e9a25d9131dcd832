import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '../../../test/render';
import type { Company } from '../api/listCompanies';
import '../i18n';
import { CompaniesTable } from './CompaniesTable';

const period = (yearEnd: string) => ({
  id: `P${yearEnd}`,
  yearEnd,
  startDate: `${yearEnd.slice(0, 4)}-01-01`,
  endDate: yearEnd,
  financialYearStartDate: `${yearEnd.slice(0, 4)}-01-01`,
  financialYearEndDate: yearEnd,
  printed: false,
  ruleSet: '2025' as const,
  version: 1,
});
const acme: Company = {
  id: 'acme',
  name: 'Acme Holdings Ltd',
  langKey: 'en',
  version: 1,
  compPeriods: [period('2025-12-31'), period('2024-12-31')],
};
const harbour: Company = {
  id: 'harbour',
  name: 'Harbour Light Holdings Limited',
  nameZh: '港燈控股有限公司',
  langKey: 'zh-hk',
  version: 1,
  compPeriods: [],
  pendingFirstYear: { start: '2026-01-01', end: '2026-12-31', requestedAt: '2026-01-05T00:00:00.000Z' },
};
const noPages = { currentPageIndex: 1, pagesCount: 1, openEnd: false, onChange: () => undefined };
const renderTable = (companies: Company[], language: 'en' | 'hk' | 'cn') =>
  renderWidget(
    <CompaniesTable
      companies={companies}
      loading={false}
      selected={undefined}
      onSelect={() => undefined}
      actions={null}
      pagination={noPages}
      error={undefined}
    />,
    { language },
  );

describe("the platform's companies", () => {
  it.each([
    ['en', 'First year end', 'Awaiting approval'],
    ['hk', '首個年結日', '等待批准'],
    ['cn', '首个年结日', '等待批准'],
  ] as const)(
    'shows each company’s first reporting year, or the one it asked for awaiting approval (%s)',
    (language, header, awaiting) => {
      const { page } = renderTable([acme, harbour], language);
      const table = page.findTable()!;
      const column = table.findColumnHeaders().findIndex((h) => h.getElement().textContent === header) + 1;
      expect(column).toBeGreaterThan(0);
      expect(table.findBodyCell(1, column)!.getElement().textContent).toBe('31-12-2024');
      expect(table.findBodyCell(2, column)!.getElement().textContent).toBe(`31-12-2026 ${awaiting}`);
    },
  );

  it.each([
    ['hk', '港燈控股有限公司', 'zh-HK'],
    ['cn', '港灯控股有限公司', 'zh-CN'],
  ] as const)('names a company in Chinese in the reader’s script (%s)', async (language, shown, lang) => {
    renderTable([harbour], language);
    expect((await screen.findByText(shown)).getAttribute('lang')).toBe(lang);
  });
});
