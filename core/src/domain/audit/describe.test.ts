import { describe, expect, it } from 'vitest';
import * as keys from '../../infra/db/itemKeys';
import { describeEntity } from './describe';

const entity = (k: { pk: string; sk: string }) => `${k.pk}|${k.sk}`;
const T = '01J0TENANT0000000000000000';

describe('describeEntity: an audit entry says what it changed, never a key', () => {
  it.each([
    ['a sign-in session, by its user', keys.session(T, 'U1', 'S1'), { kind: 'session', id: 'U1' }],
    ['a user', keys.user(T, 'U2'), { kind: 'user', id: 'U2' }],
    ['a role and its page authorization', keys.rolePages(T, 'R1'), { kind: 'rolePages', id: 'R1' }],
    ['a reporting year', keys.period(T, '2025-12-31'), { kind: 'period', yearEnd: '2025-12-31' }],
    ['the company itself', keys.tenant(T), { kind: 'company', id: T }],
    ['the system configuration', keys.sysConfig(T), { kind: 'sysConfig' }],
    ['a page configuration', keys.fieldConfig(T, 'water'), { kind: 'fieldConfig', page: 'water' }],
    [
      'a page of a year',
      keys.pageData(T, '2025-12-31', 'company_information'),
      { kind: 'page', yearEnd: '2025-12-31', page: 'company_information' },
    ],
    [
      'a resource row, on the page that holds its type',
      keys.yearItem(T, '2025-12-31', 'RES', 'electricity', 'ROW1'),
      { kind: 'row', yearEnd: '2025-12-31', page: 'electricities', id: 'ROW1' },
    ],
    [
      'a page’s review task and its comment threads, as the page',
      keys.workflowTask(T, '2025-12-31', 'electricities', 'LOC1'),
      { kind: 'page', yearEnd: '2025-12-31', page: 'electricities' },
    ],
    [
      'a review comment thread',
      keys.workflowComment(T, '2025-12-31', 'corp_awards', '_', 'C1'),
      { kind: 'page', yearEnd: '2025-12-31', page: 'corp_awards' },
    ],
    ['a file of a year', keys.fileEntry(T, '2025-12-31', 'attachment', 'F1'), { kind: 'file', yearEnd: '2025-12-31' }],
    ['a report job', keys.reportJob(T, 'J1'), { kind: 'report' }],
    [
      'an answer through a stakeholder link',
      keys.stakeholderAnswer(T, '2025-12-31', 'L1', 'A1'),
      { kind: 'questionnaire', yearEnd: '2025-12-31' },
    ],
    [
      'a stakeholder link',
      keys.questionnaireLink(T, '2025-12-31', 'L1'),
      { kind: 'questionnaire', yearEnd: '2025-12-31' },
    ],
    [
      'a supplier data request, its answer and reminders, by the request',
      keys.supplierRequest(T, '2025-12-31', 'SR1'),
      { kind: 'supplierRequest', yearEnd: '2025-12-31', id: 'SR1' },
    ],
    [
      'a questionnaire send',
      keys.questionnaireSend(T, '2025-12-31', 'S1'),
      { kind: 'questionnaire', yearEnd: '2025-12-31' },
    ],
    ['the board’s sign-off', keys.boardSignOff(T, '2025-12-31'), { kind: 'boardSignOff', yearEnd: '2025-12-31' }],
    ['the year’s review round', keys.reviewRound(T, '2025-12-31'), { kind: 'boardSignOff', yearEnd: '2025-12-31' }],
    ['an auditor’s sample', keys.auditSample(T, '2025-12-31', 'X1'), { kind: 'assurance', yearEnd: '2025-12-31' }],
    ['the anomaly thresholds', keys.assuranceSettings(T), { kind: 'assurance' }],
    ['an emission factor', keys.factorHead('gwp-ar5-r-410a'), { kind: 'factor', id: 'gwp-ar5-r-410a' }],
    ['a HKEX provision', keys.kpi('2025', 'A1.1'), { kind: 'kpi', id: 'A1.1' }],
    ['units of measure', keys.unit('kwh'), { kind: 'units' }],
    ['a company on the platform', keys.companyIndex(T), { kind: 'company', id: T }],
  ])('%s', (_what, key, ref) => {
    expect(describeEntity(entity(key))).toEqual(ref);
  });

  it.each([undefined, '', 'garbage', 'LOGIN#x|LOOKUP', 'T#x|SOMETHING#new'])(
    'anything else (%j) is "other", never an error',
    (raw) => {
      expect(describeEntity(raw)).toEqual({ kind: 'other' });
    },
  );
});
