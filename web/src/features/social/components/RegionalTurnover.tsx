import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { regionalTurnover, type RegionalTurnover as Row } from '@esg/core/pages/social/employment.turnover';
import { usePageData } from '../../../forms/pageData/api/getPageData';
import { useLocationLabel } from '../../../forms/pageData/useRunTimeLists';
import { ns } from '../i18n';

/**
 * HKEX B1.2 by geographical region under the Employment form: each location's turnover from its
 * saved headcounts and leavers, this year's beside last year's (computed, never typed); each location by its name in
 * the reader's language (ADR 0121).
 */
export function RegionalTurnover({ year }: { year: string }) {
  const { t } = useTranslation(ns);
  const page = usePageData('employment', year);
  const items = regionalTurnover(page.data?.values, page.data?.lastYear?.values);
  const location = useLocationLabel(year);
  return (
    <Container
      data-testid="regional-turnover"
      header={
        <Header variant="h2" description={t('turnoverDescription')}>
          {t('turnoverTitle')}
        </Header>
      }
    >
      <Table<Row>
        wrapLines
        variant="embedded"
        loading={page.isPending}
        items={items}
        ariaLabels={{ tableLabel: t('turnoverTitle') }}
        empty={t('noRegions')}
        columnDefinitions={[
          { id: 'location', header: t('location'), cell: (r) => location(r.location) },
          { id: 'rate', header: t('thisYear'), cell: (r) => r.rate ?? t('notEntered') },
          { id: 'lastYear', header: t('lastYear'), cell: (r) => r.lastYear ?? t('notEntered') },
        ]}
      />
    </Container>
  );
}
