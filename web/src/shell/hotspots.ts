/**
 * Places in the shell and on Home that the tutorial points at (Cloudscape hotspots). Ids are
 * global to the app, so they are named here once; the tutorial's steps refer to them by these.
 */
export const HOTSPOTS = {
  greeting: 'home-greeting',
  navigation: 'shell-navigation',
  review: 'home-review',
  company: 'home-company',
} as const;
export type HotspotId = (typeof HOTSPOTS)[keyof typeof HOTSPOTS];
