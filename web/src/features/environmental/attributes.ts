import type { ResourceType } from '@esg/core/schemas/resources';
import { recordKeys, toRecords, type RecordsDraft } from './records';
import { TYPE_SPECS, type AttributeSpec } from './resourceTypes';

/** What the add-row form holds: text for every attribute ('' = not given), yes/no as 'yes' | 'no' | ''. */
export type AttributeDraft = Record<string, string>;

export const emptyDraft = (type: ResourceType): AttributeDraft =>
  Object.fromEntries(TYPE_SPECS[type].attributes.map((a) => [a.key, a.key === 'hazardous' ? 'no' : '']));

/** The attributes as the API takes them: optional blanks left out, yes/no as booleans, airports upper case. */
export function toAttributes(type: ResourceType, draft: AttributeDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of TYPE_SPECS[type].attributes) {
    const value = (draft[spec.key] ?? '').trim();
    if (spec.kind === 'yesNo') {
      if (value !== '') out[spec.key] = value === 'yes';
    } else if (value !== '' || (spec.required && spec.kind !== 'select') || keepsBlank(type, spec)) {
      out[spec.key] = spec.key === 'origin' || spec.key === 'destination' ? value.toUpperCase() : value;
    }
  }
  return out;
}

/** The electricity account is a text the API always expects, blank when a location has one meter. */
const keepsBlank = (type: ResourceType, spec: AttributeSpec) => type === 'electricity' && spec.key === 'account';

/** A row's stored attributes as the form shows them: booleans as yes/no, anything not given as ''. */
export function draftOf(type: ResourceType, attributes: Record<string, unknown>): AttributeDraft {
  return Object.fromEntries(
    TYPE_SPECS[type].attributes.map((spec) => {
      const v = attributes[spec.key];
      return [spec.key, typeof v === 'boolean' ? (v ? 'yes' : 'no') : typeof v === 'string' ? v : ''];
    }),
  );
}

/**
 * An edited row's attributes: the form's (its lists of records included: an emptied list is removed), plus those the
 * form does not show (an electricity row's own factor, a vehicle's kilometres), which would otherwise be lost by the save.
 */
export function editedAttributes(
  type: ResourceType,
  stored: Record<string, unknown>,
  draft: AttributeDraft,
  records: RecordsDraft = {},
): Record<string, unknown> {
  const shown = new Set([...TYPE_SPECS[type].attributes.map((a) => a.key), ...recordKeys(type)]);
  const kept = Object.entries(stored).filter(([key]) => !shown.has(key));
  return { ...Object.fromEntries(kept), ...toAttributes(type, draft), ...toRecords(type, records) };
}

/** Whether two forms would send the same attributes (blanks and spaces around a text do not count). */
export const sameAttributes = (type: ResourceType, a: AttributeDraft, b: AttributeDraft) =>
  JSON.stringify(toAttributes(type, a)) === JSON.stringify(toAttributes(type, b));

/** The attributes a form must have before it is sent (the API checks the rest). */
export function missingAttributes(type: ResourceType, draft: AttributeDraft): string[] {
  return TYPE_SPECS[type].attributes.filter((a) => a.required && (draft[a.key] ?? '').trim() === '').map((a) => a.key);
}

/** One line describing a row by its attributes, in the order the type lists them. */
export function describeRow(
  type: ResourceType,
  attributes: Record<string, unknown>,
  label: (spec: AttributeSpec, value: string) => string,
): string {
  return TYPE_SPECS[type].attributes
    .flatMap((spec) => {
      const v = attributes[spec.key];
      if (v === undefined || v === null || v === '') return [];
      return [label(spec, typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v))];
    })
    .join(' · ');
}
