import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../shell/RootLayout';
import { kindOf, PAGES } from '../navigation/sections';
import { LoginGuard, RequireSession } from './guards';
import { lazyPage, type PageLoader } from './lazyPage';
import { PAGE_LOADERS } from './pageRegistry';
import { PrivilegeGuard } from './PrivilegeGuard';

const errors = () => import('../../features/errors/pages/ErrorPage');
const shell = lazyPage(() => import('../shell/ShellLayout').then((m) => m.ShellLayout), 'top');
const login = lazyPage(() => import('../../features/auth/pages/LoginPage').then((m) => m.LoginPage), 'top');
const errorPage = lazyPage(() => errors().then((m) => m.ErrorPage), 'top');
const notFound = lazyPage(() => errors().then((m) => m.NotFoundPage), 'top');
const account = (load: PageLoader) => lazyPage(load, 'top');

/** Pages inside the layout: every route of the spec's screens that has a page so far, with its loading delay. */
const layoutPages: RouteObject[] = PAGES.flatMap((entry) => {
  const load = PAGE_LOADERS[entry.path];
  if (!load) return [];
  const element = lazyPage(load, kindOf(entry));
  return [
    {
      path: entry.path,
      element: entry.privilege ? (
        <PrivilegeGuard privilege={entry.privilege} companyData={entry.companyData}>
          {element}
        </PrivilegeGuard>
      ) : (
        element
      ),
    },
  ];
});

/**
 * The one route table (the spec's screens): public routes, then the layout behind the session guard, then
 * Not Found for any unmatched path.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <LoginGuard>{login}</LoginGuard> },
      { path: '/error/:code', element: errorPage },
      // The spec's account screens: public, open signed in or not (a mailed link may be opened anywhere).
      {
        path: '/register',
        element: account(() => import('../../features/account/pages/RegisterPage').then((m) => m.RegisterPage)),
      },
      {
        path: '/activate',
        element: account(() => import('../../features/account/pages/ActivatePage').then((m) => m.ActivatePage)),
      },
      {
        path: '/reset/request',
        element: account(() => import('../../features/account/pages/ResetRequestPage').then((m) => m.ResetRequestPage)),
      },
      {
        path: '/reset/finish',
        element: account(() => import('../../features/account/pages/ResetFinishPage').then((m) => m.ResetFinishPage)),
      },
      // The spec's screens: the board member questionnaire link, opened without signing in (never sent to Login).
      {
        path: '/questionnaire',
        element: lazyPage(() => import('./PublicQuestionnaire').then((m) => m.PublicQuestionnaire), 'top'),
      },
      // A supplier data request's link (ADR 0119), answered by a supplier with no account.
      {
        path: '/supplier',
        element: lazyPage(() => import('./PublicSupplier').then((m) => m.PublicSupplier), 'top'),
      },
      // A director's board sign-off link (docs/decisions/0113-board-sign-off.md), opened without signing in.
      {
        path: '/signoff',
        element: lazyPage(() => import('./PublicSignOff').then((m) => m.PublicSignOff), 'top'),
      },
      {
        element: <RequireSession>{shell}</RequireSession>,
        children: [{ index: true, element: <Navigate to="/home" replace /> }, ...layoutPages],
      },
      { path: '*', element: notFound },
    ],
  },
];
