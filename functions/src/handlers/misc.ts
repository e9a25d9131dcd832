import { groupHandler } from '../http/group';
import { pageAliasesOf } from './pageAliases';

/** The spec's Miscellaneous calls: the ordered-list pages' aliases (core/src/contract/pageAliases.ts). */
export const handler = groupHandler({}, {}, pageAliasesOf('misc'));
