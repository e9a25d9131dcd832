import type { Group, RouteDef } from './route';
import { sessionRoutes } from './session';
import { usersRoutes } from './users';
import { filesRoutes } from './files';
import { reportingRoutes } from './reporting';
import { adminRoutes } from './admin';
import { companyRoutes } from './company';
import { backgroundRoutes } from './background';
import { environmentalRoutes } from './environmental';
import { socialRoutes } from './social';
import { supplierRoutes } from './suppliers';
import { climateRoutes } from './climate';
import { dashboardRoutes } from './dashboard';
import { excelRoutes } from './excel';
import { questionnaireRoutes } from './questionnaire';
import { aliasRoutesOf } from './aliasTable';
import { workflowRoutes } from './workflow';
import { taskActionRoutes } from './taskActions';
import { yearLockRoutes } from './yearLock';
import { signOffRoutes } from './signOff';
import { progressRoutes } from './progress';
import { assuranceRoutes } from './assurance';
import { auditorRoutes } from './auditors';
import { sampleRoutes } from './samples';

/**
 * Every route, by resource group: stacks/api.ts, packages/local and the tests read this. The spec's
 * plain page aliases join their page's group (pageAliases.ts).
 */
export const routeGroups: Partial<Record<Group, Record<string, RouteDef>>> = {
  session: sessionRoutes,
  users: { ...usersRoutes, ...auditorRoutes },
  files: filesRoutes,
  reporting: { ...reportingRoutes, ...taskActionRoutes, ...progressRoutes, ...yearLockRoutes },
  admin: adminRoutes,
  company: companyRoutes,
  background: { ...backgroundRoutes, ...aliasRoutesOf('background') },
  environmental: environmentalRoutes,
  social: { ...socialRoutes, ...supplierRoutes, ...aliasRoutesOf('social') },
  misc: aliasRoutesOf('misc'),
  climate: climateRoutes,
  dashboard: dashboardRoutes,
  excel: excelRoutes,
  questionnaire: questionnaireRoutes,
  workflow: { ...workflowRoutes, ...signOffRoutes },
  assurance: { ...assuranceRoutes, ...sampleRoutes },
};

/** All routes keyed by id; ids are unique across groups (asserted by a unit test). */
export const contract: Record<string, RouteDef> = Object.assign({}, ...Object.values(routeGroups));
