import { DISCLOSURE_CHOICES } from './comply';
import { joinLists } from './listNames';
import { BACKGROUND_LISTS } from '../pages/background/lists';
import { CLIMATE_LISTS } from '../pages/climate/lists';
import { text, type ListOption } from './types';
import { WATER_SOURCES } from './waterSources';

export type { ListOption };

/**
 * Reference lists the declarations name. Values are stable keys (stored, exported to Excel); labels
 * are display only. Lists of tenant data (locations) or admin data (units) are not here: their
 * allowed values are passed to `schemaFor` at run time, and are checked by the domain otherwise.
 */
export const REFERENCE_LISTS: Record<string, readonly ListOption[]> = joinLists(BACKGROUND_LISTS, CLIMATE_LISTS, {
  disclosureChoices: DISCLOSURE_CHOICES,
  // HKEX KPI B8.1 names these focus areas.
  communityFocusAreas: [
    { value: 'education', labels: text('Education', '教育', '教育') },
    { value: 'environment', labels: text('Environmental concerns', '環境', '环境') },
    { value: 'labourNeeds', labels: text('Labour needs', '勞工需求', '劳工需求') },
    { value: 'health', labels: text('Health', '健康', '健康') },
    { value: 'culture', labels: text('Culture', '文化', '文化') },
    { value: 'sport', labels: text('Sport', '體育', '体育') },
  ],
  // How a charitable activity reached the community ("activities with channel").
  communityChannels: [
    { value: 'ownProgramme', labels: text('Own programme', '自辦項目', '自办项目') },
    {
      value: 'ngoPartner',
      labels: text('Partner charity or NGO', '合作慈善團體或非政府組織', '合作慈善团体或非政府组织'),
    },
    { value: 'staffVolunteering', labels: text('Staff volunteering', '員工義工服務', '员工志愿服务') },
    { value: 'sponsorship', labels: text('Sponsorship', '贊助', '赞助') },
    { value: 'inKind', labels: text('Donation in kind', '實物捐贈', '实物捐赠') },
  ],
  stakeholderGroups: [
    { value: 'shareholders', labels: text('Shareholders and investors', '股東及投資者', '股东及投资者') },
    { value: 'employees', labels: text('Employees', '僱員', '雇员') },
    { value: 'customers', labels: text('Customers', '客戶', '客户') },
    { value: 'suppliers', labels: text('Suppliers', '供應商', '供应商') },
    { value: 'government', labels: text('Government and regulators', '政府及監管機構', '政府及监管机构') },
    { value: 'community', labels: text('Community', '社區', '社区') },
    { value: 'ngos', labels: text('Non-governmental organisations', '非政府組織', '非政府组织') },
    { value: 'media', labels: text('Media', '媒體', '媒体') },
  ],
  engagementChannels: [
    { value: 'meetings', labels: text('Meetings', '會議', '会议') },
    { value: 'surveys', labels: text('Surveys', '問卷調查', '问卷调查') },
    { value: 'website', labels: text('Company website', '公司網站', '公司网站') },
    { value: 'reports', labels: text('Annual and ESG reports', '年報及ESG報告', '年报及ESG报告') },
    { value: 'email', labels: text('E-mail and hotline', '電郵及熱線', '电邮及热线') },
    { value: 'site-visits', labels: text('Site visits', '實地考察', '实地考察') },
  ],
  engagementActivities: [
    { value: 'agm', labels: text('General meetings', '股東大會', '股东大会') },
    { value: 'training', labels: text('Training', '培訓', '培训') },
    { value: 'performance-review', labels: text('Performance reviews', '績效評核', '绩效评核') },
    { value: 'supplier-assessment', labels: text('Supplier assessments', '供應商評估', '供应商评估') },
    { value: 'volunteering', labels: text('Volunteering', '義工活動', '志愿活动') },
    { value: 'consultation', labels: text('Consultations', '諮詢', '咨询') },
  ],
  trainingAudiences: [
    { value: 'directors', labels: text('Directors', '董事', '董事') },
    { value: 'management', labels: text('Management', '管理層', '管理层') },
    { value: 'staff', labels: text('Staff', '員工', '员工') },
  ],
  waterSources: WATER_SOURCES,
});

export { allowedValues, RUN_TIME_LISTS, type ListValues } from './listValues';
