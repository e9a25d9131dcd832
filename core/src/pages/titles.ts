import type { I18nText } from '../catalogue/types';
import { SCREEN_TITLES } from '../vocabulary/screenTitles';
import { DATA_PAGE_TITLES } from './index';

/** Every title: the screens' (vocabulary/screenTitles.ts) and each data page's from its module (core/src/pages, ADR 0080). */
export const PAGE_TITLES = { ...SCREEN_TITLES, ...DATA_PAGE_TITLES } as typeof SCREEN_TITLES &
  Readonly<Record<string, I18nText>>;

export type TitleKey = keyof typeof PAGE_TITLES;
