import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATALOGUE_MESSAGES, keyOfMessage, messageText, type CatalogueMessageKey } from '../src/catalogue/messages';
import { CATALOGUE_MESSAGES_CHINESE, messageIn } from '../src/catalogue/messagesChinese';
import { untranslated } from '../src/lib/chinese';
import type { PageDeclaration } from '../src/catalogue/page';
import type { PagePayload } from '../src/catalogue/values';
import { antiCorruption } from '../src/pages/social/antiCorruption';
import { communityInvestment } from '../src/pages/social/communityInvestment';
import { stakeholder } from '../src/pages/background/stakeholder';
import { water } from '../src/pages/environmental/water';
import { validatePage } from '../src/catalogue/schema/page';
import { formRuleIssues } from '../src/pages/formRules';

const issues = (page: PageDeclaration, payload: unknown) => {
  const r = validatePage(page, payload, { lists: { locations: ['hq'] } });
  return r.ok ? [] : r.issues.map(({ path, code, message }) => ({ path, code, message }));
};
/** The single issue a payload gets, so each case shows the message its input produces and nothing else. */
const only = (page: PageDeclaration, payload: unknown) => {
  const found = issues(page, payload);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const expectIssue = (page: PageDeclaration, payload: unknown, path: string, code: CatalogueMessageKey, en: string) => {
  expect(only(page, payload)).toEqual({ path, code, message: en });
  expect(messageText(code)).toBe(en);
};

const caseRow = { caseReference: 'ICAC-1', concludedOn: '2025-03-31', outcome: 'Dismissed' };
const corruption = (q: unknown) => ({ anyCorruptionCase: q, staffTraining: { answer: 0 } });
const community = (contribution: unknown, activity: unknown = { answer: 0 }) =>
  ({ anyContribution: contribution, anyCharitableActivity: activity }) as PagePayload;
const group = (priority: string, g: string, more: object = {}) => ({
  priority,
  group: g,
  channels: ['meetings'],
  activities: ['training'],
  ...more,
});

describe('yes / no / not to disclose', () => {
  it('accepts exactly 1, 0 and -1 as the answer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(1, 0, -1), fc.jsonValue()), (answer) => {
        const q = answer === -1 ? { answer, reason: 'Legal advice pending' } : { answer };
        const accepted =
          issues(
            antiCorruption,
            corruption(answer === 1 ? { ...q, details: { concludedCases: '1', cases: [caseRow] } } : q),
          ).length === 0;
        expect(accepted).toBe(answer === 1 || answer === 0 || answer === -1);
      }),
    );
  });

  it('asks to choose when there is no answer, or an answer that is none of the three', () => {
    const en = 'Please choose Yes, No or Not to disclose and fill related info.';
    expectIssue(antiCorruption, { staffTraining: { answer: 0 } }, 'anyCorruptionCase', 'chooseYesNo', en);
    expectIssue(antiCorruption, corruption(null), 'anyCorruptionCase', 'chooseYesNo', en);
    expectIssue(antiCorruption, corruption({}), 'anyCorruptionCase.answer', 'chooseYesNo', en);
    expectIssue(antiCorruption, corruption({ answer: 2 }), 'anyCorruptionCase.answer', 'chooseYesNo', en);
    expectIssue(
      antiCorruption,
      corruption({ answer: '1' }),
      'anyCorruptionCase.answer',
      'incorrectType',
      'Incorrect type of input.',
    );
  });

  it('asks for the reason of a Not to disclose, and keeps the reason it was given', () => {
    const en = 'Please state the reason for not disclosing.';
    for (const reason of [undefined, null, '', '   '])
      expectIssue(antiCorruption, corruption({ answer: -1, reason }), 'anyCorruptionCase.reason', 'ntdReason', en);
    const r = validatePage(
      antiCorruption,
      corruption({ answer: -1, reason: 'Under investigation', details: { x: 1 } }),
    );
    expect(r.ok && r.value.anyCorruptionCase).toEqual({ answer: -1, reason: 'Under investigation' });
  });

  it('asks to fill the fields under Yes when a number there is empty or zero', () => {
    const en = 'Please fill the fields under Yes.';
    const path = 'anyCorruptionCase.details.concludedCases';
    for (const concludedCases of ['', '0', '0.0', undefined, null])
      expectIssue(
        antiCorruption,
        corruption({ answer: 1, details: { concludedCases, cases: [caseRow] } }),
        path,
        'fillUnderYes',
        en,
      );
  });

  it('drops what was typed under another answer, so a No carries no stale details', () => {
    const r = validatePage(antiCorruption, corruption({ answer: 0, reason: 'x', details: { concludedCases: 'bad' } }));
    expect(r.ok && r.value.anyCorruptionCase).toEqual({ answer: 0 });
  });
});

describe('the other spec messages, each from the input that calls for it', () => {
  it('tables: add at least one detail; missing input in details; duplicated item', () => {
    const yes = (cases: unknown[]) => corruption({ answer: 1, details: { concludedCases: '2', cases } });
    expectIssue(
      antiCorruption,
      yes([]),
      'anyCorruptionCase.details.cases',
      'addDetail',
      'Please add at least one detail.',
    );
    const { outcome: _o, ...noOutcome } = caseRow;
    const path = 'anyCorruptionCase.details.cases.0.outcome';
    expectIssue(antiCorruption, yes([noOutcome]), path, 'missingInDetails', 'Missing input in details.');
    expectIssue(
      antiCorruption,
      yes([{ ...caseRow, outcome: ' ' }]),
      path,
      'missingInDetails',
      'Missing input in details.',
    );
    const dup = 'Duplicated item or missing input.';
    expectIssue(
      antiCorruption,
      yes([caseRow, caseRow]),
      'anyCorruptionCase.details.cases.1.caseReference',
      'duplicatedOrMissing',
      dup,
    );
  });

  it('addresses and focus areas', () => {
    const activity = {
      activity: 'Beach clean-up',
      channel: 'staffVolunteering',
      focusArea: 'environment',
      heldOn: '2025-06-05',
      hours: '120',
    };
    const venues = { answer: 1, details: { activities: [activity], venues: [] } };
    const en = 'Please add at least one address.';
    expectIssue(
      communityInvestment,
      community({ answer: 0 }, venues),
      'anyCharitableActivity.details.venues',
      'addAddress',
      en,
    );
    const noActivity = { answer: 1, details: { activities: [], venues: [{ address: '1 Harbour Road' }] } };
    const channelEn = 'Please select at least one channel and one activity.';
    const activities = 'anyCharitableActivity.details.activities';
    expectIssue(
      communityInvestment,
      community({ answer: 0 }, noActivity),
      activities,
      'selectChannelActivity',
      channelEn,
    );
    const { channel: _c, ...noChannel } = activity;
    const withoutChannel = { answer: 1, details: { activities: [noChannel], venues: [{ address: '1 Harbour Road' }] } };
    const cell = `${activities}.0.channel`;
    expectIssue(
      communityInvestment,
      community({ answer: 0 }, withoutChannel),
      cell,
      'missingInDetails',
      'Missing input in details.',
    );
    // Focus areas are a rule across the page's answers (either question answered Yes needs one).
    const given = { answer: 1, details: { donations: '5000', volunteerHours: '12' } };
    const areaEn = 'Please select at least one focus area.';
    const focus = { path: 'focusAreas', code: 'selectFocusArea', message: areaEn };
    expect(formRuleIssues(communityInvestment, { ...community(given), focusAreas: [] })).toEqual([focus]);
    expect(formRuleIssues(communityInvestment, community({ answer: 0 }, venues))).toEqual([focus]);
    expect(formRuleIssues(communityInvestment, { ...community(given), focusAreas: ['health'] })).toEqual([]);
    expect(formRuleIssues(communityInvestment, community({ answer: -1, reason: 'Group policy' }))).toEqual([]);
    expect(messageIn('selectFocusArea', 'hk')).toBe('請至少選擇一個重點範疇。');
  });

  it('stakeholders: one channel and one activity; duplicates; sequence gaps and repeats', () => {
    const en = 'Please select at least one channel and one activity.';
    expectIssue(
      stakeholder,
      { groups: [group('1', 'employees', { channels: [] })] },
      'groups.0.channels',
      'selectChannelActivity',
      en,
    );
    expectIssue(
      stakeholder,
      { groups: [group('1', 'employees', { activities: [] })] },
      'groups.0.activities',
      'selectChannelActivity',
      en,
    );
    const dup = 'Duplicated item or missing input.';
    expectIssue(
      stakeholder,
      { groups: [group('1', 'employees'), group('2', 'employees')] },
      'groups.1.group',
      'duplicatedOrMissing',
      dup,
    );
    const twice = group('1', 'media', { channels: ['email', 'email'] });
    expectIssue(stakeholder, { groups: [twice] }, 'groups.0.channels.1', 'duplicatedOrMissing', dup);
    const gap = { groups: [group('1', 'employees'), group('3', 'media')] };
    expectIssue(stakeholder, gap, 'groups.1.priority', 'missingSequence', 'Missing sequence.');
    const again = { groups: [group('1', 'employees'), group('1', 'media')] };
    expectIssue(stakeholder, again, 'groups.1.priority', 'duplicatedSequence', 'Duplicated sequence.');
  });

  it('missing input and incorrect type of input', () => {
    const row = { keys: { source: 'municipal' }, months: Array(12).fill('') };
    expectIssue(water, { consumption: [row] }, 'consumption.0.keys.location', 'missingInput', 'Missing input.');
    expectIssue(water, { floorArea: 1200 }, 'floorArea', 'incorrectType', 'Incorrect type of input.');
    const short = { keys: { location: 'hq', source: 'municipal' }, months: ['1'] };
    expectIssue(water, { consumption: [short] }, 'consumption.0.months', 'incorrectType', 'Incorrect type of input.');
  });

  it('numbers take digits and one decimal point only, non-negative unless declared otherwise', () => {
    for (const bad of ['1.2.3', '1,000', '1e3', '+1', '.5', '5.', ' 5', 'four', 'abc12'])
      expect(only(water, { floorArea: bad })).toMatchObject({
        code: 'numberFormat',
        message: 'Please enter digits and at most one decimal point.',
      });
    // Full-width digits (a Chinese input method's full-width mode) are digits: named as such, never rewritten.
    for (const wide of ['１２', '１２．５'])
      expect(only(water, { floorArea: wide })).toMatchObject({
        code: 'halfWidthDigits',
        message: 'Please type the number with half-width digits (12, not １２).',
      });
    // The field's own rule, not "not digits": a minus where negatives make no sense, 400 digits.
    expect(only(water, { floorArea: '-50' })).toMatchObject({
      code: 'min',
      message: 'This field should be at least 0.',
    });
    expect(only(water, { floorArea: '9'.repeat(400) })).toMatchObject({
      code: 'maxLength',
      message: 'This field cannot be longer than 30 characters.',
    });
    expect(issues(water, { floorArea: '1250.75' })).toEqual([]);
    expect(only(water, { floorArea: '12', intensity: '-0.5', unknown: 1 })).toEqual({
      path: 'unknown',
      code: 'unknownField',
      message: 'This field is not part of the form.',
    });
    const training = { answer: 1, details: { trainingHours: '3', participants: '2.5', audiences: ['staff'] } };
    expect(only(antiCorruption, { ...corruption({ answer: 0 }), staffTraining: training }).code).toBe('wholeNumber');
    expect(only(stakeholder, { groups: [group('0', 'media')] })).toMatchObject({
      code: 'min',
      message: 'This field should be at least 1.',
    });
  });
});

describe('the message catalogue', () => {
  const cjk = /[\u4e00-\u9fff]/;
  it('says every English message in Traditional and Simplified Chinese, and no other', () => {
    expect(untranslated(CATALOGUE_MESSAGES, CATALOGUE_MESSAGES_CHINESE)).toEqual([]);
    const { missingInput: _dropped, ...lacking } = CATALOGUE_MESSAGES_CHINESE;
    expect(untranslated(CATALOGUE_MESSAGES, lacking)).toEqual(['hk:missingInput', 'cn:missingInput']);
    expect(untranslated(CATALOGUE_MESSAGES, { ...lacking, missingInput: { hk: '未填寫資料。', cn: ' ' } })).toEqual([
      'cn:missingInput',
    ]);
    expect(
      untranslated({ ...CATALOGUE_MESSAGES }, { ...CATALOGUE_MESSAGES_CHINESE, stray: { hk: '多', cn: '多' } }),
    ).toEqual(['extra:stray']);
  });

  it.each(Object.entries(CATALOGUE_MESSAGES))('%s reads in English, Traditional and Simplified Chinese', (key, en) => {
    expect(en).toMatch(/\.$/);
    for (const lang of ['hk', 'cn'] as const) {
      const text = CATALOGUE_MESSAGES_CHINESE[key as CatalogueMessageKey][lang];
      expect(text).toMatch(cjk);
      expect(text.match(/\{\w+\}/g)).toEqual(en.match(/\{\w+\}/g));
    }
    if (!en.includes('{')) expect(keyOfMessage(en)).toBe(key);
  });

  it('fills parameters in every language', () => {
    expect(messageText('maxLength', { max: 500 })).toBe('This field cannot be longer than 500 characters.');
    expect(messageIn('maxLength', 'en', { max: 500 })).toBe('This field cannot be longer than 500 characters.');
    expect(messageIn('maxLength', 'hk', { max: 500 })).toBe('此欄位不能超過 500 個字元。');
    expect(messageIn('maxLength', 'cn', { max: 500 })).toBe('此字段不能超过 500 个字符。');
  });

  it('reads a parameter given in each language in the message’s language', () => {
    const params = { reference: 'A1', title: 'Emissions', titleHk: '排放物', titleCn: '排放物' };
    expect(messageIn('provisionEmpty', 'hk', params)).toContain('A1「排放物」');
    expect(messageText('provisionEmpty', params)).toContain('A1 Emissions is mandatory');
  });
});
