import { useTranslation } from 'react-i18next';
import Badge from '@cloudscape-design/components/badge';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import { formatDateTime } from '../../../i18n/format';
import type { Factor, FactorRevision } from '../api/listFactors';
import { ns } from '../i18n';
import { useSimplified, wordingIn } from '../../../ui/wording';
import { actorName } from '../../../ui/actorName';
import { validYears, valueWithUnit } from '../labels';

/** Every revision of a factor, newest first; none ever changes once saved. */
export function RevisionsTable({ factor }: { factor: Factor }) {
  const { t, i18n } = useTranslation(ns);
  const { t: common } = useTranslation('common');
  const toSimplified = useSimplified(i18n.language);
  const source = (r: FactorRevision) =>
    wordingIn(r.source, { hk: r.sourceHk, cn: r.sourceCn }, i18n.language, toSimplified);
  const revisions = [...factor.revisions].sort((a, b) => b.revision - a.revision);
  return (
    <Table<FactorRevision>
      variant="container"
      items={revisions}
      trackBy="revision"
      wrapLines
      header={
        <Header
          counter={`(${revisions.length})`}
          description={
            factor.retired &&
            t('retiredOn', { date: formatDateTime(factor.retired.at), login: actorName(factor.retired.by, common) })
          }
        >
          {t('revisionsOf', { id: factor.id })}
        </Header>
      }
      columnDefinitions={[
        {
          id: 'revision',
          header: t('revision'),
          isRowHeader: true,
          cell: (r) => (
            <>
              {r.revision} {r.revision === factor.latestRevision && <Badge color="blue">{t('latest')}</Badge>}
            </>
          ),
        },
        { id: 'value', header: t('value'), cell: (r) => valueWithUnit(r, i18n.language) },
        { id: 'years', header: t('validYears'), cell: (r) => validYears(t, r) },
        { id: 'basis', header: t('basis'), cell: (r) => r.basis ?? '' },
        {
          id: 'source',
          header: t('source'),
          cell: (r) => (
            <>
              <span lang={source(r).lang}>{source(r).text}</span>
              {source(r).missing && (
                <>
                  {' '}
                  <StatusIndicator type="warning">{t('chineseMissing')}</StatusIndicator>
                </>
              )}
            </>
          ),
        },
        { id: 'confidence', header: t('confidence'), cell: (r) => t(`confidence_${r.confidence}`) },
        {
          id: 'created',
          header: t('created'),
          cell: (r) => t('createdBy', { date: formatDateTime(r.createdAt), login: actorName(r.createdBy, common) }),
        },
      ]}
    />
  );
}
