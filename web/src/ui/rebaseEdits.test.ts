import { describe, expect, it } from 'vitest';
import { rebaseEdits } from './rebaseEdits';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

describe('rebaseEdits: Reload after a conflict (ADR 0083)', () => {
  it("takes the other user's answers where this user changed nothing, and keeps this user's edits", () => {
    const loaded = { x: 'old x', y: 'old y', z: 'z' };
    const typed = { x: 'old x', y: 'my y', z: 'z' };
    const latest = { x: 'their x', y: 'old y', z: 'z', added: 'theirs' };
    expect(rebaseEdits(loaded, typed, latest, same)).toEqual({
      values: { x: 'their x', y: 'my y', z: 'z', added: 'theirs' },
      overlap: [],
    });
  });

  it('keeps this user’s text where both changed the same answer, and names it', () => {
    const r = rebaseEdits({ x: 'old' }, { x: 'mine' }, { x: 'theirs' }, same);
    expect(r).toEqual({ values: { x: 'mine' }, overlap: ['x'] });
    expect(rebaseEdits({ x: 'old' }, { x: 'same' }, { x: 'same' }, same).overlap).toEqual([]);
  });

  it('merges the languages of one text: my English, their Chinese', () => {
    const r = rebaseEdits(
      { text: { en: 'old', hk: '舊' } },
      { text: { en: 'mine', hk: '舊' } },
      { text: { en: 'old', hk: '他們的' } },
      same,
    );
    expect(r).toEqual({ values: { text: { en: 'mine', hk: '他們的' } }, overlap: [] });
  });

  it('merges months by index', () => {
    const r = rebaseEdits(['1', '2', '3'], ['1', '20', '3'], ['10', '2', '30'], same);
    expect(r).toEqual({ values: ['10', '20', '30'], overlap: [] });
    expect(rebaseEdits(['1'], ['5'], ['7'], same).overlap).toEqual(['0']);
  });
});
