import { corpAwards } from '../../pages/miscellaneous/corpAwards';
import { profQuali } from '../../pages/miscellaneous/profQuali';
import { pathPeriodPageCalls } from '../pageData/periodCalls';

/** The spec's Miscellaneous calls (core/src/contract/misc.ts): the ordered-list pages of the period `{id}`. */
export const ProfQuali = pathPeriodPageCalls(profQuali);
export const CorpAwards = pathPeriodPageCalls(corpAwards);
