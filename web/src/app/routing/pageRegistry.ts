import type { PageLoader } from './lazyPage';

/** The Background pages share one chunk: the page's declaration is picked by its route. */
const backgroundPage: PageLoader = () =>
  import('../../features/background/pages/BackgroundPage').then((m) => m.BackgroundPage);

/** The Social pages with a panel of their own under the form (B1.2 by region, the B2.1 series) share one chunk. */
const socialPage: PageLoader = () => import('../../features/social/pages/SocialPage').then((m) => m.SocialPage);

/** The environmental pages share one chunk: the resource type is picked by the route (issue 7). */
const environmentalPage: PageLoader = () =>
  import('../../features/environmental/pages/ResourcePage').then((m) => m.ResourcePage);

/**
 * The screens of spec §2 built so far: path → the code that draws it. The page's privilege and
 * title live in core's page catalogue (core/src/domain/access/pages.ts); a page of a later issue
 * becomes reachable, and appears in the side navigation, when its loader is added here (and its
 * path leaves PAGES_OF_LATER_ISSUES); until then its path is Not Found.
 */
export const PAGE_LOADERS: Readonly<Record<string, PageLoader>> = {
  '/reporting/generate_report': () =>
    import('../../features/reporting/pages/GenerateReportPage').then((m) => m.GenerateReportPage),
  '/reporting/view_pdf': () => import('../../features/reporting/pages/ViewPdfPage').then((m) => m.ViewPdfPage),
  '/reporting/materiality_matrix': () =>
    import('../../features/reporting/pages/MaterialityMatrixPage').then((m) => m.MaterialityMatrixPage),
  '/reporting/policies_result': () =>
    import('../../features/reporting/pages/PoliciesResultPage').then((m) => m.PoliciesResultPage),
  // Catalogue pages: one container renders each from its declaration (DESIGN §5).
  '/background/company_information': backgroundPage,
  '/background/board_committee': backgroundPage,
  '/background/board_committee/preliminary_questionnaire': () =>
    import('../../features/background/pages/PreliminaryQuestionnairePage').then((m) => m.PreliminaryQuestionnairePage),
  '/background/risk_management': backgroundPage,
  '/background/policies': backgroundPage,
  '/background/stakeholder': backgroundPage,
  '/background/reporting_boundaries': backgroundPage,
  '/background/board_statement': backgroundPage,
  '/environmental/refrigerants': environmentalPage,
  '/environmental/electricities': environmentalPage,
  '/environmental/fuels': environmentalPage,
  '/environmental/vehicles': environmentalPage,
  '/environmental/water': environmentalPage,
  '/environmental/packaging_material': environmentalPage,
  '/environmental/paper': environmentalPage,
  '/environmental/energyIntensity': environmentalPage,
  '/environmental/waste_generation': environmentalPage,
  '/environmental/trees': environmentalPage,
  '/environmental/other_materials': environmentalPage,
  '/environmental/business_travel': environmentalPage,
  '/climate/climate_governance': backgroundPage,
  '/climate/climate_risks': backgroundPage,
  '/climate/climate_resilience': backgroundPage,
  '/climate/climate_risk_management': backgroundPage,
  '/climate/climate_metrics': () =>
    import('../../features/climate/pages/ClimateMetricsPage').then((m) => m.ClimateMetricsPage),
  '/social/employment': socialPage,
  '/social/health_safety': socialPage,
  '/social/development_training': backgroundPage,
  '/social/labour_standards': backgroundPage,
  '/social/supply_chain': backgroundPage,
  '/social/product': backgroundPage,
  '/social/anti_corruption': backgroundPage,
  '/social/community_investment': backgroundPage,
  '/miscellaneous/attachment': () =>
    import('../../features/attachments/pages/AttachmentsPage').then((m) => m.AttachmentsPage),
  '/miscellaneous/prof_quali': backgroundPage,
  '/miscellaneous/corp_awards': backgroundPage,
  '/home': () => import('../../features/home/pages/HomePage').then((m) => m.HomePage),
  '/dashboard': () => import('../../features/dashboard/pages/DashboardPage').then((m) => m.DashboardPage),
  '/settings': () => import('../../features/settings/pages/SettingsPage').then((m) => m.SettingsPage),
  '/personalProfile': () => import('../../features/profile/pages/ProfilePage').then((m) => m.ProfilePage),
  '/administration/users': () => import('../../features/admin-users/pages/UsersPage').then((m) => m.UsersPage),
  '/administration/role': () => import('../../features/admin-access/pages/RolesPage').then((m) => m.RolesPage),
  '/administration/privilege': () =>
    import('../../features/admin-access/pages/PrivilegesPage').then((m) => m.PrivilegesPage),
  '/administration/authorization': () =>
    import('../../features/admin-access/pages/AuthorizationPage').then((m) => m.AuthorizationPage),
  '/administration/company_subscription': () =>
    import('../../features/admin-companies/pages/CompanySubscriptionPage').then((m) => m.CompanySubscriptionPage),
  '/administration/system_config': () =>
    import('../../features/admin-sysconfig/pages/SysConfigPage').then((m) => m.SysConfigPage),
  '/administration/UOM': () => import('../../features/admin-units/pages/UnitsPage').then((m) => m.UnitsPage),
  '/administration/aspect_KPI': () => import('../../features/admin-kpis/pages/KpisPage').then((m) => m.KpisPage),
  '/administration/emission_factors': () =>
    import('../../features/admin-factors/pages/FactorsPage').then((m) => m.FactorsPage),
  '/administration/audit_log': () => import('../../features/admin-logs/pages/AuditLogPage').then((m) => m.AuditLogPage),
  '/administration/file_log': () => import('../../features/admin-logs/pages/FileLogPage').then((m) => m.FileLogPage),
  '/excel': () => import('../../features/excel/pages/ExcelPage').then((m) => m.ExcelPage),
};

/** Whether a path leads to a page that exists yet (links to later issues' pages stay hidden until then). */
export const isLivePath = (path: string): boolean => Object.hasOwn(PAGE_LOADERS, path);

/** Catalogue pages with a screen that later issues build (pageRegistry.test.ts keeps this list exact). */
export const PAGES_OF_LATER_ISSUES: readonly string[] = [];
