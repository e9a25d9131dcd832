import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { titlesNs } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { PageLayout } from '../../../ui/PageLayout';
import { PolicyResults } from '../components/PolicyResults';
import { ns } from '../i18n';

/**
 * `/reporting/policies_result` (`GET /api/policies/combinations/{year}`): the year's policy
 * answers per HKEX aspect, read-only, as the report's governance chapter discloses them. Answers are
 * given on Background › Policies.
 */
export function PoliciesResultPage() {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { year } = useSession();
  return (
    <PageLayout
      title={title('policies_result')}
      description={year ? t('policiesDescription', { date: formatDate(year) }) : undefined}
    >
      {year ? <PolicyResults year={year} /> : <Alert type="info">{t('noYear')}</Alert>}
    </PageLayout>
  );
}
