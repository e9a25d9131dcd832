import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChineseFonts } from './fonts';
import { languageOf } from './languages';

/**
 * Asked once for the page's life, however many fields show Chinese: each ask reads every stylesheet's rules. A later
 * switch to hk or cn replaces the families with that language's, which read Chinese as well.
 */
let asked: Promise<void> | undefined;

/**
 * For a component that shows Chinese on a page in English (a bilingual answer's Chinese, a Chinese name): the Chinese
 * families join the stack, and the embedded faces load where the machine has no CJK font, as on a page in hk (ADR
 * 0147 amended) — else that Chinese reads as boxes. `shows`: whether it has Chinese to show now.
 */
export function useChineseFonts(shows = true): void {
  const { i18n } = useTranslation();
  const english = languageOf(i18n.language) === 'en';
  useEffect(() => {
    if (shows && english) asked ??= loadChineseFonts('hk');
  }, [shows, english]);
}
