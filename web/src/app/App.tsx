import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { CloudscapeI18n } from '../i18n/cloudscape';
import { routes } from './routing/routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <CloudscapeI18n>
          <RouterProvider router={router} />
        </CloudscapeI18n>
      </I18nextProvider>
    </StrictMode>
  );
}
