import { callRoute } from '../../api/client';

/** The spec's screens and the spec's constants: the indicator appears only after this delay, so fast pages never flash a spinner. */
export type PageKind = 'admin' | 'section' | 'top';
export const LOADING_DELAY_MS: Record<PageKind, number> = { admin: 200, section: 400, top: 1000 };
/** The spec's constants: a lazy page that has not arrived after 10 s is treated as a lost connection. */
export const PAGE_TIMEOUT_MS = 10_000;

const RELOADED_KEY = 'esg:timeout-reload';

/**
 * The spec's screens: after a timeout, HEAD /api/ping and reload when the API answers. One reload per page
 * address per minute, so a page that keeps timing out shows its message instead of looping.
 */
export async function pingAndReload(): Promise<boolean> {
  try {
    // Any answer but a success (or no answer) rejects: the API is not back yet.
    // The contract (and zod) load here, after a timeout, not with the boot (ADR 0084).
    const { sessionRoutes } = await import('@esg/core/contract/session');
    await callRoute(sessionRoutes.ping);
  } catch {
    return false;
  }
  const here = window.location.pathname + window.location.search;
  if (reloadedRecently(here)) return true;
  sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ at: Date.now(), here }));
  window.location.reload();
  return true;
}

function reloadedRecently(here: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as { at: number; here: string } | null;
    return last !== null && last.here === here && Date.now() - last.at < 60_000;
  } catch {
    return false;
  }
}

/** A chunk that fails (e.g. a deploy replaced it) is fetched once more before giving up. */
export function retryOnce<T>(load: () => Promise<T>, waitMs = 400): () => Promise<T> {
  return () =>
    load().catch(() => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), waitMs)));
}
