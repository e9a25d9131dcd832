import { createElement, type ComponentType } from 'react';
import type { PageScreen } from '@esg/core/catalogue/dataPage';
import { DATA_PAGE_INDEX, dataPageRoute } from '@esg/core/pages/pageIndex';
import type { PagePanel } from '../../forms/pageData/CataloguePage';
import { TaskBarContext, type TaskBarProps } from '../../forms/pageData/taskBar';
import type { PageLoader } from './lazyPage';

type Panel = NonNullable<Extract<PageScreen, { kind: 'form' }>['panel']>;

/** The data pages' own panels (the page module names its panel; ADR 0080): each in its feature's chunk. */
const PANELS: Readonly<Record<Panel, () => Promise<PagePanel>>> = {
  boardQuestionnaire: () =>
    import('../../features/background/components/BoardQuestionnaire').then((m) => ({ Panel: m.BoardQuestionnaire })),
  stakeholderLinks: () =>
    import('../../features/background/components/StakeholderLinks').then((m) => ({ Panel: m.StakeholderLinks })),
  regionalTurnover: () =>
    import('../../features/social/components/RegionalTurnover').then((m) => ({ Panel: m.RegionalTurnover })),
  supplierRequests: () =>
    import('../../features/social/components/SupplierRequests').then((m) => ({ Panel: m.SupplierRequests })),
  fatalitySeries: () =>
    import('../../features/social/components/FatalitySeries').then((m) => ({ Panel: m.FatalitySeries })),
  climateMetrics: () =>
    import('../../features/climate/components/YearMetricsPanel').then((m) => ({
      Panel: m.YearMetricsPanel,
      above: true,
    })),
};

/** The environmental pages share one chunk: the resource types are picked by the route. */
const resourcePage: PageLoader = () =>
  import('../../features/environmental/pages/ResourcePage').then((m) => m.ResourcePage);

/** The year's review on every data page (ADR 0111): the workflow feature's bar, in the frame's slot. */
const taskBar = () => import('../../features/workflow/components/WorkflowBar').then((m) => m.WorkflowBar);

const drawBar = (Bar: ComponentType<TaskBarProps>) => (props: TaskBarProps) => createElement(Bar, props);

function withTaskBar(Screen: ComponentType, Bar: ComponentType<TaskBarProps>) {
  const draw = drawBar(Bar);
  return function DataPageWithReview() {
    return createElement(TaskBarContext.Provider, { value: draw }, createElement(Screen));
  };
}

/**
 * A data page's screen from its module: the catalogue form (with its panel), or its resource rows. The
 * page modules load with the first data page opened, not with the app (ADR 0094).
 */
const dataPageLoader =
  (route: string): PageLoader =>
  async () => {
    const { pageByRoute } = await import('@esg/core/pages/index');
    const page = pageByRoute(route);
    if (!page) throw new Error(`no page module at ${route}`);
    if (page.screen.kind === 'resourceRows') {
      const [screen, bar] = await Promise.all([resourcePage(), taskBar()]);
      return withTaskBar(screen, bar);
    }
    const { panel } = page.screen;
    const [{ cataloguePage }, loaded, bar] = await Promise.all([
      import('../../forms/pageData/CataloguePage'),
      panel ? PANELS[panel]() : undefined,
      taskBar(),
    ]);
    return withTaskBar(cataloguePage(page, loaded), bar);
  };

/**
 * The spec's screens built so far: path → the code that draws it; the data pages' from their
 * modules (core/src/pages). The page's privilege and title live in core's page catalogue
 * (core/src/pages/navigation.ts); a page of a later issue
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
  '/reporting/data_quality': () =>
    import('../../features/assurance/pages/DataQualityPage').then((m) => m.DataQualityPage),
  '/reporting/audit_sample': () => import('../../features/audit/pages/AuditSamplePage').then((m) => m.AuditSamplePage),
  '/administration/auditors': () => import('../../features/audit/pages/AuditorsPage').then((m) => m.AuditorsPage),
  '/reporting/review_approval': () =>
    import('../../features/workflow/pages/YearMatrixPage').then((m) => m.YearMatrixPage),
  ...Object.fromEntries(DATA_PAGE_INDEX.map((e) => [dataPageRoute(e), dataPageLoader(dataPageRoute(e))])),
  '/background/board_committee/preliminary_questionnaire': () =>
    import('../../features/background/pages/PreliminaryQuestionnairePage').then((m) => m.PreliminaryQuestionnairePage),
  '/miscellaneous/attachment': () =>
    import('../../features/attachments/pages/AttachmentsPage').then((m) => m.AttachmentsPage),
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
