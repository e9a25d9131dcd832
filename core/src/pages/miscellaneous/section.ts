import type { DataPage } from '../../catalogue/dataPage';
import { corpAwards } from './corpAwards';
import { profQuali } from './profQuali';

/**
 * The Miscellaneous section's data pages in navigation order: what a Lambda group that serves only this section's
 * pages imports (ADR 0145); core/src/pages/index.ts lists every section's.
 */
export const MISCELLANEOUS_PAGES: readonly DataPage[] = [profQuali, corpAwards];
