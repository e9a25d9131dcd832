import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { companyRoutes } from '@esg/core/contract/company';
import { pageDataRoutes } from '@esg/core/contract/background';
import { filesRoutes } from '@esg/core/contract/files';
import { formsRoutes } from '@esg/core/contract/forms';
import { pageByKey } from '@esg/core/pages/index';
import { fakeApi } from '../../test/fakeApi';
import { renderWidget } from '../../test/render';
import { storedSession } from '../../test/session';
import { CataloguePage } from './CataloguePage';
import { openPeriod, YEAR } from './pageFixtures';

function open(pageKey: string, ruleSet: '2020' | '2025', language: 'en' | 'hk' | 'cn' = 'en') {
  const page = pageByKey(pageKey)!;
  storedSession({
    privileges: ['company:read', 'company:write'],
    company: { id: 'globex', name: 'Globex' },
    year: YEAR,
  });
  fakeApi.on(companyRoutes.listPeriods, () => [openPeriod(ruleSet)]);
  fakeApi.on(pageDataRoutes.getPageData, ({ params }) => ({
    pageKey: params.pageKey,
    yearEnd: params.year,
    values: {},
    version: 0,
    locked: false,
  }));
  fakeApi.on(formsRoutes.fieldConfigsByYear, ({ params }) => ({
    page: { key: page.key, route: page.route, modulePath: page.route, titleKey: page.key },
    yearEnd: params.year,
    fields: [],
  }));
  fakeApi.on(filesRoutes.listEvidence, () => []);
  const Panel = ({ year }: { year: string }) => <p>Panel of {year}</p>;
  return renderWidget(<CataloguePage page={page} panel={{ Panel }} />, { path: page.route, language });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('CataloguePage (ADR 0080)', () => {
  it('draws the page by its module: its title, the form of the year, then its own panel', async () => {
    open('board_statement', '2020', 'hk');
    expect(await screen.findByRole('heading', { level: 1, name: '董事會聲明' })).toBeTruthy();
    const save = await screen.findByRole('button', { name: '儲存' });
    const panel = screen.getByText(`Panel of ${YEAR}`);
    expect(save.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says a Climate page is not in a year under the 2020 rules, and shows no form', async () => {
    open('climate_governance', '2020');
    expect(await screen.findByText(/do not include this page/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
