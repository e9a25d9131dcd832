import { useTranslation } from 'react-i18next';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { formatDate } from '../i18n/format';

/**
 * The head of a public link's page (questionnaire, board sign-off): the company in the reader's language (its
 * Chinese name for a Chinese reader, when it has one), the year, and who the link is for.
 */
export function LinkFacts({
  ns,
  company,
  yearEnd,
  person,
}: {
  ns: 'questionnaire' | 'boardSignOff';
  company: { en: string; zh: string | null };
  yearEnd: string;
  person: { label: string; name: string };
}) {
  const { t, i18n } = useTranslation(ns);
  const name = i18n.language !== 'en' && company.zh ? company.zh : company.en;
  return (
    <KeyValuePairs
      columns={3}
      items={[
        { label: t('company'), value: name },
        { label: t('year'), value: formatDate(yearEnd) },
        { label: person.label, value: person.name },
      ]}
    />
  );
}
