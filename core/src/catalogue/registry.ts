import type { PageDeclaration } from './page';
import { antiCorruption } from './pages/antiCorruption';
import { communityInvestment } from './pages/communityInvestment';
import { stakeholder } from './pages/stakeholder';
import { water } from './pages/water';

/** Every declared data-entry page. A page exists for the engine once it is listed here. */
export const PAGES: readonly PageDeclaration[] = [stakeholder, antiCorruption, communityInvestment, water];

const byKey = new Map(PAGES.map((p) => [p.key, p]));
const byRoute = new Map(PAGES.map((p) => [p.route, p]));

export const pageByKey = (key: string) => byKey.get(key);
export const pageByRoute = (route: string) => byRoute.get(route);
