import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../catalogue/page';
import { PAGES } from './index';
import { FIELD_IDS, isPageField } from './fieldIds';

describe('the data pages’ field ids (ADR 0145)', () => {
  it('are each page module’s top-level fields, in the modules’ order', () => {
    const fromModules = Object.fromEntries(
      PAGES.map((p) => [
        p.key,
        fieldsOf(p)
          .map((f) => f.id)
          .join(' '),
      ]),
    );
    // On a change to a page's fields, paste what this prints into fieldIds.ts.
    expect(FIELD_IDS, JSON.stringify(fromModules, null, 2)).toEqual(fromModules);
  });

  it('know a page’s field and refuse another page’s, a field inside a table, an unknown page and a prototype key', () => {
    expect(isPageField('company_information', 'businessNature')).toBe(true);
    expect(isPageField('board_committee', 'members')).toBe(true);
    expect(isPageField('board_committee', 'businessNature')).toBe(false);
    expect(isPageField('board_committee', 'name')).toBe(false);
    expect(isPageField('nowhere', 'members')).toBe(false);
    expect(isPageField('constructor', 'name')).toBe(false);
    expect(isPageField('__proto__', 'toString')).toBe(false);
    expect(isPageField('company_information', '')).toBe(false);
  });
});
