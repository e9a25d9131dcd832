import { MONTHS } from '../catalogue/values';
import { ATTRIBUTES_OF_THE_YEAR, type ResourceRowView } from './resources';

/**
 * Last year's row as Copy from last year sends it to the next year (ADR 0038, ADR 0123): location, unit
 * and attributes, blank months, the attributes of its year (`ATTRIBUTES_OF_THE_YEAR`) left behind; `dropped` when it had any.
 */
export function nextYearRow(row: Pick<ResourceRowView, 'type' | 'locationId' | 'unit' | 'attributes'>) {
  const ofTheYear: readonly string[] = ATTRIBUTES_OF_THE_YEAR[row.type] ?? [];
  const attributes = Object.fromEntries(Object.entries(row.attributes).filter(([key]) => !ofTheYear.includes(key)));
  const dropped = ofTheYear.some((key) => {
    const value = row.attributes[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
  return {
    row: { locationId: row.locationId, unit: row.unit, months: Array.from({ length: MONTHS }, () => ''), attributes },
    dropped,
  };
}
