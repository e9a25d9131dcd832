import { REFERENCE_LISTS, type ListOption } from '../../catalogue/lists';
import { CITIES } from '../../pages/background/cities';
import {
  BUSINESS_NATURES,
  sortBusinessNatures,
  type BusinessNatureOption,
} from '../../pages/background/businessNature';

/**
 * The spec's `GET /fields/<list>` calls: the reference lists the Background declarations name
 * (pages/climate/lists.ts), so a select offers exactly what the page's schema accepts.
 */
const list = (name: string): ListOption[] => [...(REFERENCE_LISTS[name] ?? [])];

/** The spec's "Business nature selection", in its order: 'other' last, then parent name, then value. */
export const businessNatureView = (o: BusinessNatureOption) => ({
  fieldValue: o.value,
  labels: o.labels,
  parentName: o.parentName.en,
  parentLabels: o.parentName,
  isOther: o.isOther,
});

export const ReferenceLists = {
  businessNatures: () => sortBusinessNatures(BUSINESS_NATURES).map(businessNatureView),
  currencies: () => list('currencies'),
  countries: () => list('countries'),
  cities: () => CITIES.map((c) => ({ value: c.value, labels: c.labels, country: c.country })),
  districts: () => list('hkDistricts'),
  locationTypes: () => list('locationTypes'),
};
