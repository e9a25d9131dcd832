import { screen } from '@testing-library/react';
import { withProvisionTitles } from '@esg/core/catalogue/provisionTitle';
import type { DataPage } from '@esg/core/catalogue/dataPage';
import { pageByKey } from '@esg/core/pages/index';
import { pageDataRoutes } from '@esg/core/contract/background';
import { filesRoutes } from '@esg/core/contract/files';
import { formsRoutes } from '@esg/core/contract/forms';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { MatrixView } from '@esg/core/schemas/questionnaire';
import type { FileView } from '@esg/core/schemas/files';
import { fakeApi } from '../../test/fakeApi';
import { renderWidget } from '../../test/render';
import { storedSession } from '../../test/session';
import type { Values } from '../paths';
import { PageDataYear } from './PageDataYear';

/** Globex's open year, as the demo seeds it. */
export const YEAR = '2026-03-31';
/** That year's period (GET /api/company/periods), open, under the given HKEX rule set. */
export const openPeriod = (ruleSet: '2020' | '2025') => ({
  id: 'P1',
  yearEnd: YEAR,
  financialYearStartDate: '2025-04-01',
  financialYearEndDate: YEAR,
  startDate: '2025-04-01',
  endDate: YEAR,
  printed: false,
  ruleSet,
  version: 1,
});
export const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';

/** The board statement as another user stored it meanwhile: what a 409 carries (ADR 0083). */
export const storedPage = (values: Values, version: number) => ({
  pageKey: 'board_statement',
  yearEnd: YEAR,
  values,
  version,
  locked: false,
});

/** PUT page-data answers with what was sent, one version on. */
export function storeWhatIsSent() {
  fakeApi.on(pageDataRoutes.putPageData, ({ params, body }) => ({
    pageKey: params.pageKey,
    yearEnd: params.year,
    values: body.values,
    version: body.version + 1,
    locked: false,
  }));
}

/** A company user with company:write, as `sessionStore.save` keeps it (the editor reads the privilege). */
function signInWriter() {
  storedSession({
    privileges: ['company:read', 'company:write'],
    company: { id: 'globex', name: 'Globex' },
    login: 'globex.admin',
  });
}

interface Stored {
  values?: Values;
  version?: number;
  language?: 'en' | 'hk' | 'cn';
  /** The company's language (ADR 0096): what a one-language answer is. */
  companyLanguage?: 'en' | 'hk' | 'cn';
  /** The page's evidence files (GET /api/evidence/{year}?page=). */
  evidence?: FileView[];
  /** The year's materiality matrix (GET /api/materiality/{year}); by default nobody has answered. */
  matrix?: MatrixView;
  /** Last year's answers on the page, when it has a last year. */
  lastYear?: { yearEnd: string; values: Values; version: number };
}

const NO_ANSWERS: MatrixView = {
  yearEnd: YEAR,
  threshold: 5.5,
  asked: 0,
  answered: 0,
  firstAnswer: null,
  lastAnswer: null,
  points: [],
};

/**
 * The API a catalogue page of the year calls, stubbed: GET page-data answers `values` at `version`, the company
 * shows every field, the page's evidence and the year's materiality matrix as given.
 */
export function stubPageApi(
  page: Pick<DataPage, 'key' | 'route'>,
  { values = {}, version = 0, evidence = [], matrix = NO_ANSWERS, lastYear, companyLanguage }: Stored = {},
) {
  fakeApi.on(pageDataRoutes.getPageData, ({ params }) => ({
    pageKey: params.pageKey,
    yearEnd: params.year,
    values,
    version,
    locked: false,
    ...(companyLanguage ? { companyLanguage } : {}),
    ...(lastYear ? { lastYear } : {}),
  }));
  fakeApi.on(formsRoutes.fieldConfigsByYear, ({ params }) => ({
    page: { key: page.key, route: page.route, modulePath: page.route, titleKey: page.key },
    yearEnd: params.year,
    fields: [],
  }));
  fakeApi.on(filesRoutes.listEvidence, () => evidence);
  fakeApi.on(questionnaireRoutes.materialityMatrix, () => matrix);
}

/**
 * A catalogue page of the year as PageDataYear loads it (stubPageApi). Resolves once the form (its Save button)
 * is there.
 */
export async function openPage(pageKey: string, stored: Stored = {}) {
  const declared = pageByKey(pageKey);
  if (!declared) throw new Error(`no page ${pageKey}`);
  // As the app loads it (cataloguePage): the comply choices labelled by their provisions' titles (ADR 0144).
  const page = withProvisionTitles(declared);
  const language = stored.language ?? 'en';
  signInWriter();
  stubPageApi(page, stored);
  const view = renderWidget(<PageDataYear page={page} year={YEAR} />, { path: page.route, language });
  const save = await screen.findByRole('button', { name: { en: 'Save', hk: '儲存', cn: '保存' }[language] });
  return { ...view, save };
}
