import { WATER_SOURCES } from '../../catalogue/waterSources';
import type { Language } from '../../schemas/common';
import type { ResourceType } from '../../schemas/resources';
import { optionName } from '../excel/options';
import { labelParts } from '../resources/naturalKey';
import type { LocationNames } from '../workflow/locationNames';

/** A coded part by its name: a water supply by the water page's list (`municipal`), the others by the Excel options. */
const partName = (attribute: string, value: string, lang: Language) => {
  const listed = attribute === 'source' && WATER_SOURCES.find((o) => o.value === value);
  return listed ? listed.labels[lang] : optionName(attribute, value, lang);
};

/**
 * A row's label (`rowLabel`) in each language of the interface: the location's name in that language (ADR 0121) and
 * each coded choice (a handling, a water supply) by its name there, as the environmental pages show them; text the
 * company typed (an account, a material) as typed.
 */
export function rowLabels(
  type: ResourceType,
  location: LocationNames | undefined,
  attributes: Record<string, unknown>,
): Record<Language, string> {
  const label = (lang: Language) =>
    [location?.[lang] ?? '', ...labelParts(type, attributes).map((p) => partName(p.attribute, p.value, lang))].join(
      ' · ',
    );
  return { en: label('en'), hk: label('hk'), cn: label('cn') };
}
