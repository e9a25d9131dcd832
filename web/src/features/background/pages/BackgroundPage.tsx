import type { TitleKey } from '@esg/core/domain/access/pageTitles';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { pageByRoute } from '@esg/core/pages/index';
import { titlesNs } from '../../../i18n';
import { PageDataYear } from '../../../forms/pageData/PageDataYear';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { BoardQuestionnaire } from '../components/BoardQuestionnaire';
import { StakeholderLinks } from '../components/StakeholderLinks';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';
import { inYearRuleSet, useYearRuleSet } from '../../../shell/yearRuleSet';

/**
 * Every Background page (and any other catalogue page registered with it): the declaration is
 * found by the route, the reporting year is the one chosen in the top bar. The board committee
 * page also shows the board questionnaire's links, the stakeholder engagement page the stakeholder
 * groups' shared links (issue 15).
 */
export function BackgroundPage() {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { pathname } = useLocation();
  const { year } = useSession();
  const route = pathname.replace(/\/+$/, '');
  const page = pageByRoute(route);
  const ruleSet = useYearRuleSet();
  return (
    <PageLayout
      title={title((page?.key ?? pathname.split('/').pop() ?? '') as TitleKey)}
      description={year ? t('yearDescription', { date: formatDate(year) }) : undefined}
    >
      {!page ? (
        <Alert type="error">{t('unknownPage')}</Alert>
      ) : !year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : !inYearRuleSet(route, ruleSet) ? (
        <Alert type="info">{t('notInRuleSet')}</Alert>
      ) : (
        <SpaceBetween size="l">
          <PageDataYear page={page} year={year} />
          {page.key === 'board_committee' && <BoardQuestionnaire year={year} />}
          {page.key === 'stakeholder' && <StakeholderLinks year={year} />}
        </SpaceBetween>
      )}
    </PageLayout>
  );
}
