import type { DataPageGroup } from '../catalogue/dataPage';
import { text, type I18nText } from '../catalogue/types';
import type { Privilege } from '../vocabulary/privileges';
import type { ResourceType } from '../vocabulary/resourceTypes';
import { ENVIRONMENTAL_RESOURCES } from './resourcePages';
import type { RuleSet } from '../vocabulary/ruleSets';

/** What the navigation, the titles and the route table need of a data page, without its fields and rules. */
export interface DataPageEntry {
  key: string;
  group: DataPageGroup;
  /** The privilege that writes the page (its module's `nav.write`). */
  write: Privilege;
  title: I18nText;
  /** The rule sets the page exists in (its module's `ruleSets`); absent: every one. */
  ruleSets?: readonly RuleSet[];
  /** The resource rows that hold the page's figures (its module's `screen.types`; the environmental pages). */
  resourceTypes?: readonly ResourceType[];
}

/**
 * The data pages in navigation order, as a list light enough for the side navigation, the page titles and
 * the users group's role checks to import without the 34 page modules (ADR 0094, 0133); what pages hold resource
 * rows is lighter still (resourcePages.ts). Each page's module
 * (core/src/pages/index.ts) stays what declares it; pageIndex.test.ts holds this list equal to the
 * modules' keys, sections, privileges, titles and rule sets, so a page added or changed there fails until
 * it is listed here too.
 */
const ENTRIES: readonly Omit<DataPageEntry, 'resourceTypes'>[] = [
  {
    key: 'company_information',
    group: 'background',
    write: 'company:write',
    title: text('Company information', '公司資料', '公司信息'),
  },
  {
    key: 'board_committee',
    group: 'background',
    write: 'company:write',
    title: text('Board committee', '董事委員會', '董事委员会'),
  },
  {
    key: 'risk_management',
    group: 'background',
    write: 'company:write',
    title: text('Risk management', '風險管理', '风险管理'),
  },
  { key: 'policies', group: 'background', write: 'company:write', title: text('Policies', '政策', '政策') },
  {
    key: 'stakeholder',
    group: 'background',
    write: 'company:write',
    title: text('Stakeholder engagement', '持份者參與', '持份者参与'),
  },
  {
    key: 'reporting_boundaries',
    group: 'background',
    write: 'company:write',
    title: text('Reporting boundaries', '匯報範圍', '汇报范围'),
  },
  {
    key: 'board_statement',
    group: 'background',
    write: 'company:write',
    title: text('Board statement', '董事會聲明', '董事会声明'),
  },
  {
    key: 'refrigerants',
    group: 'environmental',
    write: 'company:write',
    title: text('Refrigerants', '製冷劑', '制冷剂'),
  },
  {
    key: 'electricities',
    group: 'environmental',
    write: 'company:write',
    title: text('Electricity', '電力', '电力'),
  },
  {
    key: 'fuels',
    group: 'environmental',
    write: 'company:write',
    title: text('Fuels', '燃料', '燃料'),
  },
  {
    key: 'vehicles',
    group: 'environmental',
    write: 'company:write',
    title: text('Vehicles', '車輛', '车辆'),
  },
  {
    key: 'water',
    group: 'environmental',
    write: 'company:write',
    title: text('Water', '用水', '用水'),
  },
  {
    key: 'packaging_material',
    group: 'environmental',
    write: 'company:write',
    title: text('Packaging material', '包裝材料', '包装材料'),
  },
  {
    key: 'paper',
    group: 'environmental',
    write: 'company:write',
    title: text('Paper', '紙張', '纸张'),
  },
  {
    key: 'energyIntensity',
    group: 'environmental',
    write: 'company:write',
    title: text('Energy intensity', '能源密度', '能源密度'),
  },
  {
    key: 'waste_generation',
    group: 'environmental',
    write: 'company:write',
    title: text('Waste generation', '廢棄物產生', '废弃物产生'),
  },
  {
    key: 'trees',
    group: 'environmental',
    write: 'company:write',
    title: text('Trees', '樹木', '树木'),
  },
  {
    key: 'other_materials',
    group: 'environmental',
    write: 'company:write',
    title: text('Other materials', '其他物料', '其他物料'),
  },
  {
    key: 'business_travel',
    group: 'environmental',
    write: 'company:write',
    title: text('Business travel', '商務差旅', '商务差旅'),
  },
  {
    key: 'climate_governance',
    group: 'climate',
    write: 'company:write',
    title: text('Climate governance', '氣候管治', '气候管治'),
    ruleSets: ['2025'],
  },
  {
    key: 'climate_risks',
    group: 'climate',
    write: 'company:write',
    title: text('Climate risks and opportunities', '氣候風險及機遇', '气候风险及机遇'),
    ruleSets: ['2025'],
  },
  {
    key: 'climate_resilience',
    group: 'climate',
    write: 'company:write',
    title: text('Climate resilience', '氣候韌性', '气候韧性'),
    ruleSets: ['2025'],
  },
  {
    key: 'climate_risk_management',
    group: 'climate',
    write: 'company:write',
    title: text('Climate risk management', '氣候風險管理', '气候风险管理'),
    ruleSets: ['2025'],
  },
  {
    key: 'climate_metrics',
    group: 'climate',
    write: 'company:write',
    title: text('Climate metrics and targets', '氣候指標及目標', '气候指标及目标'),
    ruleSets: ['2025'],
  },
  { key: 'employment', group: 'social', write: 'company:write', title: text('Employment', '僱傭', '雇佣') },
  {
    key: 'health_safety',
    group: 'social',
    write: 'company:write',
    title: text('Health and safety', '健康與安全', '健康与安全'),
  },
  {
    key: 'development_training',
    group: 'social',
    write: 'company:write',
    title: text('Development and training', '發展及培訓', '发展及培训'),
  },
  {
    key: 'labour_standards',
    group: 'social',
    write: 'company:write',
    title: text('Labour standards', '勞工準則', '劳工准则'),
  },
  { key: 'supply_chain', group: 'social', write: 'company:write', title: text('Supply chain', '供應鏈', '供应链') },
  {
    key: 'product',
    group: 'social',
    write: 'company:write',
    title: text('Product responsibility', '產品責任', '产品责任'),
  },
  {
    key: 'anti_corruption',
    group: 'social',
    write: 'company:write',
    title: text('Anti-corruption', '反貪污', '反腐败'),
  },
  {
    key: 'community_investment',
    group: 'social',
    write: 'company:write',
    title: text('Community investment', '社區投資', '社区投资'),
  },
  {
    key: 'prof_quali',
    group: 'miscellaneous',
    write: 'company:write',
    title: text('Professional qualifications', '專業資格', '专业资格'),
  },
  {
    key: 'corp_awards',
    group: 'miscellaneous',
    write: 'company:write',
    title: text('Corporate awards', '企業獎項', '企业奖项'),
  },
];

/** The entries with the resource rows each page holds (resourcePages.ts). */
export const DATA_PAGE_INDEX: readonly DataPageEntry[] = ENTRIES.map((e) =>
  ENVIRONMENTAL_RESOURCES[e.key] ? { ...e, resourceTypes: ENVIRONMENTAL_RESOURCES[e.key] } : e,
);

/** A data page's route: its section and key (core/src/pages/index.test.ts holds the modules to it). */
export const dataPageRoute = (entry: Pick<DataPageEntry, 'group' | 'key'>): string => `/${entry.group}/${entry.key}`;

const byRoute = new Map(DATA_PAGE_INDEX.map((e) => [dataPageRoute(e), e]));

/** The data page at a route, if any. */
export const dataPageEntry = (route: string): DataPageEntry | undefined => byRoute.get(route);

const byKey = new Map(DATA_PAGE_INDEX.map((e) => [e.key, e]));

/** The data page of a key (a task's, a link's), if any. */
export const dataPageEntryByKey = (key: string): DataPageEntry | undefined => byKey.get(key);

/** The data pages' titles by key (the last segment of the route). */
export const DATA_PAGE_INDEX_TITLES: Readonly<Record<string, I18nText>> = Object.fromEntries(
  DATA_PAGE_INDEX.map((e) => [e.key, e.title]),
);
