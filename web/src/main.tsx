import { createRoot } from 'react-dom/client';
import '@cloudscape-design/global-styles/index.css';
import { loadConfig } from './shell/config';
import { configureAuth } from './app/amplify';
import { prepareI18n } from './i18n';
import { reconcileStoredSession } from './session/auth';
import { App } from './app/App';
import { BootFailure } from './app/shell/BootFailure';

/** Boot: runtime config → Cognito → language → drop a stale local session → render. */
async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadConfig();
    configureAuth(config);
    await Promise.all([prepareI18n(), reconcileStoredSession()]);
    root.render(<App />);
  } catch (error) {
    console.error('boot failed', error);
    root.render(<BootFailure />);
  }
}

void boot();
