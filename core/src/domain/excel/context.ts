import type { UnitConverter } from '../../calc/emissions/ports';
import type { Language } from '../../schemas/common';
import type { ResourceRecord } from '../resources/rows';
import type { ResourceType } from '../../schemas/resources';
import type { Approvals } from './approved';
import type { SocialYear } from './socialYear';
import type { TextsYear } from './textsSheet';
import { locationsByName, nameIn, type SheetLocation } from './locations';

/** What an import checks a workbook against: the year as it is now. */
export interface YearContext {
  language: Language;
  /** The year's rows by type and id: hidden ids must be among them. */
  rows: Map<ResourceType, Map<string, ResourceRecord>>;
  /** In-boundary locations: ids by every name a cell may hold, and each id's name in the workbook's language. */
  locationByName: Map<string, string>;
  locationName: Map<string, string>;
  units: UnitConverter;
  /** Units by the lower case of the names the template may write for them (煤氣度數 for towngas-unit). */
  unitByLabel?: Map<string, string>;
  /** The library's electricity factors an Electricity row may name (absent: a named one is refused, resources/validate.ts). */
  electricityFactors?: ReadonlySet<string>;
  /** The Social pages the social sheets write (absent: those sheets are not checked). */
  social?: SocialYear;
  /** The year's translatable answers the texts sheet writes (absent: that sheet is not checked, ADR 0122). */
  texts?: TextsYear;
  /** The year's approved tasks: a change to one is an error at its cell (absent: none approved, ADR 0127). */
  approvals?: Approvals;
}

/** One row as the commit writes it (kept with the readers that overlay it, resources/stored.ts). */
export type { StagedRow } from '../resources/stored';

export function yearContext(
  language: Language,
  rows: Partial<Record<ResourceType, ResourceRecord[]>>,
  locations: readonly SheetLocation[],
  units: UnitConverter,
  social?: SocialYear,
  texts?: TextsYear,
  approvals?: Approvals,
): YearContext {
  const byType = new Map<ResourceType, Map<string, ResourceRecord>>();
  for (const [type, list] of Object.entries(rows) as [ResourceType, ResourceRecord[]][])
    byType.set(type, new Map(list.map((r) => [r.rowId, r])));
  return {
    language,
    rows: byType,
    locationByName: locationsByName(locations, language),
    locationName: new Map(locations.map((l) => [l.id, nameIn(l, language)])),
    units,
    ...(social ? { social } : {}),
    ...(texts ? { texts } : {}),
    ...(approvals ? { approvals } : {}),
  };
}
