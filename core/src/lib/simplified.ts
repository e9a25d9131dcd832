import { Converter } from 'opencc-js/t2cn';

type Convert = (text: string) => string;

/**
 * Hong Kong Traditional → Simplified Chinese with the OpenCC dictionaries (opencc-js, pinned in
 * core/package.json; docs/decisions/0096-bilingual-answers.md). A character the dictionaries do not
 * know passes through unchanged; a converter that fails or answers nothing keeps the Traditional
 * text as it is, never drops it.
 */
export function simplifiedWith(make: () => Convert): Convert {
  let convert: Convert | undefined;
  return (hk) => {
    try {
      convert ??= make();
      const out = convert(hk);
      return typeof out === 'string' && out.trim() !== '' ? out : hk;
    } catch {
      return hk;
    }
  };
}

export const toSimplified = simplifiedWith(() => Converter({ from: 'hk', to: 'cn' }));
