import { PAGES, SECTIONS, type PageEntry, type Section } from './sections';

/** Top-level pages listed above the sections; settings and profile live in the user menu. */
export const TOP_LEVEL = ['/home', '/dashboard', '/excel'];

export interface NavGroups {
  top: PageEntry[];
  sections: { section: Section; pages: PageEntry[] }[];
}

/**
 * The side navigation: pages the role may see (`visible`, from GET /api/pages or
 * the role's privileges) that also exist in this build (`isLive`) and have a screen, grouped
 * Background … Administration in display order, empty groups left out.
 */
export function navGroups(visible: (path: string) => boolean, isLive: (path: string) => boolean): NavGroups {
  const shown = PAGES.filter((p) => !p.noScreen && visible(p.path) && isLive(p.path));
  return {
    top: TOP_LEVEL.flatMap((path) => shown.filter((p) => p.path === path)),
    sections: SECTIONS.map((section) => ({ section, pages: shown.filter((p) => p.section === section) })).filter(
      (g) => g.pages.length > 0,
    ),
  };
}
