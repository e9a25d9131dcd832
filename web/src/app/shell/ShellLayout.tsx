import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../queryClient';
import { shellNs } from '../i18n';
import { IconButton } from './IconButton';
import { NoticeAlerts } from '../../notifications/NoticeAlerts';
import { useValidateSession } from '../../session/useValidateSession';
import { TutorialProvider } from '../../features/tutorial/components/TutorialProvider';
import { Breadcrumbs } from './Breadcrumbs';
import { BusyBar } from './BusyBar';
import { SideNav } from './SideNav';
import { MainContent, SkipToMainContent } from './SkipToMainContent';
import { TopNav } from './TopNav';
import { TutorialDrawer, useTutorialToggle } from './TutorialDrawer';
import { useHeaderHeight } from './useHeaderHeight';
import { useNavDrawer } from './useNavDrawer';
import '../../ui/tokens.css';
import './shell.css';

const NAV_ID = 'esg-side-nav';

/**
 * Every signed-in page: top navigation, side navigation, breadcrumbs, top notifications (docs/spec-coverage.md)
 * and the tutorial in a panel beside the content, its hotspots anywhere in the layout; before them all, a link that
 * skips to the page's content. A layout of our own in Cloudscape's tokens, not Cloudscape's AppLayout (ADR 0126):
 * on a narrow screen the navigation is a drawer behind a toggle, and the tutorial covers the content's right side
 * (so a first visit there starts with it closed: features/tutorial/visibility.ts).
 */
export function ShellLayout() {
  useValidateSession();
  const { t } = useTranslation(shellNs);
  const { ref: headerRef, height: headerHeight } = useHeaderHeight();
  const {
    open: navOpen,
    toggleRef: navToggleRef,
    closeRef: navCloseRef,
    show: showNav,
    hide: hideNav,
  } = useNavDrawer();
  const {
    open: tutorialOpen,
    toggleRef: tutorialToggleRef,
    closeRef: tutorialCloseRef,
    show: showTutorial,
    hide: hideTutorial,
  } = useTutorialToggle();
  return (
    <QueryClientProvider client={queryClient}>
      <SkipToMainContent />
      <BusyBar />
      <TutorialProvider>
        <div id="esg-top-nav" className="esg-top-nav esg-tokens" ref={headerRef} inert={navOpen}>
          <TopNav />
        </div>
        <div
          className={`esg-tokens esg-shell${navOpen ? ' esg-shell--nav-open' : ''}`}
          style={{ '--esg-header-height': `${headerHeight}px` } as CSSProperties}
        >
          {navOpen && <div className="esg-shell-backdrop" onClick={() => hideNav(true)} />}
          <nav id={NAV_ID} className="esg-shell-nav" aria-label={t('navigation')}>
            <IconButton
              icon="close"
              ref={navCloseRef}
              className="esg-shell-nav-close"
              label={t('navigationClose')}
              onClick={() => hideNav(true)}
            />
            <SideNav onFollow={() => hideNav()} />
          </nav>
          <main className="esg-shell-main" inert={navOpen}>
            <div className="esg-shell-bar">
              <IconButton
                icon="menu"
                ref={navToggleRef}
                className="esg-shell-nav-toggle"
                label={t('navigationOpen')}
                aria-controls={NAV_ID}
                aria-expanded={navOpen}
                onClick={showNav}
              />
              <Breadcrumbs />
              {!tutorialOpen && (
                <IconButton
                  icon="status-info"
                  ref={tutorialToggleRef}
                  className="esg-shell-tools-toggle"
                  label={t('tutorialOpen')}
                  onClick={showTutorial}
                />
              )}
            </div>
            <div className="esg-shell-notices" role="region" aria-label={t('notifications')} aria-live="polite">
              <NoticeAlerts />
            </div>
            <MainContent>
              <Outlet />
            </MainContent>
          </main>
          {tutorialOpen && <TutorialDrawer closeRef={tutorialCloseRef} onClose={hideTutorial} />}
        </div>
      </TutorialProvider>
    </QueryClientProvider>
  );
}
