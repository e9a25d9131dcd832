import './zodConfig';
import { createRoot } from 'react-dom/client';
import '@cloudscape-design/global-styles/index.css';
import './ui/languageName.css';
import { sessionStore } from './session/store';

/**
 * Boot. A visit that opens /login signed out gets the sign-in page alone (ADR 0093): React, its strings
 * and a stylesheet, the app loading only once someone signs in. Anything else opens the app.
 */
const root = createRoot(document.getElementById('root')!);
const app = () => import('./app/boot').then((m) => m.openApp(root));

if (window.location.pathname === '/login' && !sessionStore.hasToken()) {
  void import('./features/auth/signIn/standalone')
    .then((m) => m.openSignIn(root, app))
    .catch((error: unknown) => {
      console.error('sign-in page failed to load', error);
      return app();
    });
} else {
  void app();
}
