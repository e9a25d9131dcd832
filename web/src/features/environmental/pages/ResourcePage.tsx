import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { withProvisionTitles } from '@esg/core/catalogue/provisionTitle';
import { pageByRoute } from '@esg/core/pages/index';
import { PageDataYear } from '../../../forms/pageData/PageDataYear';
import { TaskBar } from '../../../forms/pageData/taskBar';
import { titlesNs } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { ResourceYear } from '../components/ResourceYear';
import { ns } from '../i18n';
import { narrativeDeclaration } from '../narrative';
import { typeOfPage } from '../resourceTypes';
import { PageLayout } from '../../../ui/PageLayout';

/**
 * Every /environmental/* screen: the page's resource type is found by the route, the
 * reporting year is the one chosen in the top bar. Below the resource tables, the page's declared
 * narrative questions, saved through the page-data API like a Background page.
 */
export function ResourcePage() {
  const { t } = useTranslation(ns);
  const { pathname } = useLocation();
  const { year } = useSession();
  const pageKey = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const type = typeOfPage(pageKey);
  // The page's own questions (targets, steps taken), stored as its page data under the same key.
  const narrative = useMemo(() => {
    const page = pageByRoute(`/environmental/${pageKey}`);
    // Its comply choices labelled by their provisions' titles (ADR 0144).
    return page ? narrativeDeclaration(withProvisionTitles(page)) : null;
  }, [pageKey]);
  return (
    <PageLayout
      title={t(`${titlesNs}:${pageKey}`, { defaultValue: pageKey })}
      description={year ? t('yearDescription', { date: formatDate(year) }) : undefined}
    >
      {!type ? (
        <Alert type="error">{t('unknownPage')}</Alert>
      ) : !year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : (
        <SpaceBetween size="l">
          {/* The page's own review (its narrative); each location has its own below (ADR 0111). */}
          <TaskBar pageKey={pageKey} year={year} />
          {/* Keyed by type and year: another year (chosen in the top bar) starts with its own dialogs closed. */}
          <ResourceYear key={`${type}/${year}`} pageKey={pageKey} type={type} year={year} />
          {narrative && <PageDataYear page={narrative} year={year} configurable={false} embedded />}
        </SpaceBetween>
      )}
    </PageLayout>
  );
}
