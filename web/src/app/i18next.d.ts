import 'i18next';
import type { PAGE_TITLES } from '@esg/core/pages/titles';
import type common from '../i18n/common';
import type { VALIDATION_MESSAGES } from '@esg/core/schemas/validationMessages';
import type { en as account } from '../features/account/messages/en';
import type { en as adminAccess } from '../features/admin-access/messages/en';
import type { en as adminCompanies } from '../features/admin-companies/messages/en';
import type { en as adminFactors } from '../features/admin-factors/messages/en';
import type { en as adminKpis } from '../features/admin-kpis/messages/en';
import type { en as adminLogs } from '../features/admin-logs/messages/en';
import type { en as adminSysConfig } from '../features/admin-sysconfig/messages/en';
import type { en as adminUnits } from '../features/admin-units/messages/en';
import type { en as adminUsers } from '../features/admin-users/messages/en';
import type { en as background } from '../features/background/messages/en';
import type { en as climate } from '../features/climate/messages/en';
import type { en as dashboard } from '../features/dashboard/messages/en';
import type { en as environmental } from '../features/environmental/messages/en';
import type { en as errors } from '../features/errors/messages/en';
import type { en as excel } from '../features/excel/messages/en';
import type { en as home } from '../features/home/messages/en';
import type { en as auditorHome } from '../features/home/messages/auditor/en';
import type { en as profile } from '../features/profile/messages/en';
import type { en as questionnaire } from '../features/questionnaire/messages/en';
import type { en as supplier } from '../features/supplier/messages/en';
import type { en as boardSignOff } from '../features/boardSignOff/messages/en';
import type { en as reporting } from '../features/reporting/messages/en';
import type { en as settings } from '../features/settings/messages/en';
import type { en as social } from '../features/social/messages/en';
import type { en as tutorial } from '../features/tutorial/messages/en';
import type { en as forms } from '../forms/messages/en';
import type { en as pageData } from '../forms/pageData/messages/en';
import type { en as files } from '../ui/files/messages/en';
import type { en as anomalies } from '../ui/anomalies/messages/en';
import type { en as restated } from '../ui/restated/messages/en';
import type { en as attachments } from '../features/attachments/messages/en';
import type { en as assurance } from '../features/assurance/messages/en';
import type { en as audit } from '../features/audit/messages/en';
import type { en as workflow } from '../features/workflow/messages/en';
import type { en as shell } from './messages/en';

type Keys<T> = Record<keyof T, string>;

/**
 * Every i18next namespace and its keys, from each namespace's English file: a `t()` key that no
 * namespace has, or a namespace nobody registered, fails the type check. `registerMessages`
 * only accepts a namespace named here, with exactly these keys.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: Keys<typeof common.en>;
      titles: Keys<typeof PAGE_TITLES>;
      validation: Keys<typeof VALIDATION_MESSAGES>;
      shell: Keys<typeof shell>;
      forms: Keys<typeof forms>;
      pageData: Keys<typeof pageData>;
      files: Keys<typeof files>;
      anomalies: Keys<typeof anomalies>;
      restated: Keys<typeof restated>;
      attachments: Keys<typeof attachments>;
      assurance: Keys<typeof assurance>;
      audit: Keys<typeof audit>;
      workflow: Keys<typeof workflow>;
      account: Keys<typeof account>;
      adminAccess: Keys<typeof adminAccess>;
      adminCompanies: Keys<typeof adminCompanies>;
      adminFactors: Keys<typeof adminFactors>;
      adminKpis: Keys<typeof adminKpis>;
      adminLogs: Keys<typeof adminLogs>;
      adminSysConfig: Keys<typeof adminSysConfig>;
      adminUnits: Keys<typeof adminUnits>;
      adminUsers: Keys<typeof adminUsers>;
      excel: Keys<typeof excel>;
      background: Keys<typeof background>;
      climate: Keys<typeof climate>;
      dashboard: Keys<typeof dashboard>;
      environmental: Keys<typeof environmental>;
      errors: Keys<typeof errors>;
      home: Keys<typeof home>;
      auditorHome: Keys<typeof auditorHome>;
      profile: Keys<typeof profile>;
      questionnaire: Keys<typeof questionnaire>;
      supplier: Keys<typeof supplier>;
      boardSignOff: Keys<typeof boardSignOff>;
      social: Keys<typeof social>;
      reporting: Keys<typeof reporting>;
      settings: Keys<typeof settings>;
      tutorial: Keys<typeof tutorial>;
    };
  }
}
