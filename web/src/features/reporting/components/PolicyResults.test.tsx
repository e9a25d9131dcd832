import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { backgroundPagesRoutes } from '@esg/core/contract/backgroundPages';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { PolicyResults } from './PolicyResults';

const YEAR = '2025-12-31';
const unanswered = { answer: null, policyName: null, coverage: null, compliance: null, reason: null };
const policy = (aspect: string, en: string, hk: string, part: 'environmental' | 'social' = 'environmental') => ({
  fieldId: `${aspect}-GD`,
  code: `${aspect}-GD`,
  aspect,
  part,
  title: en,
  labels: { en, hk, cn: hk },
});
const POLICY_CATALOGUE = [
  policy('A1', 'Emissions', '排放物'),
  policy('A2', 'Use of resources', '資源使用'),
  policy('A3', 'The environment and natural resources', '環境及天然資源'),
  policy('B1', 'Employment', '僱傭', 'social'),
];

/** `/reporting/policies_result`: every HKEX aspect's policy answer of the year, in the reader's language. */
describe('policy results', () => {
  it('lists every aspect with its answer, the Yes details and the reason for not disclosing', async () => {
    const [first, second, third] = POLICY_CATALOGUE;
    fakeApi.on(backgroundPagesRoutes.policyCombinations, () => ({
      yearEnd: YEAR,
      version: 3,
      locked: false,
      policies: POLICY_CATALOGUE.map((p) =>
        p === first
          ? {
              ...p,
              answer: 1 as const,
              policyName: 'Emission policy',
              coverage: 'All sites',
              compliance: 'APCO',
              reason: null,
            }
          : p === second
            ? { ...p, ...unanswered, answer: -1 as const, reason: 'Under review' }
            : p === third
              ? { ...p, ...unanswered, answer: 0 as const }
              : { ...p, ...unanswered },
      ),
    }));
    const { page } = renderWidget(<PolicyResults year={YEAR} />);
    const table = page.findTable()!;
    await waitFor(() => expect(table.findRows()).toHaveLength(POLICY_CATALOGUE.length));
    expect(fakeApi.calls(backgroundPagesRoutes.policyCombinations)).toEqual([{ params: { year: YEAR } }]);
    const row = (i: number) => table.findRows()[i]!.getElement().textContent;
    expect(row(0)).toBe('A1 EmissionsYesEmission policyAll sitesAPCO');
    expect(row(1)).toBe('A2 Use of resourcesNot to discloseUnder review');
    expect(row(2)).toBe('A3 The environment and natural resourcesNo');
    expect(row(3)).toBe('B1 EmploymentNot answered');
    expect(table.findHeaderSlot()!.getElement().textContent).toContain('(3/4)');
  });

  it('shows the headings and answers in Traditional Chinese', async () => {
    fakeApi.on(backgroundPagesRoutes.policyCombinations, () => ({
      yearEnd: YEAR,
      version: 0,
      locked: false,
      policies: POLICY_CATALOGUE.map((p) => ({ ...p, ...unanswered })),
    }));
    const { page } = renderWidget(<PolicyResults year={YEAR} />, { language: 'hk' });
    const table = page.findTable()!;
    await waitFor(() => expect(table.findRows()).toHaveLength(POLICY_CATALOGUE.length));
    expect(table.findHeaderSlot()!.getElement().textContent).toContain('各層面的政策');
    expect(table.findRows()[0]!.getElement().textContent).toContain('A1 排放物');
    expect(table.findRows()[0]!.getElement().textContent).toContain('未回答');
  });
});
