import type { CatalogueIssue } from './issues';
import { messageText } from './messages';
import { compareRational, decimalValue } from './values';

/**
 * A part that cannot exceed its whole (trainees of a group's employees, suppliers engaged of all
 * suppliers, products recalled of products sold): the catalogue's `max` message on the part, naming
 * the whole (an unanswered whole counts as 0). No issue while the part is unanswered.
 */
export function atMost(path: string, part: unknown, whole: unknown): CatalogueIssue[] {
  const value = decimalValue(part);
  const max = typeof whole === 'string' && whole !== '' ? whole : '0';
  if (value === undefined || compareRational(value, decimalValue(max)!) <= 0) return [];
  return [{ path, code: 'max', message: messageText('max', { max }), params: { max } }];
}
