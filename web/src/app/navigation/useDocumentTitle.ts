import { useEffect } from 'react';
import type { TitleKey } from '@esg/core/domain/access/pageTitles';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shellNs } from '../i18n';
import { titlesNs } from '../../i18n';

/** Spec §2: the title comes from the last path segment, through the titles namespace. */
export function titleKeyOf(pathname: string, exists: (key: string) => boolean): TitleKey {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? 'home';
  if (segments[0] === 'error') return 'error';
  if (segments[0] === 'reset') return 'reset';
  return exists(`${titlesNs}:${last}`) ? (last as TitleKey) : 'notFound';
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
