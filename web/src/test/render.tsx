import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { i18n } from '../i18n';

/**
 * Renders a widget the way the app holds it: a fresh query cache (no retries, so a refusal shows
 * at once), i18next in English (or `language`) and a data router (so `useBlocker` works; `router`
 * navigates and tells where the app is). `page` is Cloudscape's test-utils wrapper over the whole
 * document, so dialogs rendered in portals are found too.
 */
export function renderWidget(
  ui: ReactElement,
  { path = '/', language = 'en' }: { path?: string; language?: 'en' | 'hk' | 'cn' } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  void i18n.changeLanguage(language);
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient, user, router, page: createWrapper(document.body) };
}

/** The texts of the alerts in the open dialog (what the user reads above its buttons). */
export const dialogAlerts = (page: ReturnType<typeof createWrapper>): (string | null)[] =>
  page
    .findModal()!
    .findContent()
    .findAllAlerts()
    .map((a) => a.getElement().textContent);
