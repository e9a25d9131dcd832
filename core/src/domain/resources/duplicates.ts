import type { FieldIssue } from '../../errors';
import { ruleText } from '../../catalogue/ruleMessages';
import { duplicatesOf, keyField, naturalKey, rowLabel, type KeyedRow } from './naturalKey';
import type { ResourceRecord } from './rows';
import type { ResourceType } from '../../schemas/resources';

interface Sent {
  row: { id?: string; locationId: string };
  attributes: Record<string, unknown>;
}

/**
 * The rows of a save that would repeat another row's natural key (docs/decisions/0070-natural-keys.md):
 * a new row, or a row whose key the save changes, holding the key of a stored row or of an earlier
 * row of the same save. A stored row keeping its key is never refused (rows entered before keys were
 * checked stay editable). Each issue sits at the key's field and names the row it repeats.
 */
export function duplicateIssues(
  type: ResourceType,
  stored: readonly ResourceRecord[],
  sent: readonly Sent[],
  pathOf: (i: number) => string,
  locationName: (id: string) => string,
): FieldIssue[] {
  const sentIds = new Set(sent.flatMap((s) => (s.row.id ? [s.row.id] : [])));
  const storedKey = new Map(stored.map((r) => [r.rowId, naturalKey(type, r.locationId, r.attributes)]));
  const rows: KeyedRow[] = stored
    .filter((r) => !sentIds.has(r.rowId))
    .map((r) => ({ id: r.rowId, key: storedKey.get(r.rowId)! }));
  const label = new Map(stored.map((r) => [r.rowId, rowLabel(type, locationName(r.locationId), r.attributes)]));
  sent.forEach((s, i) => {
    const id = s.row.id ?? `#${i}`;
    rows.push({ id, key: naturalKey(type, s.row.locationId, s.attributes) });
    label.set(id, rowLabel(type, locationName(s.row.locationId), s.attributes));
  });
  const twice = duplicatesOf(rows);
  const issues: FieldIssue[] = [];
  sent.forEach((s, i) => {
    const id = s.row.id ?? `#${i}`;
    const held = twice.get(id);
    if (held === undefined) return;
    const key = naturalKey(type, s.row.locationId, s.attributes);
    if (s.row.id !== undefined && storedKey.get(s.row.id) === key) return;
    const params = { row: label.get(held) ?? '' };
    issues.push({
      path: `${pathOf(i)}.attributes.${keyField(type, s.attributes)}`,
      message: ruleText('duplicateRow', params),
      code: 'duplicate',
      messageKey: 'duplicateRow',
      params,
    });
  });
  return issues;
}
