import { ConverterBuilder } from 'opencc-js/core';
import CJK_Compatibility_Ideographs from 'opencc-js/dict/CJK_Compatibility_Ideographs';
import HKVariantsRev from 'opencc-js/dict/HKVariantsRev';
import HKVariantsRevPhrases from 'opencc-js/dict/HKVariantsRevPhrases';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TSPhrases from 'opencc-js/dict/TSPhrases';

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

/**
 * opencc-js's own `hk2s` configuration (its `t2cn` preset), with only the five dictionaries that
 * configuration reads: the preset module carries every Traditional locale's (Taiwan's, Japan's, the
 * Hong Kong phrase variants'), 191 KB in a Lambda bundle where these weigh a third of it (ADR 0138).
 */
const HK_TO_CN = {
  from: { hk: [[HKVariantsRevPhrases, HKVariantsRev]] },
  to: { cn: [[TSPhrases, TSCharacters]] },
  configs: {
    hk2s: {
      normalizationChain: [[CJK_Compatibility_Ideographs]],
      segmentation: [TSPhrases],
      conversionChain: [
        [HKVariantsRevPhrases, HKVariantsRev],
        [TSPhrases, TSCharacters],
      ],
    },
  },
};

export const toSimplified = simplifiedWith(() => ConverterBuilder(HK_TO_CN)({ from: 'hk', to: 'cn' }));
