import { describe, expect, it } from 'vitest';
import { checkPage } from '../../catalogue/check';
import { messageIn } from '../../catalogue/messagesChinese';
import { corpAwards } from './corpAwards';
import { profQuali } from './profQuali';
import { validatePage } from '../../catalogue/schema/page';

const issues = (payload: unknown) => {
  const r = validatePage(profQuali, payload);
  return r.ok ? [] : r.issues.map(({ path, code, message }) => ({ path, code, message }));
};
const row = (sequence: string, qualification: string, issuer = 'HKQAA') => ({ sequence, qualification, issuer });

describe('Miscellaneous ordered lists (professional qualifications, corporate awards)', () => {
  it('are well-formed declarations', () => {
    expect(checkPage(profQuali)).toEqual([]);
    expect(checkPage(corpAwards)).toEqual([]);
  });

  it('accept rows numbered 1..n in any order', () => {
    expect(issues({ qualifications: [row('2', 'ISO 14001'), row('1', 'ISO 9001')] })).toEqual([]);
  });

  it("answer each of the spec's list messages at the row and column to fix", () => {
    expect(issues({ qualifications: [] })).toEqual([
      { path: 'qualifications', code: 'addDetail', message: 'Please add at least one detail.' },
    ]);
    expect(issues({})).toEqual([
      { path: 'qualifications', code: 'addDetail', message: 'Please add at least one detail.' },
    ]);
    expect(issues({ qualifications: [row('1', 'ISO 9001'), row('3', 'ISO 14001')] })).toEqual([
      { path: 'qualifications.1.sequence', code: 'missingSequence', message: 'Missing sequence.' },
    ]);
    expect(issues({ qualifications: [row('1', 'ISO 9001'), row('1', 'ISO 14001')] })).toEqual([
      { path: 'qualifications.1.sequence', code: 'duplicatedSequence', message: 'Duplicated sequence.' },
    ]);
    expect(issues({ qualifications: [row('1', 'ISO 9001'), row('2', 'ISO 9001')] })).toEqual([
      {
        path: 'qualifications.1.qualification',
        code: 'duplicatedOrMissing',
        message: 'Duplicated item or missing input.',
      },
    ]);
    expect(issues({ qualifications: [row('1', 'ISO 9001', '')] })).toEqual([
      { path: 'qualifications.0.issuer', code: 'missingInDetails', message: 'Missing input in details.' },
    ]);
    expect(messageIn('missingSequence', 'hk')).toBe('序號不連續。');
    expect(messageIn('duplicatedSequence', 'cn')).toBe('序号重复。');
  });

  it('refuses a sequence that is not a whole number', () => {
    expect(issues({ qualifications: [row('1.5', 'ISO 9001')] }).map((i) => i.path)).toContain(
      'qualifications.0.sequence',
    );
  });
});
