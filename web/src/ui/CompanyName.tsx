import { useTranslation } from 'react-i18next';
import { useCompanyName } from './wording';

/**
 * A company's name in the reader's language and script, marked with its language (ADR 0121): the Chinese name for a
 * Chinese reader when it has one, else the English — a company as a list of companies names it.
 */
export function CompanyName({ en, zh }: { en: string; zh?: string | null }) {
  const { i18n } = useTranslation();
  const { text, lang } = useCompanyName({ en, zh }, i18n.language);
  return <span lang={lang}>{text}</span>;
}
