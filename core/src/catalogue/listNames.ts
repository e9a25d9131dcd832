/**
 * Reference lists are one namespace: a page names a list by its key, so two groups declaring the same
 * name would let the later one silently replace the other's choices. Joining them refuses that at load. The same for
 * their values alone (listValues.ts).
 */
export function joinLists<T>(...groups: readonly Readonly<Record<string, T>>[]): Record<string, T> {
  const joined: Record<string, T> = {};
  for (const group of groups)
    for (const [name, options] of Object.entries(group)) {
      if (Object.hasOwn(joined, name)) throw new Error(`Reference list "${name}" is declared twice`);
      joined[name] = options;
    }
  return joined;
}
