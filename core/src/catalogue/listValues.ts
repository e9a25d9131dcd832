import { joinLists } from './listNames';
import { BACKGROUND_LIST_VALUES } from '../pages/background/lists.values';
import { CLIMATE_LIST_VALUES } from '../pages/climate/lists.values';

/** Lists whose values are tenant or admin data; a declaration may name them without options here. */
export const RUN_TIME_LISTS = ['locations', 'units'] as const;

/** Allowed values by list name, as `schemaFor` receives them: run-time lists override static ones. */
export type ListValues = Readonly<Record<string, readonly string[]>>;

/**
 * The values of every reference list without their labels (lists.ts): what validation reads, so a Lambda that checks
 * a page's answers carries no list's labels in three languages (ADR 0146). lists.test.ts holds each list's values to
 * its labelled options, both ways.
 */
export const LIST_VALUES: ListValues = joinLists<readonly string[]>(BACKGROUND_LIST_VALUES, CLIMATE_LIST_VALUES, {
  disclosureChoices: ['answered', 'explained', 'notApplicable'],
  communityFocusAreas: ['education', 'environment', 'labourNeeds', 'health', 'culture', 'sport'],
  communityChannels: ['ownProgramme', 'ngoPartner', 'staffVolunteering', 'sponsorship', 'inKind'],
  stakeholderGroups: [
    'shareholders',
    'employees',
    'customers',
    'suppliers',
    'government',
    'community',
    'ngos',
    'media',
  ],
  engagementChannels: ['meetings', 'surveys', 'website', 'reports', 'email', 'site-visits'],
  engagementActivities: [
    'agm',
    'training',
    'performance-review',
    'supplier-assessment',
    'volunteering',
    'consultation',
  ],
  trainingAudiences: ['directors', 'management', 'staff'],
  waterSources: ['municipal', 'groundwater', 'rainwater', 'recycled'],
});

/** The allowed values of a list, or undefined when only the domain can know them (any text passes). */
export function allowedValues(list: string, runTime: ListValues = {}): ReadonlySet<string> | undefined {
  const values = runTime[list] ?? LIST_VALUES[list];
  return values ? new Set(values) : undefined;
}
