import type { Root } from 'react-dom/client';
import { loadConfig } from '../shell/config';
import { prepareI18n } from '../i18n';
import { reconcileStoredSession } from '../session/reconcile';
import { App } from './App';
import { BootFailure } from './shell/BootFailure';

/** The app: runtime config → language → drop a stale local session → render (Amplify loads on first use, ADR 0084). */
export async function openApp(root: Root): Promise<void> {
  try {
    await loadConfig();
    await Promise.all([prepareI18n(), reconcileStoredSession()]);
    root.render(<App />);
  } catch (error) {
    console.error('boot failed', error);
    root.render(<BootFailure />);
  }
}
