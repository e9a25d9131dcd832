import type { Language } from '../../schemas/common';
import type { ResourceType } from '../../schemas/resources';
import { labelPartName } from '../resources/labelNames';
import { keyAttributes, labelParts } from '../resources/naturalKey';
import type { LocationNames } from '../workflow/locationNames';

/**
 * The parts a row's label shows after its location: its key's free texts; a row whose key has none (an intensity
 * denominator, paper without a type) its key's coded choices instead, so rows of one location never read alike
 * (密度分母 · 總辦事處 · 員工人數, not three rows of 密度分母 · 總辦事處).
 */
function shownParts(type: ResourceType, attributes: Record<string, unknown>) {
  const typed = labelParts(type, attributes);
  if (typed.length) return typed;
  return keyAttributes(type, attributes)
    .filter((f) => typeof attributes[f] !== 'boolean') // a Yes/No (round trip, hazardous) is no name
    .map((f) => ({ attribute: f, value: String(attributes[f] ?? '').trim() }))
    .filter((p) => p.value !== '');
}

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
    [
      location?.[lang] ?? '',
      ...shownParts(type, attributes).map((p) => labelPartName(p.attribute, p.value, lang)),
    ].join(' · ');
  return { en: label('en'), hk: label('hk'), cn: label('cn') };
}
