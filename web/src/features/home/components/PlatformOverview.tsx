import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompanyView } from '@esg/core/schemas/company';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import { formatDate, formatList } from '../../../i18n/format';
import { AppLink } from '../../../ui/AppLink';
import { CollectionTable } from '../../../ui/CollectionTable';
import { CompanyName } from '../../../ui/CompanyName';
import { platformCompaniesQuery } from '../api/companies';
import { ns } from '../i18n';

type Company = z.output<typeof CompanyView>;

const SUBSCRIPTIONS = '/administration/company_subscription';

const yearsOf = (c: Company) => c.compPeriods.map((p) => p.yearEnd).sort();

/**
 * Home for platform staff (ADR 0019): the companies on the platform, their subscribed reporting years and
 * the first years awaiting approval — not a company's year review, which they have none of.
 */
export function PlatformOverview() {
  const { t, i18n } = useTranslation(ns);
  const companies = useQuery(platformCompaniesQuery());
  const items = companies.data?.items ?? [];
  const pending = items.filter((c) => c.pendingFirstYear);
  const years = items.reduce((n, c) => n + c.compPeriods.length, 0);
  const more = companies.data?.more ?? false;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{t('platformTitle')}</Header>}>
        <ColumnLayout columns={3} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">{t('companiesCount')}</Box>
            <Box variant="awsui-value-large">{companies.isPending ? '–' : `${items.length}${more ? '+' : ''}`}</Box>
          </div>
          <div>
            <Box variant="awsui-key-label">{t('yearsCount')}</Box>
            <Box variant="awsui-value-large">{companies.isPending ? '–' : years}</Box>
          </div>
          <div>
            <Box variant="awsui-key-label">{t('pendingCount')}</Box>
            <Box variant="awsui-value-large">{companies.isPending ? '–' : pending.length}</Box>
          </div>
        </ColumnLayout>
      </Container>
      <CollectionTable<Company>
        variant="container"
        headerVariant="h2"
        title={t('companiesTitle')}
        description={t('companiesDescription')}
        actions={<AppLink href={SUBSCRIPTIONS}>{t('manageCompanies')}</AppLink>}
        items={companies.data?.items}
        loading={companies.isPending}
        error={companies.error}
        trackBy="id"
        preferences={{ id: 'home-companies' }}
        columns={[
          {
            id: 'name',
            header: t('company'),
            isRowHeader: true,
            cell: (c) => <CompanyName en={c.name} zh={c.nameZh} />,
          },
          {
            id: 'years',
            header: t('subscribedYears'),
            cell: (c) =>
              yearsOf(c).length > 0
                ? formatList(
                    yearsOf(c).map((y) => formatDate(y)),
                    i18n.language,
                  )
                : t('noSubscription'),
          },
          {
            id: 'printed',
            header: t('printedYears'),
            cell: (c) => c.compPeriods.filter((p) => p.printed).length,
          },
          {
            id: 'pending',
            header: t('approval'),
            cell: (c) =>
              c.pendingFirstYear ? (
                <StatusIndicator type="pending">
                  {t('awaitingApproval', {
                    start: formatDate(c.pendingFirstYear.start),
                    end: formatDate(c.pendingFirstYear.end),
                  })}
                </StatusIndicator>
              ) : (
                ''
              ),
          },
        ]}
        empty={t('noCompanies')}
      />
    </SpaceBetween>
  );
}
