import { createRoot } from 'react-dom/client';
import '@cloudscape-design/global-styles/index.css';
import { loadConfig } from './shell/config';
import { prepareI18n } from './i18n';
import { reconcileStoredSession } from './session/reconcile';
import { App } from './app/App';
import { BootFailure } from './app/shell/BootFailure';

/** Boot: runtime config → language → drop a stale local session → render (Amplify loads on first use, ADR 0084). */
async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    await loadConfig();
    await Promise.all([prepareI18n(), reconcileStoredSession()]);
    root.render(<App />);
  } catch (error) {
    console.error('boot failed', error);
    root.render(<BootFailure />);
  }
}

void boot();
