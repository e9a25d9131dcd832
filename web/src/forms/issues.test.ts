import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES_CHINESE } from '@esg/core/catalogue/messagesChinese';
import { keepCatalogueChinese } from '../i18n/catalogueText';
import { pageByKey } from '@esg/core/pages/index';
import { checkAnswers, issuesAt, issuesOfReply, issueText, type FormIssue } from './issues';
import { placeOf, type PathWords } from './locate';

const policies = pageByKey('policies')!;
const boundaries = pageByKey('reporting_boundaries')!;
const words: PathWords = {
  row: (n) => `Row ${n}`,
  reason: 'Reason',
  language: { en: 'English', hk: 'Traditional Chinese', cn: 'Simplified Chinese' },
};

describe('the same check the API runs, from the declaration', () => {
  // As after a switch to hk or cn, which loads the catalogue's Chinese (web/src/i18n/chinese.ts).
  beforeAll(() => keepCatalogueChinese(CATALOGUE_MESSAGES_CHINESE));

  it('says what the spec’s validation rules say about yes / no / not to disclose', () => {
    const issues = checkAnswers(policies, {
      emissions: { answer: -1, reason: '' },
      useOfResources: { answer: 1, details: {} },
    });
    const byPath = new Map(issues.map((i) => [i.path, i.code]));
    expect(byPath.get('emissions.reason')).toBe('ntdReason');
    expect(byPath.get('useOfResources.details.useOfResourcesName')).toBe('fillUnderYes');
    // A policy question left unanswered is no issue: the page saves what is answered (ADR 0088).
    expect(byPath.has('climateChange')).toBe(false);
    expect(checkAnswers(boundaries, { locations: [] })).toContainEqual(
      expect.objectContaining({ path: 'locations', code: 'addDetail' }),
    );
  });

  it('translates catalogue keys and shows any other text as sent', () => {
    const ntd: FormIssue = { path: 'emissions.reason', code: 'ntdReason', message: 'x' };
    expect(issueText(ntd, 'hk')).toBe('請說明不披露的原因。');
    expect(issueText({ path: 'a', code: 'min', message: 'x', params: { min: '1' } }, 'en')).toBe(
      'This field should be at least 1.',
    );
    expect(issueText({ path: 'body', code: 'VALIDATION', message: 'Expected an object' }, 'cn')).toBe(
      'Expected an object',
    );
  });
});

describe('placing issues', () => {
  const issues: FormIssue[] = [
    { path: 'emissions', code: 'chooseYesNo', message: '' },
    { path: 'naturalResources.answer', code: 'chooseYesNo', message: '' },
    { path: 'emissions.details.emissionsName', code: 'fillUnderYes', message: '' },
    { path: 'groups.0.channels.1', code: 'notInList', message: '' },
  ];

  it('gives a question its own and its answer’s issues, a scalar everything under it', () => {
    expect(issuesAt(issues, 'emissions', 'self').map((i) => i.path)).toEqual(['emissions']);
    expect(issuesAt(issues, 'naturalResources', 'self')).toHaveLength(1);
    expect(issuesAt(issues, 'groups.0.channels', 'subtree').map((i) => i.code)).toEqual(['notInList']);
    expect(issuesAt(issues, 'groups.0.channel', 'subtree')).toEqual([]);
  });

  it('reads the API’s 400 body and ignores anything else', () => {
    const body = { data: { issues: [{ path: 'a', code: 'missingInput', message: 'Missing input.' }, 'junk'] } };
    expect(issuesOfReply(body)).toEqual([{ path: 'a', code: 'missingInput', message: 'Missing input.' }]);
    expect(issuesOfReply(undefined)).toEqual([]);
  });

  it('names where an issue is, in the interface language, with the tab to open', () => {
    expect(placeOf(boundaries, 'locations.1.name', 'en', words)).toEqual({
      tabId: 'boundaryTab',
      label: 'Locations in scope › Row 2 › Name',
    });
    expect(placeOf(policies, 'employment.details.employmentName', 'cn', words)).toEqual({
      tabId: 'socialTab',
      label: '公司有否制定雇佣政策？ › 政策名称',
    });
    expect(placeOf(policies, 'emissions.reason', 'en', words).label).toBe(
      'Does the company have a policy on emissions? › Reason',
    );
    expect(placeOf(policies, 'surprise', 'en', words)).toEqual({ tabId: undefined, label: 'surprise' });
    // A translatable text names the language that is wrong (a 5,001-character Chinese text, ADR 0096).
    expect(placeOf(pageByKey('board_statement')!, 'boardOversight.hk', 'en', words).label).toBe(
      "The board's oversight of ESG issues › Traditional Chinese",
    );
    expect(placeOf(boundaries, 'locations.1.name.en', 'en', words).label).toBe(
      'Locations in scope › Row 2 › Name › English',
    );
  });
});
