import type { I18nText } from '../catalogue/types';
import { SCREEN_TITLES } from '../vocabulary/screenTitles';
import { DATA_PAGE_INDEX_TITLES } from './pageIndex';

/**
 * Every title: the screens' (vocabulary/screenTitles.ts) and each data page's, through the page index
 * (ADR 0094: its module's title, without loading the module).
 */
export const PAGE_TITLES = { ...SCREEN_TITLES, ...DATA_PAGE_INDEX_TITLES } as typeof SCREEN_TITLES &
  Readonly<Record<string, I18nText>>;

export type TitleKey = keyof typeof PAGE_TITLES;
