import { ROW_ID_PATTERN } from '@esg/core/pages/background/boardCommittee';
import type { ScalarField } from '@esg/core/catalogue/types';

/**
 * A row id the server assigns (a location's or member's ULID, kept across saves and years): not
 * for typing, so the row editor neither shows nor creates it, and an edited row keeps its own.
 */
export const isAssignedByServer = (field: ScalarField): boolean =>
  field.kind === 'text' && field.validation?.pattern === ROW_ID_PATTERN;
