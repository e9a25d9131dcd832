import type { Privilege } from '@esg/core/domain/privileges';
import type { PageLoader } from './lazyPage';

export interface LivePage {
  load: PageLoader;
  /** Shown and reachable only for roles holding it (spec §6: pages are shown by privilege). */
  privilege?: Privilege;
}

/**
 * The pages of spec §2 that exist so far, by path. A page of a later issue becomes reachable,
 * and appears in the side navigation, when it is added here; until then its path is Not Found.
 */
export const LIVE_PAGES: Record<string, LivePage> = {
  '/reporting/generate_report': {
    load: () => import('../../features/reporting/pages/GenerateReportPage').then((m) => m.GenerateReportPage),
    privilege: 'company:read',
  },
  '/reporting/view_pdf': {
    load: () => import('../../features/reporting/pages/ViewPdfPage').then((m) => m.ViewPdfPage),
    privilege: 'company:read',
  },
  '/home': { load: () => import('../../features/home/pages/HomePage').then((m) => m.HomePage) },
  '/settings': { load: () => import('../../features/settings/pages/SettingsPage').then((m) => m.SettingsPage) },
  '/personalProfile': {
    load: () => import('../../features/profile/pages/ProfilePage').then((m) => m.ProfilePage),
  },
};

/** Whether a path leads to a page that exists yet (links to later issues' pages stay hidden until then). */
export const isLivePath = (path: string): boolean => path in LIVE_PAGES;
