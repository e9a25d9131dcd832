import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppLayout from '@cloudscape-design/components/app-layout';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../queryClient';
import { shellNs } from '../i18n';
import { Notifications } from '../../notifications/Notifications';
import { useValidateSession } from '../../session/useValidateSession';
import { TutorialProvider } from '../../features/tutorial/components/TutorialProvider';
import { TutorialTools } from '../../features/tutorial/components/TutorialTools';
import { useTutorialDrawer } from '../../features/tutorial/useTutorialDrawer';
import { useNavOrientationRepair } from './ariaRepair';
import { Breadcrumbs } from './Breadcrumbs';
import { BusyBar } from './BusyBar';
import { SideNav } from './SideNav';
import { MainContent, SkipToMainContent } from './SkipToMainContent';
import { TopNav } from './TopNav';
import './shell.css';

/**
 * Every signed-in page: top navigation, side navigation, breadcrumbs, top notifications (docs/spec-coverage.md)
 * and the tutorial in the tools drawer, its hotspots anywhere in the layout; before them all, a link that skips to
 * the page's content.
 */
export function ShellLayout() {
  useValidateSession();
  useNavOrientationRepair();
  const { t } = useTranslation(shellNs);
  const tutorial = useTutorialDrawer();
  return (
    <QueryClientProvider client={queryClient}>
      <SkipToMainContent />
      <BusyBar />
      <TutorialProvider>
        <div id="esg-top-nav" className="esg-top-nav">
          <TopNav />
        </div>
        <AppLayout
          headerSelector="#esg-top-nav"
          navigation={<SideNav />}
          breadcrumbs={<Breadcrumbs />}
          tools={<TutorialTools />}
          toolsOpen={tutorial.open}
          onToolsChange={({ detail }) => tutorial.setOpen(detail.open)}
          ariaLabels={{ tools: t('tutorialPanel'), toolsToggle: t('tutorialOpen'), toolsClose: t('tutorialClose') }}
          notifications={<Notifications />}
          stickyNotifications
          content={
            <MainContent>
              <Outlet />
            </MainContent>
          }
        />
      </TutorialProvider>
    </QueryClientProvider>
  );
}
