import type { Privilege } from '@esg/core/domain/privileges';
import type { PageLoader } from './lazyPage';

export interface LivePage {
  load: PageLoader;
  /** Shown and reachable only for roles holding it (spec §6: pages are shown by privilege). */
  privilege?: Privilege;
}

/** The Background pages share one chunk: the page's declaration is picked by its route. */
const backgroundPage: PageLoader = () =>
  import('../../features/background/pages/BackgroundPage').then((m) => m.BackgroundPage);

/** The environmental pages share one chunk: the resource type is picked by the route (issue 7). */
const environmentalPage: PageLoader = () =>
  import('../../features/environmental/pages/ResourcePage').then((m) => m.ResourcePage);

/**
 * The pages of spec §2 that exist so far, by path. A page of a later issue becomes reachable,
 * and appears in the side navigation, when it is added here; until then its path is Not Found.
 */
export const LIVE_PAGES: Record<string, LivePage> = {
  '/reporting/generate_report': {
    load: () => import('../../features/reporting/pages/GenerateReportPage').then((m) => m.GenerateReportPage),
    privilege: 'company:read',
  },
  '/reporting/view_pdf': {
    load: () => import('../../features/reporting/pages/ViewPdfPage').then((m) => m.ViewPdfPage),
    privilege: 'company:read',
  },
  // Catalogue pages: one container renders each from its declaration (DESIGN §5).
  '/background/company_information': { load: backgroundPage, privilege: 'company:read' },
  '/background/board_committee': { load: backgroundPage, privilege: 'company:read' },
  '/background/risk_management': { load: backgroundPage, privilege: 'company:read' },
  '/background/policies': { load: backgroundPage, privilege: 'company:read' },
  '/background/stakeholder': { load: backgroundPage, privilege: 'company:read' },
  '/background/reporting_boundaries': { load: backgroundPage, privilege: 'company:read' },
  '/background/board_statement': { load: backgroundPage, privilege: 'company:read' },
  '/environmental/refrigerants': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/electricities': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/fuels': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/vehicles': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/water': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/packaging_material': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/paper': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/energyIntensity': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/waste_generation': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/trees': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/other_materials': { load: environmentalPage, privilege: 'company:read' },
  '/environmental/business_travel': { load: environmentalPage, privilege: 'company:read' },
  '/home': { load: () => import('../../features/home/pages/HomePage').then((m) => m.HomePage) },
  '/settings': { load: () => import('../../features/settings/pages/SettingsPage').then((m) => m.SettingsPage) },
  '/personalProfile': {
    load: () => import('../../features/profile/pages/ProfilePage').then((m) => m.ProfilePage),
  },
  '/administration/users': {
    load: () => import('../../features/admin-users/pages/UsersPage').then((m) => m.UsersPage),
    privilege: 'users:manage',
  },
  '/administration/role': {
    load: () => import('../../features/admin-access/pages/RolesPage').then((m) => m.RolesPage),
    privilege: 'roles:manage',
  },
  '/administration/privilege': {
    load: () => import('../../features/admin-access/pages/PrivilegesPage').then((m) => m.PrivilegesPage),
    privilege: 'roles:manage',
  },
  '/administration/authorization': {
    load: () => import('../../features/admin-access/pages/AuthorizationPage').then((m) => m.AuthorizationPage),
    privilege: 'roles:manage',
  },
  '/administration/company_subscription': {
    load: () =>
      import('../../features/admin-companies/pages/CompanySubscriptionPage').then((m) => m.CompanySubscriptionPage),
    privilege: 'company:read',
  },
  '/administration/system_config': {
    load: () => import('../../features/admin-sysconfig/pages/SysConfigPage').then((m) => m.SysConfigPage),
    privilege: 'platform:admin',
  },
  '/administration/UOM': {
    load: () => import('../../features/admin-units/pages/UnitsPage').then((m) => m.UnitsPage),
    privilege: 'platform:admin',
  },
  '/administration/aspect_KPI': {
    load: () => import('../../features/admin-kpis/pages/KpisPage').then((m) => m.KpisPage),
    privilege: 'platform:admin',
  },
  '/administration/emission_factors': {
    load: () => import('../../features/admin-factors/pages/FactorsPage').then((m) => m.FactorsPage),
    privilege: 'platform:admin',
  },
  '/administration/audit_log': {
    load: () => import('../../features/admin-logs/pages/AuditLogPage').then((m) => m.AuditLogPage),
    privilege: 'logs:read',
  },
  '/administration/file_log': {
    load: () => import('../../features/admin-logs/pages/FileLogPage').then((m) => m.FileLogPage),
    privilege: 'logs:read',
  },
};

/** Whether a path leads to a page that exists yet (links to later issues' pages stay hidden until then). */
export const isLivePath = (path: string): boolean => path in LIVE_PAGES;
