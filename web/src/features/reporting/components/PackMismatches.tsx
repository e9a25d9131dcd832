import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { ParityEditionView } from '@esg/core/schemas/reports';
import { LANGUAGE_NAMES, languageOf } from '../../../i18n/languages';
import { ns } from '../i18n';

type Mismatch = ParityEditionView['mismatches'][number];

/** One edition's differences from the English one: the section, what differs, page and line in each edition. */
export function PackMismatches({ edition }: { edition: ParityEditionView }) {
  const { t, i18n } = useTranslation(ns);
  // A Chinese reader reads the section as the Chinese edition heads it; English, as the English one (ADR 0099).
  const sectionOf = (m: Mismatch) =>
    (languageOf(i18n.language) !== 'en' && m.otherSection) || m.section || t('beforeSections');
  const side = (s: Mismatch['reference']) =>
    s.item === undefined ? t('notPrinted') : s.page ? t('pageItem', { page: s.page, item: s.item }) : s.item;
  const lang = LANGUAGE_NAMES[edition.lang];
  return (
    <Table<Mismatch>
      header={<Header variant="h3">{t('mismatchesTitle', { lang })}</Header>}
      items={edition.mismatches}
      variant="embedded"
      wrapLines
      columnDefinitions={[
        { id: 'section', header: t('colSection'), cell: sectionOf },
        { id: 'kind', header: t('colKind'), cell: (m) => t(`kind_${m.kind}`) },
        { id: 'en', header: t('colIn', { lang: LANGUAGE_NAMES.en }), cell: (m) => side(m.reference) },
        { id: 'other', header: t('colIn', { lang }), cell: (m) => side(m.other) },
      ]}
      footer={edition.more ? <Box>{t('mismatchesMore', { count: edition.more })}</Box> : undefined}
    />
  );
}
