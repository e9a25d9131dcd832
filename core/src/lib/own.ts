/**
 * A record's own value at a key the caller chose (a query's location id, say): never what every object inherits —
 * `constructor`, `toString`, `__proto__` — which a plain `record[key]` returns for a record parsed from JSON.
 */
export const ownValue = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
