import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ns } from '../i18n';
import { PublicFrame as Frame } from '../../../ui/PublicFrame';

/** The frame of every public account page: product, the page's own heading, the form, language. */
export function PublicFrame(props: Omit<ComponentProps<typeof Frame>, 'product' | 'languageId'>) {
  const { t } = useTranslation(ns);
  return <Frame product={t('product')} languageId="account-language" {...props} />;
}
