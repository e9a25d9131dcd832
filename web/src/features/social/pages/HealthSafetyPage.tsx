import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { healthSafety } from '@esg/core/catalogue/pages/social/healthSafety';
import { titlesNs } from '../../../i18n';
import { PageDataYear } from '../../../forms/pageData/PageDataYear';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { PageLayout } from '../../../ui/PageLayout';
import { FatalitySeries } from '../components/FatalitySeries';
import { ns } from '../i18n';

/** Social › Health and safety: the catalogue form of the reporting year and, beside it, the B2.1 three-year series. */
export function HealthSafetyPage() {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { year } = useSession();
  return (
    <PageLayout
      title={title('health_safety')}
      description={year ? t('yearDescription', { date: formatDate(year) }) : undefined}
    >
      {!year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : (
        <SpaceBetween size="l">
          <PageDataYear page={healthSafety} year={year} />
          <FatalitySeries year={year} />
        </SpaceBetween>
      )}
    </PageLayout>
  );
}
