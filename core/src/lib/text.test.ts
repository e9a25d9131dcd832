import { describe, expect, it } from 'vitest';
import { cleanTexts, textProblem } from './text';

describe('text hygiene (ADR 0020)', () => {
  it.each([
    ['nul\u0000', 'textControlCharacter'],
    ['esc\u001b[2J', 'textControlCharacter'],
    ['c1\u0085', 'textControlCharacter'],
    ['lone\uD800', 'textInvalidUnicode'],
    ['\uDC00lone', 'textInvalidUnicode'],
    ['rtl\u202Eevil', 'textBidiOverride'],
    ['isolate\u2066x', 'textBidiOverride'],
  ])('%j is refused as %s', (s, problem) => expect(textProblem(s)).toBe(problem));

  it.each(['tab\there', 'two\nlines', '碳排放 😀', 'plain'])('%j is accepted', (s) =>
    expect(textProblem(s)).toBeUndefined(),
  );

  it('normalises to NFC and names every refused field by its path', () => {
    const { value, issues } = cleanTexts({ name: 'e\u0301', rows: [{ note: 'ok' }, { note: 'x\u0000' }] }, 'body');
    expect(value).toEqual({ name: '\u00e9', rows: [{ note: 'ok' }, { note: 'x\u0000' }] });
    expect(issues).toEqual([{ path: 'body.rows.1.note', problem: 'textControlCharacter' }]);
  });

  it('reads a text with nothing visible in it as empty, and keeps any visible text as typed', () => {
    const blank = ['\u200b', '\u00ad', '\u2060', ' \u200b\u3000', '\ufeff', '   ', '\u3164', '\uffa0\u115f', '\ufe0f'];
    const { value, issues } = cleanTexts({ blank, kept: ['a\u200b', '\u00adb', ' c ', '\u3164d'] }, 'body');
    expect(value).toEqual({ blank: blank.map(() => ''), kept: ['a\u200b', '\u00adb', ' c ', '\u3164d'] });
    expect(issues).toEqual([]);
  });
});
