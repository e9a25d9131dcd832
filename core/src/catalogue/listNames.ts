import type { ListOption } from './types';

type Lists = Record<string, readonly ListOption[]>;

/**
 * Reference lists are one namespace: a page names a list by its key, so two groups declaring the same
 * name would let the later one silently replace the other's choices. Joining them refuses that at load.
 */
export function joinLists(...groups: readonly Lists[]): Lists {
  const joined: Lists = {};
  for (const group of groups)
    for (const [name, options] of Object.entries(group)) {
      if (Object.hasOwn(joined, name)) throw new Error(`Reference list "${name}" is declared twice`);
      joined[name] = options;
    }
  return joined;
}
