import { bilingualOf, editionText, textOf, type TextLanguage } from '../../catalogue/bilingual';
import type { EmissionsJson } from '../../calc/emissions/present';
import { toSimplified } from '../../lib/simplified';
import { PAGES } from '../../pages/index';
import { PAGE_OF_RESOURCE_TYPE } from '../../pages/resourcePages';
import { LANGUAGES, type Language } from '../../schemas/common';
import { ruleSetFor } from '../../vocabulary/ruleSets';
import { listStoredLocations } from '../background/storedLocations';
import { companyPeriods } from '../periods/view';
import type { PeriodRecord } from '../records';
import { formerLocations } from '../resources/locations';
import { emissionsOf } from './data';
import { reportDate } from './format';
import { reportText } from './messages';
import type { UntranslatedAnswer } from './translated';

type Instrument = NonNullable<EmissionsJson['instruments']>[number];

/** The page whose rows hold the instruments (the electricity rows' page). */
const ELECTRICITY_PAGE = PAGES.find((p) => p.key === PAGE_OF_RESOURCE_TYPE.get('electricity'))?.route ?? '';

/**
 * Whether an edition has no text for an instrument's reference (ADR 0137): given in languages, none the edition's
 * (Simplified converted from the Traditional). One text prints as typed in every edition, so it lacks none.
 */
const lacks = (reference: Instrument['reference'], lang: Language) =>
  typeof reference !== 'string' &&
  editionText(bilingualOf(reference, 'en') ?? { en: '', hk: '' }, lang, toSimplified) === undefined;

/**
 * The instruments whose reference `lang`'s edition lacks, each named as a user knows it, in every language: its row's
 * location and period and its number on the row ("Head office, electricity of 01-01-2025 to 31-12-2025,
 * instrument 1"), as the row dialog numbers them — never an id.
 */
export function untranslatedInstruments(
  instruments: readonly Instrument[],
  lang: Language,
  period: Pick<PeriodRecord, 'startDate' | 'endDate'>,
  locationName: (id: string, lang: Language) => string,
): UntranslatedAnswer[] {
  const onRow = new Map<string, number>();
  return instruments.flatMap((i) => {
    const n = (onRow.get(i.rowId) ?? 0) + 1;
    onRow.set(i.rowId, n);
    if (!lacks(i.reference, lang)) return [];
    const named = (l: Language) =>
      reportText(l, 'instrumentOfRow', {
        location: locationName(i.locationId, l),
        period: reportText(l, 'period', {
          start: reportDate(period.startDate, l),
          end: reportDate(period.endDate, l),
        }),
        n,
      });
    const item = Object.fromEntries(LANGUAGES.map((l) => [l, named(l)])) as Record<Language, string>;
    return [{ page: ELECTRICITY_PAGE, field: 'instruments', item }];
  });
}

/**
 * The instruments Part D of the year's `lang` edition would print without their reference in that language: the
 * figures it prints (a printed year's frozen ones), under the 2025 rules (earlier rules have no Part D).
 */
export async function untranslatedInstrumentsOf(
  tenantId: string,
  yearEnd: string,
  lang: Language,
  companyLang: TextLanguage,
): Promise<UntranslatedAnswer[]> {
  const period = (await companyPeriods(tenantId)).find((p) => p.yearEnd === yearEnd);
  if (!period || ruleSetFor(period.financialYearStartDate) !== '2025') return [];
  const instruments = (await emissionsOf(tenantId, period)).instruments ?? [];
  if (!instruments.some((i) => lacks(i.reference, lang))) return [];
  const names = new Map<string, unknown>(
    (await listStoredLocations(tenantId, yearEnd, 'all')).map((l) => [l.id, l.stored]),
  );
  const gone = [...new Set(instruments.map((i) => i.locationId))].filter((id) => !names.has(id));
  for (const l of await formerLocations(tenantId, yearEnd, gone)) names.set(l.id, l.name);
  const locationName = (id: string, l: Language) => {
    const b = bilingualOf(names.get(id), companyLang);
    return (b && editionText(b, l, toSimplified)) ?? textOf(names.get(id));
  };
  return untranslatedInstruments(instruments, lang, period, locationName);
}
