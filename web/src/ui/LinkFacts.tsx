import { useTranslation } from 'react-i18next';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { formatDate } from '../i18n/format';
import { useCompanyName } from './wording';

/** A public link page's namespace: each names `company` and `year` (questionnaire, board sign-off, supplier). */
type LinkNamespace = 'questionnaire' | 'boardSignOff' | 'supplier';

/**
 * The head of a public link's page (ADR 0030, 0113, 0119): the company in the reader's language (`useCompanyName`),
 * the year, then what the page adds — who the link is for, a due date.
 */
export function LinkFacts({
  ns,
  company,
  yearEnd,
  items,
}: {
  ns: LinkNamespace;
  company: { en: string; zh: string | null };
  yearEnd: string;
  items: { label: string; value: string }[];
}) {
  const { t, i18n } = useTranslation(ns);
  const name = useCompanyName(company, i18n.language).text;
  return (
    <KeyValuePairs
      columns={(2 + items.length) as 3 | 4}
      items={[{ label: t('company'), value: name }, { label: t('year'), value: formatDate(yearEnd) }, ...items]}
    />
  );
}
