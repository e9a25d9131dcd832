import type { DataPage, DataPageGroup } from '../catalogue/dataPage';
import type { I18nText } from '../catalogue/types';
import type { ResourceType } from '../vocabulary/resourceTypes';
import { BACKGROUND_PAGES } from './background/section';
import { ENVIRONMENTAL_PAGES } from './environmental/section';
import { CLIMATE_PAGES } from './climate/section';
import { SOCIAL_PAGES } from './social/section';
import { MISCELLANEOUS_PAGES } from './miscellaneous/section';

/**
 * Every data-entry page, in the side navigation's order (the spec's screens). A page exists once its section lists it
 * (./<section>/section.ts, ADR 0145): its module carries everything about it (ADR 0080), and every other list is
 * derived below.
 */
export const PAGES: readonly DataPage[] = [
  ...BACKGROUND_PAGES,
  ...ENVIRONMENTAL_PAGES,
  ...CLIMATE_PAGES,
  ...SOCIAL_PAGES,
  ...MISCELLANEOUS_PAGES,
];

const byKey = new Map(PAGES.map((p) => [p.key, p]));
const byRoute = new Map(PAGES.map((p) => [p.route, p]));

export const pageByKey = (key: string) => byKey.get(key);
export const pageByRoute = (route: string) => byRoute.get(route);

/** The data pages' titles by key (the last segment of the route). */
export const DATA_PAGE_TITLES: Readonly<Record<string, I18nText>> = Object.fromEntries(
  PAGES.map((p) => [p.key, p.title]),
);

/** A section's data pages, in navigation order. */
export const pagesOfGroup = (group: DataPageGroup) => PAGES.filter((p) => p.nav.group === group);

/** Which resource rows hold each page's figures (the environmental pages). */
export const resourceTypesOf = (page: DataPage): readonly ResourceType[] =>
  page.screen.kind === 'resourceRows' ? page.screen.types : [];

/** Which page holds each resource type's rows, and each resource page's types: from the page index (ADR 0133). */
export { ENVIRONMENTAL_RESOURCES, PAGE_OF_RESOURCE_TYPE } from './resourcePages';
