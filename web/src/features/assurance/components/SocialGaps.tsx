import { useTranslation } from 'react-i18next';
import { formatList } from '../../../i18n/format';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { fieldsOf } from '@esg/core/catalogue/page';
import { pageByKey } from '@esg/core/pages/index';
import type { CompletenessView } from '@esg/core/schemas/assurance';
import { languageOf } from '../../../i18n/languages';
import { useAssuranceText } from '../i18n';

/** The Social pages' fields not answered yet, by page, in the reader's language (labels from the page modules). */
export function SocialGaps({ social }: { social: CompletenessView['social'] }) {
  const { t } = useAssuranceText();
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const items = social.flatMap((p) => {
    const page = pageByKey(p.pageKey);
    const missing = p.fields.filter((f) => f.state === 'missing').map((f) => f.fieldId);
    if (!page || missing.length === 0) return [];
    const labels = new Map(fieldsOf(page).map((f) => [f.id, f.labels[language]]));
    return [{ key: p.pageKey, title: page.title[language], fields: missing.map((id) => labels.get(id) ?? id) }];
  });
  return (
    <Table
      header={<Header variant="h2">{t('socialTitle')}</Header>}
      items={items}
      trackBy="key"
      wrapLines
      empty={t('allAnswered')}
      columnDefinitions={[
        { id: 'page', header: t('page'), cell: (p) => p.title },
        { id: 'fields', header: t('fields'), cell: (p) => formatList(p.fields, i18n.language) },
      ]}
    />
  );
}
