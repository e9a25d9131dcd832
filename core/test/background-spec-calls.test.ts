import { describe, expect, it } from 'vitest';
import { checkPage } from '../src/catalogue/check';
import { allFields } from '../src/catalogue/page';
import { boardCommittee } from '../src/pages/background/boardCommittee';
import { pageByKey, pageByRoute } from '../src/pages/index';
import { validatePage } from '../src/catalogue/schema/page';
import { backgroundPagesRoutes } from '../src/contract/backgroundPages';
import { contract } from '../src/contract/index';
import { ReferenceLists } from '../src/domain/background/lists';
import { POLICY_CATALOGUE, stakeholderTypes } from '../src/domain/background/policies';
import { duplicateRowIds, withRowIds } from '../src/domain/pageData/rowIds';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const A = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const B = '01JBBBBBBBBBBBBBBBBBBBBBBB';

describe('the board committee page', () => {
  it('is registered under its route, passes the declaration checks and feeds MDR-GOV', () => {
    expect(pageByKey('board_committee')).toBe(boardCommittee);
    expect(pageByRoute('/background/board_committee')).toBe(boardCommittee);
    expect(checkPage(boardCommittee)).toEqual([]);
    const fields = allFields(boardCommittee);
    expect(fields.filter((f) => f.field.provisions?.includes('MDR-GOV')).map((f) => f.path)).toEqual([
      'committeeMandate',
      'members',
    ]);
    for (const { field } of fields)
      for (const lang of ['en', 'hk', 'cn'] as const) expect(field.labels[lang]).not.toBe('');
    expect(fields.map((f) => f.path)).toEqual(
      expect.arrayContaining(['members.name', 'members.positionTitle', 'members.email', 'members.groupName']),
    );
  });

  it('checks a member’s e-mail (the spec’s validation rules: 5 to 50 characters, valid format)', () => {
    const row = (email: string) => ({ members: [{ name: 'Alice', positionTitle: 'Chair', email }] });
    expect(validatePage(boardCommittee, row('alice@example.com')).ok).toBe(true);
    for (const bad of ['alice', 'a@b', 'alice@example', `${'a'.repeat(45)}@example.com`]) {
      const res = validatePage(boardCommittee, row(bad));
      expect(res.ok, bad).toBe(false);
    }
  });
});

describe('row ids', () => {
  const loc = (name: string, locationId?: string) => ({
    name,
    inBoundary: 'yes',
    ...(locationId ? { locationId } : {}),
  });

  it('assigns ULIDs to rows without one, keeps given ids, and reuses a stored row’s id by its name', () => {
    const stored = { locations: [loc('HQ', A), loc('Shop', B)] };
    const out = withRowIds('reporting_boundaries', { locations: [loc('Shop'), loc('Depot'), loc('HQ', A)] }, stored);
    const ids = (out.locations as { locationId: string }[]).map((r) => r.locationId);
    expect(ids[0]).toBe(B);
    expect(ids[1]).toMatch(ULID);
    expect(ids[1]).not.toBe(A);
    expect(ids[2]).toBe(A);
  });

  it('never hands one stored id to two rows', () => {
    const stored = { locations: [loc('HQ', A)] };
    const out = withRowIds('reporting_boundaries', { locations: [loc('Annex', A), loc('HQ')] }, stored);
    const ids = (out.locations as { locationId: string }[]).map((r) => r.locationId);
    expect(ids[0]).toBe(A);
    expect(ids[1]).not.toBe(A);
  });

  it('leaves pages without an id-carrying table as they are, and reports a repeated id', () => {
    const values = { boardOversight: 'x' };
    expect(withRowIds('board_statement', values)).toBe(values);
    expect(
      duplicateRowIds('board_committee', { members: [{ memberId: A }, { memberId: B }, { memberId: A }] }),
    ).toEqual([expect.objectContaining({ path: 'members.2.memberId', code: 'duplicatedOrMissing' })]);
  });
});

describe('the spec calls’ contract', () => {
  it('files every route in the background group with a spec call and in the contract', () => {
    for (const [id, r] of Object.entries(backgroundPagesRoutes)) {
      expect(r.group, id).toBe('background');
      expect(r.spec, id).toBeTruthy();
      expect(contract[id], id).toBe(r);
    }
  });
});

describe('reference data', () => {
  it("sorts business natures with 'other' last, then by parent name, then by value", () => {
    const list = ReferenceLists.businessNatures();
    const key = (s: (typeof list)[number]) => `${Number(s.isOther)}|${s.parentName}|${s.fieldValue}`;
    const sorted = [...list].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
    expect(list.map((s) => s.fieldValue)).toEqual(sorted.map((s) => s.fieldValue));
    expect(list.at(-1)?.isOther).toBe(true);
  });

  it('lists one policy per HKEX aspect, and the stakeholder lists the engagement page accepts', () => {
    expect(POLICY_CATALOGUE.map((p) => p.code)).toEqual([
      ...['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'].map((a) => `${a}-GD`),
    ]);
    expect(new Set(POLICY_CATALOGUE.map((p) => p.fieldId)).size).toBe(12);
    expect(stakeholderTypes().types.map((t) => t.value)).toContain('shareholders');
  });
});
