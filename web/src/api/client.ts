import { accessToken } from './token';
import { busy } from './busy';
import { ApiError, networkError, toApiError } from './errors';

/** Spec §9: API base path and request timeout. */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 1_000_000;

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** How to read a success: json (default), text, bytes (PDFs, files), or nothing. */
  kind?: 'json' | 'text' | 'blob' | 'empty';
  signal?: AbortSignal;
  /** Login and logout handle 401/403 themselves instead of the global session-expiry path. */
  skipAuthFailure?: boolean;
}

type AuthFailureHandler = (error: ApiError) => void;
let onAuthFailure: AuthFailureHandler | undefined;

/** The shell registers the one place that reacts to 401/403 (spec §4). */
export function setAuthFailureHandler(handler: AuthFailureHandler | undefined): void {
  onAuthFailure = handler;
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = await accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw networkError();
  }
}

/** Calls the API under /api; resolves with the parsed body or rejects with an ApiError. */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  busy.start();
  try {
    const res = await send(path, opts);
    if (!res.ok) {
      const error = await toApiError(res);
      if ((error.status === 401 || error.status === 403) && !opts.skipAuthFailure) onAuthFailure?.(error);
      throw error;
    }
    if (opts.kind === 'empty' || res.status === 204) return undefined as T;
    if (opts.kind === 'text') return (await res.text()) as T;
    if (opts.kind === 'blob') return (await res.blob()) as T;
    return (await res.json()) as T;
  } finally {
    busy.end();
  }
}
