import { MONTHS } from '../catalogue/values';
import type { ResourceRowView, ResourceType } from './resources';

/**
 * Attributes that belong to a row's year rather than to the row: an electricity row's contractual
 * instruments (ADR 0090) — a certificate, tariff or agreement covers that year's electricity, and a
 * new year's row, with no months yet, could not carry them anyway (`instrumentsExceedUse`, ADR 0123).
 */
const OF_THE_YEAR: Partial<Record<ResourceType, readonly string[]>> = { electricity: ['instruments'] };

/**
 * Last year's row as Copy from last year sends it to the next year (ADR 0038, ADR 0123): location, unit
 * and attributes, blank months, the attributes of its year left behind; `dropped` when it had any.
 */
export function nextYearRow(row: Pick<ResourceRowView, 'type' | 'locationId' | 'unit' | 'attributes'>) {
  const ofTheYear = OF_THE_YEAR[row.type] ?? [];
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
