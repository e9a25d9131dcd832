import { useEffect } from 'react';
import type { TitleKey } from '@esg/core/pages/titles';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shellNs } from '../i18n';
import { titlesNs } from '../../i18n';
import { isLivePath } from '../routing/pageRegistry';

/** The routes outside the layout (routes.tsx); `/` goes Home. */
const PUBLIC_PATHS = new Set(['/', '/login', '/register', '/activate', '/questionnaire', '/signoff']);

/** Whether the router shows a page at this path (anything else is Not Found). */
export const isRouted = (pathname: string): boolean => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.has(path) || path.startsWith('/error/') || path.startsWith('/reset/') || isLivePath(path);
};

/**
 * The spec's screens: the title comes from the last path segment, through the titles namespace. A path the
 * router answers with Not Found is titled so, whatever its last segment names (a page
 * of a later issue, or one the user left, must not title the Not Found page).
 */
export function titleKeyOf(
  pathname: string,
  exists: (key: string) => boolean,
  routed: (pathname: string) => boolean = isRouted,
): TitleKey {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? 'home';
  if (segments[0] === 'error') return 'error';
  if (segments[0] === 'reset') return 'reset';
  return routed(pathname) && exists(`${titlesNs}:${last}`) ? (last as TitleKey) : 'notFound';
}

export function useDocumentTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation(titlesNs);
  const { t: ts } = useTranslation(shellNs);
  const key = titleKeyOf(pathname, (k) => i18n.exists(k));
  const title = `${t(key)} · ${ts('product')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
