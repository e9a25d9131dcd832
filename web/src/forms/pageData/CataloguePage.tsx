import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DataPage } from '@esg/core/catalogue/dataPage';
import { withProvisionTitles } from '@esg/core/catalogue/provisionTitle';
import type { TitleKey } from '@esg/core/pages/titles';
import { titlesNs } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { useSession } from '../../session/useSession';
import { inYearRuleSet, useYearRuleSet } from '../../shell/yearRuleSet';
import { PageLayout } from '../../ui/PageLayout';
import { ns } from './i18n';
import { PageDataYear } from './PageDataYear';
import { TaskBar } from './taskBar';

/** A page's own panel (a feature's component for the year), drawn under the form or above it. */
export interface PagePanel {
  Panel: ComponentType<{ year: string }>;
  above?: boolean;
}

/**
 * Every data page whose screen is a form (ADR 0080): the page's catalogue form for the reporting
 * year chosen in the top bar under the year's review bar (ADR 0111), and the page's own panel when it has one. A year whose HKEX rules do
 * not include the page (Climate before the 2025 Code) says so instead.
 */
export function CataloguePage({ page, panel }: { page: DataPage; panel?: PagePanel }) {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { year } = useSession();
  const ruleSet = useYearRuleSet();
  const Panel = panel?.Panel;
  return (
    <PageLayout
      title={title(page.key as TitleKey)}
      description={year ? t('yearDescription', { date: formatDate(year) }) : undefined}
    >
      {!year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : !inYearRuleSet(page.route, ruleSet) ? (
        <Alert type="info">{t('notInRuleSet')}</Alert>
      ) : (
        <SpaceBetween size="l">
          <TaskBar pageKey={page.key} year={year} />
          {Panel && panel.above && <Panel year={year} />}
          <PageDataYear page={page} year={year} />
          {Panel && !panel.above && <Panel year={year} />}
        </SpaceBetween>
      )}
    </PageLayout>
  );
}

/**
 * The screen of one data page, with its panel: what the route table loads. Its comply choices are labelled by
 * their provisions' titles here, where the form shows them (ADR 0144).
 */
export const cataloguePage = (declared: DataPage, panel?: PagePanel) => {
  const page = withProvisionTitles(declared);
  return function DataPageScreen() {
    return <CataloguePage page={page} {...(panel ? { panel } : {})} />;
  };
};
