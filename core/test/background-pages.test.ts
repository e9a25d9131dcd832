import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPage } from '../src/catalogue/check';
import { REFERENCE_LISTS } from '../src/catalogue/lists';
import { allFields, fieldsOf, type PageDeclaration } from '../src/catalogue/page';
import { sortBusinessNatures, BUSINESS_NATURES } from '../src/pages/background/businessNature';
import { pageByKey, pageByRoute } from '../src/pages/index';
import { validatePage } from '../src/catalogue/schema/page';
import type { Field } from '../src/catalogue/types';
import { fieldViews } from '../src/domain/forms/fields';
import { pageAtModulePath, modulePathOf } from '../src/domain/forms/modulePath';
import { mandatoryByPath, mandatoryCodes } from '../src/domain/forms/obligations';
import { parseGiven, withDerived } from '../src/domain/pageData/answers';
import { adjustCopy, ruleIssues } from '../src/domain/pageData/rules';
import type { PeriodRecord } from '../src/domain/records';

const BACKGROUND = [
  'company_information',
  'reporting_boundaries',
  'board_statement',
  'risk_management',
  'policies',
  'stakeholder',
];
const pages = BACKGROUND.map((key) => pageByKey(key)!);

/** A valid answer per field, where it sits deciding what may be left out (page level: optional unless declared). */
function answer(f: Field, nested: boolean): fc.Arbitrary<unknown> {
  const required =
    (f.validation?.required ?? (nested || f.kind === 'yesNoNtd')) ||
    (f.validation?.minItems ?? 0) > 0 ||
    (f.kind === 'table' && (f.minRows ?? 0) > 0);
  const filled = ((): fc.Arbitrary<unknown> => {
    switch (f.kind) {
      case 'text':
      case 'longText':
        return f.validation?.pattern
          ? fc
              .stringMatching(new RegExp(`^(?:${f.validation.pattern})$`, 'u'))
              .filter((s) => s.length >= (f.validation?.minLength ?? 1) && s.length <= (f.validation?.maxLength ?? 500))
          : fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '');
      case 'number':
        return fc.nat({ max: 10_000 }).map((n) => String(n + 1));
      case 'date':
        return fc.constantFrom('2024-02-29', '2025-01-01', '2025-12-31');
      case 'select':
        return fc.constantFrom(...REFERENCE_LISTS[f.list]!.map((o) => o.value));
      case 'multiSelect':
        return fc.uniqueArray(fc.constantFrom(...REFERENCE_LISTS[f.list]!.map((o) => o.value)), { minLength: 1 });
      case 'table': {
        const row = record(f.columns, true);
        const { uniqueBy } = f;
        const min = Math.max(f.minRows ?? 0, 1);
        const rows = uniqueBy
          ? fc.uniqueArray(row, {
              minLength: min,
              maxLength: 3,
              selector: (r) => JSON.stringify(uniqueBy.map((u) => r[u])),
            })
          : fc.array(row, { minLength: min, maxLength: 3 });
        const seq = f.sequenceColumn;
        return seq ? rows.map((rs) => rs.map((r, i) => ({ ...r, [seq]: String(i + 1) }))) : rows;
      }
      case 'yesNoNtd':
        return fc.oneof(
          fc.constant({ answer: 0 }),
          fc
            .string({ minLength: 1, maxLength: 30 })
            .filter((s) => s.trim() !== '')
            .map((reason) => ({ answer: -1, reason })),
          record((f.details ?? []) as Field[], true).map((details) => ({ answer: 1, details })),
        );
      default:
        throw new Error(`no arbitrary for ${f.kind}`);
    }
  })();
  return required ? filled : fc.option(filled, { nil: undefined });
}

const record = (fields: readonly Field[], nested: boolean): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(...fields.map((f) => answer(f, nested)))
    .map((vs) => Object.fromEntries(fields.map((f, i) => [f.id, vs[i]]).filter(([, v]) => v !== undefined)));

/**
 * Answers the page's cross-field rules accept too: the year runs forwards, an 'other' nature is described, a
 * provision explained or marked not applicable has its reason (ADR 0072).
 */
const withReasons = (page: PageDeclaration, v: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(v).concat(
      (page.explains ?? []).flatMap((e) =>
        v[e.choice] !== undefined && v[e.choice] !== 'answered' && !v[e.reason] ? [[e.reason, 'A reason.']] : [],
      ),
    ),
  );
const valid = (page: PageDeclaration) =>
  record(fieldsOf(page), false).map((v) =>
    page.key === 'company_information'
      ? { ...v, financialYearStartDate: '2025-01-01', financialYearEndDate: '2025-12-31', businessNatureOther: 'x' }
      : withReasons(page, v),
  );

const period = { yearEnd: '2025-12-31', financialYearStartDate: '2025-01-01', financialYearEndDate: '2025-12-31' };
const inYear = period as PeriodRecord;

describe.each(pages.map((p) => [p.key, p] as const))('background page %s', (_key, page) => {
  it('is declared well, registered by key and route, and found by its module path', () => {
    expect(checkPage(page)).toEqual([]);
    expect(page.route.startsWith('/background/')).toBe(true);
    expect(pageByRoute(page.route)).toBe(page);
    expect(pageAtModulePath(modulePathOf(page.route))).toBe(page);
    expect(
      allFields(page).some(({ field }) => (field.provisions ?? []).length > 0 || page.key === 'company_information'),
    ).toBe(true);
  });

  it('accepts generated valid answers unchanged, with no rule issue, and keeps them through a derive', () => {
    fc.assert(
      fc.property(valid(page), (values) => {
        const result = validatePage(page, values);
        expect(result.ok ? [] : result.issues).toEqual([]);
        if (!result.ok) return;
        expect(result.value).toEqual(values);
        expect(ruleIssues(page, { values: result.value, period: inYear })).toEqual([]);
        expect(withDerived(page, result.value, {}).values).toEqual(values);
        expect(parseGiven(page, values, {})).toEqual({ value: values, issues: [] });
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('refuses a wrong type in any answer with an issue at that field, never a throw', () => {
    const wrong = valid(page).chain((values) =>
      fc.tuple(
        fc.constant(values),
        fc.constantFrom(...fieldsOf(page).map((f) => f.id)),
        fc.constantFrom(42, true, {}, [1]),
      ),
    );
    fc.assert(
      fc.property(wrong, ([values, id, bad]) => {
        const result = validatePage(page, { ...values, [id]: bad });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.issues.some((i) => i.path === id || i.path.startsWith(`${id}.`))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('serves every field with the path the payload uses', () => {
    const paths = (fs: { path: string; columns?: unknown[]; details?: unknown[] }[]): string[] =>
      fs.flatMap((f) => [f.path, ...paths((f.columns ?? f.details ?? []) as typeof fs)]);
    expect(paths(fieldViews(page).fields).sort()).toEqual(
      allFields(page)
        .map((f) => f.path)
        .sort(),
    );
  });
});

describe('the Background declarations', () => {
  it('ask one policy question per HKEX aspect, fed to its general disclosure', () => {
    const codes = fieldsOf(pageByKey('policies')!).flatMap((f) => f.provisions ?? []);
    expect(codes).toEqual(
      ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'].map((a) => `${a}-GD`),
    );
    const silent = validatePage(pageByKey('policies')!, { emissions: { answer: -1, reason: '' } });
    expect(silent.ok ? [] : silent.issues.map((i) => `${i.path} ${i.code}`)).toContain('emissions.reason ntdReason');
  });

  it('cover the three parts of the board statement as mandatory items', () => {
    const mandatory = mandatoryByPath(pageByKey('board_statement')!, mandatoryCodes(['2020']));
    expect([...mandatory.entries()]).toEqual([
      ['boardOversight', ['MDR-GOV']],
      ['managementApproach', ['MDR-GOV']],
      ['progressReview', ['MDR-GOV']],
      // The board's approval date frames the report; it is no provision of the Code (ADR 0073).
      ['approvedOn', []],
    ]);
  });

  it('list business natures as the spec’s entities sort them: other last, then parent name, then value', () => {
    expect(BUSINESS_NATURES.at(-1)!.value).toBe('other');
    fc.assert(
      fc.property(fc.shuffledSubarray([...BUSINESS_NATURES]), (subset) => {
        const sorted = sortBusinessNatures(subset);
        const firstOther = sorted.findIndex((n) => n.isOther);
        if (firstOther >= 0) expect(sorted.slice(firstOther).every((n) => n.isOther)).toBe(true);
        expect(sortBusinessNatures([...sorted].reverse())).toEqual(sorted);
        expect(sorted.filter((n) => !n.isOther)).toEqual(
          BUSINESS_NATURES.filter((n) => subset.includes(n) && !n.isOther),
        );
      }),
    );
  });

  it('ask why the boundary changed, and copy company information into this year’s financial year', () => {
    const row = (name: string, inBoundary = 'yes') => ({ name, inBoundary });
    const lastYear = { locations: [row('HQ'), row('Shop')] };
    const values = { locations: [row('HQ'), row('Shop', 'no')] };
    expect(ruleIssues(pageByKey('reporting_boundaries')!, { values, period: inYear, lastYear })).toEqual([
      { path: 'boundaryChangeReason', code: 'missingInput', message: 'Missing input.' },
    ]);
    const reasoned = { ...values, boundaryChangeReason: 'Shop closed.' };
    expect(ruleIssues(pageByKey('reporting_boundaries')!, { values: reasoned, period: inYear, lastYear })).toEqual([]);
    expect(ruleIssues(pageByKey('reporting_boundaries')!, { values, period: inYear })).toEqual([]);
    const copied = adjustCopy(pageByKey('company_information')!, { financialYearEndDate: '2024-12-31' }, inYear);
    expect(copied).toEqual({ financialYearStartDate: '2025-01-01', financialYearEndDate: '2025-12-31' });
  });
});
