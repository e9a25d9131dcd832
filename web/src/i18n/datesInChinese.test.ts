import { describe, expect, it } from 'vitest';

/**
 * A date in Chinese words stands apart from them, as Home writes it (「報告年度截至 31-12-2025」), never run on into
 * the characters beside it (「截至31-12-2025的匯報年度」): the app writes a date DD-MM-YYYY (the spec's display format),
 * and a run of digits and hyphens reads as a word of its own, with a space either side as beside any Latin word.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../**/messages/**/{hk,cn}.ts', './common{Hk,Cn}.ts'], {
  eager: true,
});
const DATE_VALUE = /\{\{(date|at|from|to|start|end|years)\}\}/g;
const CJK = /[\u3400-\u9fff]/;

const runOn = (text: string) =>
  [...text.matchAll(DATE_VALUE)].some(
    (m) => CJK.test(text[m.index - 1] ?? '') || CJK.test(text[m.index + m[0].length] ?? ''),
  );

describe('a date in Chinese words', () => {
  it('stands apart from the characters beside it in every Chinese message', () => {
    const found: string[] = [];
    for (const [file, exports] of Object.entries(modules))
      for (const words of Object.values(exports))
        if (words && typeof words === 'object')
          for (const [key, text] of Object.entries(words as Record<string, unknown>))
            if (typeof text === 'string' && runOn(text)) found.push(`${file} ${key}: ${text}`);
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
