import { openPrivilege, PAGE_GROUPS, PAGES as CATALOGUE, type PageGroup } from '@esg/core/pages/navigation';
import type { TitleKey } from '@esg/core/pages/titles';
import type { Privilege } from '@esg/core/vocabulary/privileges';
import type { PageKind } from '../routing/loading';

/** The side navigation's sections, in display order: the page groups less `general` (top-level pages). */
export type Section = Exclude<PageGroup, 'general'>;
export const SECTIONS = PAGE_GROUPS.filter((g): g is Section => g !== 'general');

/** A page of the spec's screens inside the main layout. `segment` is the last path segment: its title key. */
export interface PageEntry {
  path: string;
  segment: TitleKey;
  section: Section | null;
  /** The spec's screens: no screen is shown for it (reached by other means, e.g. a download). */
  noScreen?: boolean;
  /** Needed to open it by its address (docs/permissions.md: pages are shown by privilege); absent: any signed-in user. */
  privilege?: Privilege;
  /** A company's own data: a caller without a company (platform staff) gets the 403 page for it. */
  companyData?: true;
}

/**
 * Every route of the spec's screens inside the layout, from the one page catalogue the API authorizes
 * against (core/src/pages/navigation.ts); which ones are live is decided by the route table.
 */
export const PAGES: PageEntry[] = CATALOGUE.map((p) => ({
  path: p.path,
  segment: p.titleKey,
  section: p.group === 'general' ? null : p.group,
  ...(p.noScreen ? { noScreen: true } : {}),
  ...(openPrivilege(p) ? { privilege: openPrivilege(p) } : {}),
  ...(p.companyData ? { companyData: true as const } : {}),
}));

/** The spec's loading delays: 200 ms administration, 400 ms sections, 1000 ms top-level pages. */
export const kindOf = (page: Pick<PageEntry, 'section'>): PageKind =>
  page.section === 'administration' ? 'admin' : page.section ? 'section' : 'top';

export const ADMINISTRATION = '/administration';
export const COMPANY_SUBSCRIPTION = '/administration/company_subscription';
export const isAdministrationPath = (path: string) => path === ADMINISTRATION || path.startsWith(`${ADMINISTRATION}/`);
