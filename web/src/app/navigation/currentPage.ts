import { useLocation } from 'react-router';
import { PAGES, type PageEntry } from './sections';

/** The spec's screen at the current path, if it is one of the layout's pages. */
export function useCurrentPage(): PageEntry | undefined {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES.find((p) => p.path === path);
}
