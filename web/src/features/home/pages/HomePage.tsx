import { lazy, Suspense } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import Hotspot from '@cloudscape-design/components/hotspot';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { HOTSPOTS } from '../../../shell/hotspots';
import { useSession } from '../../../session/useSession';
import { CompanyCard } from '../components/CompanyCard';
import { YearReview } from '../components/YearReview';
import { MyTasks } from '../components/MyTasks';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';
import { DATA_PAGE_INDEX } from '@esg/core/pages/pageIndex';
import { greetingName } from '@esg/core/lib/personName';

/** Platform staff's Home, with its table: a chunk of its own, so a company user's Home loads no table (ADR 0093). */
const PlatformOverview = lazy(() =>
  import('../components/PlatformOverview').then((m) => ({ default: m.PlatformOverview })),
);
/** The year's progress and the board's sign-off come after the tasks: chunks of their own, out of the first load (ADR 0126). */
const HomeProgress = lazy(() => import('../components/HomeProgress').then((m) => ({ default: m.HomeProgress })));
const BoardSignOff = lazy(() => import('../components/BoardSignOff').then((m) => ({ default: m.BoardSignOff })));
/** An invited auditor's Home, with its words: a chunk of its own, out of everyone's first load (ADR 0115). */
const AuditorHome = lazy(() => import('../components/AuditorHome').then((m) => ({ default: m.AuditorHome })));

/**
 * The spec's screens Home: greeting, a review of the reporting year, and the way to company information (platform staff:
 * the platform's companies; an invited auditor: first what it can do, ADR 0115).
 */
export function HomePage() {
  const { t } = useTranslation(ns);
  const { stored, year } = useSession();
  // Platform staff have no company year to review: their Home is the platform's companies (ADR 0019).
  const platform = stored?.role.privileges.includes('platform:admin') ?? false;
  const administrator = stored?.role.privileges.includes('users:manage') ?? false;
  // An invited auditor holds the one privilege no company role holds (ADR 0115): its Home speaks to it, not to the
  // team that enters the data.
  const auditor = !platform && (stored?.role.privileges.includes('assurance:audit') ?? false);
  // Only someone who may enter a page can own its task (ADR 0102): an auditor's or a reader's Home has no tasks card.
  const ownsTasks = DATA_PAGE_INDEX.some((page) => stored?.role.privileges.includes(page.write));

  return (
    <PageLayout
      title={
        // The user's name is theirs, not the interface's words (translate="no", as names and logins elsewhere).
        <Trans
          t={t}
          i18nKey="greeting"
          values={{ name: stored ? greetingName(stored.user) : '' }}
          components={{ name: <span translate="no" /> }}
        />
      }
      // Platform staff collect no data: their Home says what it shows them.
      description={auditor ? undefined : t(platform ? 'platformDescription' : 'description')}
      info={<Hotspot hotspotId={HOTSPOTS.greeting} direction="bottom" />}
    >
      {platform ? (
        <Suspense>
          <PlatformOverview />
        </Suspense>
      ) : (
        <SpaceBetween size="l">
          {auditor && (
            <Suspense>
              <AuditorHome />
            </Suspense>
          )}
          {year && ownsTasks && <MyTasks year={year} />}
          {year && (
            <Suspense>
              <HomeProgress year={year} />
            </Suspense>
          )}
          {year && administrator && (
            <Suspense>
              <BoardSignOff year={year} />
            </Suspense>
          )}
          <YearReview year={year} />
          <CompanyCard company={stored?.company ?? null} />
        </SpaceBetween>
      )}
    </PageLayout>
  );
}
