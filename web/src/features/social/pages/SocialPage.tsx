import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TitleKey } from '@esg/core/domain/access/pageTitles';
import { pageByRoute } from '@esg/core/pages/index';
import { titlesNs } from '../../../i18n';
import { PageDataYear } from '../../../forms/pageData/PageDataYear';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { PageLayout } from '../../../ui/PageLayout';
import { FatalitySeries } from '../components/FatalitySeries';
import { RegionalTurnover } from '../components/RegionalTurnover';
import { ns } from '../i18n';

/** What a Social page shows under its catalogue form: the KPIs the catalogue engine cannot compute per row or across pages. */
const PANELS: Readonly<Record<string, ComponentType<{ year: string }>>> = {
  employment: RegionalTurnover,
  health_safety: FatalitySeries,
};

/** A Social page with a panel of its own: the catalogue form of the reporting year, then the panel. */
export function SocialPage() {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { pathname } = useLocation();
  const { year } = useSession();
  const page = pageByRoute(pathname.replace(/\/+$/, ''))!;
  const Panel = PANELS[page.key];
  return (
    <PageLayout
      title={title(page.key as TitleKey)}
      description={year ? t('yearDescription', { date: formatDate(year) }) : undefined}
    >
      {!year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : (
        <SpaceBetween size="l">
          <PageDataYear page={page} year={year} />
          {Panel && <Panel year={year} />}
        </SpaceBetween>
      )}
    </PageLayout>
  );
}
