import type { PageKind } from '../routing/loading';

/** The side navigation's groups (issue #4 §1), in display order. */
export const SECTIONS = [
  'background',
  'environmental',
  'social',
  'miscellaneous',
  'reporting',
  'administration',
] as const;
export type Section = (typeof SECTIONS)[number];

/** A page of spec §2 inside the main layout. `segment` is the last path segment: its title key. */
export interface PageEntry {
  path: string;
  segment: string;
  section: Section | null;
  /** Spec §2: no screen is shown for it (reached by other means, e.g. a download). */
  noScreen?: boolean;
}

const top = (segment: string): PageEntry => ({ path: `/${segment}`, segment, section: null });
const inSection = (section: Section, segments: string[], noScreen: string[] = []): PageEntry[] =>
  segments.map((segment) => ({
    path: `/${section}/${segment}`,
    segment: segment.split('/').pop()!,
    section,
    ...(noScreen.includes(segment) ? { noScreen: true } : {}),
  }));

/** Every route of spec §2 inside the layout; which ones are live is decided by the route table. */
export const PAGES: PageEntry[] = [
  ...['home', 'dashboard', 'excel', 'settings', 'personalProfile'].map(top),
  ...inSection('background', [
    'company_information',
    'board_committee',
    'board_committee/preliminary_questionnaire',
    'risk_management',
    'policies',
    'stakeholder',
    'reporting_boundaries',
    'board_statement',
  ]),
  ...inSection('environmental', [
    'refrigerants',
    'electricities',
    'fuels',
    'vehicles',
    'water',
    'packaging_material',
    'paper',
    'energyIntensity',
    'waste_generation',
    'trees',
    'other_materials',
    'business_travel',
  ]),
  ...inSection('social', ['employment', 'supply_chain', 'product', 'anti_corruption', 'community_investment']),
  ...inSection('miscellaneous', ['prof_quali', 'corp_awards', 'attachment'], ['attachment']),
  ...inSection(
    'reporting',
    [
      'template_download',
      'generate_report',
      'qualitative_analysis',
      'materiality_matrix',
      'view_pdf',
      'policies_result',
    ],
    ['template_download', 'qualitative_analysis'],
  ),
  ...inSection('administration', [
    'users',
    'role',
    'authorization',
    'privilege',
    'aspect_KPI',
    'UOM',
    'audit_log',
    'file_log',
    'system_config',
    'company_subscription',
  ]),
];

/** Spec §2 loading delays: 200 ms administration, 400 ms sections, 1000 ms top-level pages. */
export const kindOf = (page: Pick<PageEntry, 'section'>): PageKind =>
  page.section === 'administration' ? 'admin' : page.section ? 'section' : 'top';

export const ADMINISTRATION = '/administration';
export const COMPANY_SUBSCRIPTION = '/administration/company_subscription';
export const isAdministrationPath = (path: string) => path === ADMINISTRATION || path.startsWith(`${ADMINISTRATION}/`);
