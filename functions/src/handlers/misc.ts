import { groupHandler } from '../http/group';
import { MISCELLANEOUS_PAGES } from '@esg/core/pages/miscellaneous/section';
import { pageAliasesOf } from './pageAliases';

/** The spec's Miscellaneous calls: the ordered-list pages' aliases (core/src/contract/pageAliases.ts). */
export const handler = groupHandler({}, {}, pageAliasesOf(MISCELLANEOUS_PAGES));
