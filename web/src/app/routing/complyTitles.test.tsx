import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { companyRoutes } from '@esg/core/contract/company';
import { fakeApi } from '../../test/fakeApi';
import { renderWidget } from '../../test/render';
import { storedSession } from '../../test/session';
import { openPeriod, stubPageApi, YEAR } from '../../forms/pageData/pageFixtures';
import { PAGE_LOADERS } from './pageRegistry';

/**
 * The comply tab as the app loads a page (ADR 0144): the declarations label a choice by its provision's code
 * alone, and the page the registry loads labels it by code and title, in the reader's language.
 */
async function open(route: string, language: 'en' | 'hk' | 'cn') {
  storedSession({
    privileges: ['company:read', 'company:write'],
    company: { id: 'globex', name: 'Globex' },
    year: YEAR,
  });
  fakeApi.on(companyRoutes.listPeriods, () => [openPeriod('2025')]);
  stubPageApi({ key: route.split('/').pop()!, route });
  const Screen = await PAGE_LOADERS[route]!();
  const view = renderWidget(createElement(Screen), { path: route, language });
  const tab = { en: 'Comply or explain', hk: '不遵守就解釋', cn: '不遵守就解释' }[language];
  await view.user.click(await screen.findByRole('tab', { name: tab }));
  return createWrapper(document.body)
    .findAllFormFields()
    .map((f) => f.findLabel()?.getElement().textContent ?? '');
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the comply tab of a page the registry loads (ADR 0144)', () => {
  it.each([
    ['en', 'B1.1 Total workforce by gender, employment type (e.g. full-/part-time), age group and geographical region'],
    ['hk', 'B1.1 按性別、僱傭類型（如全職或兼職）、年齡組別及地區劃分的僱員總數'],
    ['cn', 'B1.1 按性别、雇佣类型（如全职或兼职）、年龄组别及地区划分的雇员总数'],
  ] as const)('labels each choice by its provision’s code and title (%s)', async (language, b11) => {
    const labels = await open('/social/employment', language);
    expect(labels).toContain(b11);
    expect(labels.filter((l) => /^B1(-GD|\.\d) \S/.test(l))).toHaveLength(3);
    expect(labels).not.toContain('B1.1');
  });
});
