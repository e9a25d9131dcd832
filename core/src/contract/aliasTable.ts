import type { Group } from './route';
import { PAGES } from '../pages/index';
import { pageAliases, type AliasRoute } from './pageAliases';

/** Every page's spec aliases (./pageAliases.ts): the route contract's, which the web calls too. */
export const PAGE_ALIASES = pageAliases(PAGES);

/** A group's alias routes, by route id. */
export const aliasRoutesOf = (group: Group): Readonly<Record<string, AliasRoute>> =>
  Object.fromEntries(
    Object.entries(PAGE_ALIASES)
      .filter(([, a]) => a.route.group === group)
      .map(([id, a]) => [id, a.route]),
  );
