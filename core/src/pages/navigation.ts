import type { Privilege } from '../vocabulary/privileges';
import type { TitleKey } from './titles';
import type { DataPageGroup } from '../catalogue/dataPage';
import { DATA_PAGE_INDEX, type DataPageEntry } from './pageIndex';

/** Sidebar groups in display order; `general` holds the top-level pages outside any section. */
export const PAGE_GROUPS = [
  'general',
  'background',
  'environmental',
  'climate',
  'social',
  'miscellaneous',
  'reporting',
  'administration',
] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

/** One page of the spec's screens inside the main layout, with what a role needs to see it. */
export interface PageDef {
  path: string;
  group: PageGroup;
  /** Its title in PAGE_TITLES: the last path segment (the spec's "page titles are fetched by the last path segment"). */
  titleKey: TitleKey;
  /** Needed to see the page; absent means any signed-in user. */
  privilege?: Privilege;
  /**
   * Needed to open the page by its address when that is less than `privilege` (which decides the
   * navigation): company administrators read the privilege catalogue they grant from.
   */
  openWith?: Privilege;
  /** Needed to change anything on it; without it the page is read-only. */
  writePrivilege?: Privilege;
  /** The spec's guards: level ≤ 1 sees no administration page except this kind (read-only). */
  openToLimitedLevel?: boolean;
  /** The spec's screens: reached by other means (a download, a dialog); never a sidebar entry. */
  noScreen?: boolean;
  /** A company's own data: platform staff, who belong to no company, never see it (their routes answer 404). */
  companyData?: boolean;
}

type Extra = Omit<PageDef, 'path' | 'group' | 'titleKey'>;

const page = (group: PageGroup, segment: string, extra: Extra = {}): PageDef => ({
  path: group === 'general' ? `/${segment}` : `/${group}/${segment}`,
  group,
  titleKey: segment.split('/').pop()! as TitleKey,
  ...extra,
});

const companyData = { privilege: 'company:read', writePrivilege: 'company:write', companyData: true } as const;

/** Company data pages: every company role reads them; entering data needs company:write. */
const data = (group: PageGroup, segments: string[], noScreen: string[] = []) =>
  segments.map((s) => page(group, s, { ...companyData, ...(noScreen.includes(s) ? { noScreen: true } : {}) }));

/**
 * A data page's entry, from the page index (ADR 0094, checked against the modules of ADR 0080): its
 * section, and the privilege that writes it. The index, not the modules: the navigation, the web's shell
 * and the users group's role checks then load no page module.
 */
const dataPage = (p: DataPageEntry): PageDef => ({
  ...page(p.group, p.key, companyData),
  writePrivilege: p.write,
});

const DATA_GROUPS: readonly DataPageGroup[] = ['background', 'environmental', 'climate', 'social', 'miscellaneous'];

/** Screens of a data section that are not data pages, after the page (or at the end of the section) they follow. */
const SCREENS_AFTER: Readonly<Record<string, PageDef[]>> = {
  board_committee: data('background', ['board_committee/preliminary_questionnaire']),
  miscellaneous: data('miscellaneous', ['attachment']),
};

const admin = (segment: string, privilege: Privilege) => page('administration', segment, { privilege });

/** The page catalogue: the spec's screen routes inside the layout (docs/spec-coverage.md, Screens), plus the emission factor page. */
export const PAGES: readonly PageDef[] = [
  page('general', 'home'),
  page('general', 'dashboard', { privilege: 'company:read', companyData: true }),
  page('general', 'excel', { privilege: 'company:write', companyData: true }),
  page('general', 'settings'),
  page('general', 'personalProfile'),
  ...DATA_GROUPS.flatMap((group) => [
    ...DATA_PAGE_INDEX.filter((p) => p.group === group).flatMap((p) => [dataPage(p), ...(SCREENS_AFTER[p.key] ?? [])]),
    ...(SCREENS_AFTER[group] ?? []),
  ]),
  ...data(
    'reporting',
    [
      'template_download',
      'generate_report',
      'qualitative_analysis',
      'materiality_matrix',
      'view_pdf',
      'policies_result',
      'data_quality',
      'review_approval',
    ],
    ['template_download', 'qualitative_analysis'],
  ),
  // The invited auditor's sample and trace (ADR 0116): theirs alone, as is drawing and marking.
  page('reporting', 'audit_sample', { privilege: 'assurance:audit', companyData: true }),
  admin('users', 'users:manage'),
  // The company's auditors and their invitations (ADR 0115).
  page('administration', 'auditors', { privilege: 'users:manage', companyData: true }),
  admin('role', 'roles:manage'),
  admin('authorization', 'roles:manage'),
  page('administration', 'privilege', { privilege: 'platform:admin', openWith: 'roles:manage' }),
  admin('aspect_KPI', 'platform:admin'),
  admin('UOM', 'platform:admin'),
  admin('emission_factors', 'platform:admin'),
  admin('audit_log', 'logs:read'),
  admin('file_log', 'logs:read'),
  admin('system_config', 'platform:admin'),
  // Every company sees its own subscription; only platform staff change subscriptions.
  page('administration', 'company_subscription', {
    privilege: 'company:read',
    writePrivilege: 'platform:admin',
    openToLimitedLevel: true,
  }),
];

export const PAGE_PATHS = PAGES.map((p) => p.path) as [string, ...string[]];

/** What opening a page by its address needs (the web's route guard); absent means any signed-in user. */
export const openPrivilege = (page: PageDef): Privilege | undefined => page.openWith ?? page.privilege;

/** The page that lets a role's pages be changed: a company admin's own role always keeps it. */
export const AUTHORIZATION_PAGE = '/administration/authorization';
