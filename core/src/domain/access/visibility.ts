import { LIMITED_LEVEL, type Privilege } from '../../vocabulary/privileges';
import { PAGE_GROUPS, PAGES, type PageDef } from '../../pages/navigation';

/** What visibility depends on: a role's level and privileges (never its tenant or name). */
export interface RoleGrant {
  level: number;
  privileges: readonly Privilege[];
}

/**
 * Whether a role's privileges and level let it see a page at all. Company administrators can
 * hide allowed pages from a role (page authorization), never show more than this.
 */
export function pageAllowed(page: PageDef, role: RoleGrant): boolean {
  if (page.group === 'administration' && role.level <= LIMITED_LEVEL && !page.openToLimitedLevel) return false;
  return page.privilege === undefined || role.privileges.includes(page.privilege);
}

export const pageReadOnly = (page: PageDef, role: RoleGrant) =>
  page.writePrivilege !== undefined && !role.privileges.includes(page.writePrivilege);

/** What the API shows of a page for a role. */
export const pageView = (page: PageDef, role: RoleGrant) => ({
  path: page.path,
  group: page.group,
  titleKey: page.titleKey,
  noScreen: page.noScreen ?? false,
  readOnly: pageReadOnly(page, role),
});
export type PageView = ReturnType<typeof pageView>;

/** The pages a role sees: allowed by its grant and not hidden by its company. */
export const visiblePages = (role: RoleGrant, hidden: readonly string[]) =>
  PAGES.filter((p) => pageAllowed(p, role) && !hidden.includes(p.path)).map((p) => pageView(p, role));

/** Sidebar entries: visible pages with a screen, grouped in display order, empty groups left out. */
export function sidebar(role: RoleGrant, hidden: readonly string[]) {
  const pages = visiblePages(role, hidden).filter((p) => !p.noScreen);
  return PAGE_GROUPS.map((group) => ({ group, titleKey: group, items: pages.filter((p) => p.group === group) })).filter(
    (g) => g.items.length > 0,
  );
}
