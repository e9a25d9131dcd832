import { Outlet } from 'react-router';
import AppLayout from '@cloudscape-design/components/app-layout';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../queryClient';
import { Notifications } from '../../notifications/Notifications';
import { useValidateSession } from '../../session/useValidateSession';
import { Breadcrumbs } from './Breadcrumbs';
import { BusyBar } from './BusyBar';
import { SideNav } from './SideNav';
import { TopNav } from './TopNav';
import './shell.css';

/** Every signed-in page: top navigation, side navigation, breadcrumbs and top notifications (spec §7). */
export function ShellLayout() {
  useValidateSession();
  return (
    <QueryClientProvider client={queryClient}>
      <BusyBar />
      <div id="esg-top-nav" className="esg-top-nav">
        <TopNav />
      </div>
      <AppLayout
        headerSelector="#esg-top-nav"
        navigation={<SideNav />}
        breadcrumbs={<Breadcrumbs />}
        toolsHide
        notifications={<Notifications />}
        stickyNotifications
        content={<Outlet />}
      />
    </QueryClientProvider>
  );
}
