import type { z } from 'zod';
import type { RouteDef } from '@esg/core/contract/route';
import { accessToken } from './token';
import { busy } from './busy';
import { ApiError, networkError, toApiError } from './errors';

/** The API's base path and the request timeout. */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 1_000_000;

interface RequestOptions {
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

/** The shell registers the one place that reacts to 401/403: the session ends and the sign-in page shows. */
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
async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
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

type In<T> = T extends z.ZodType ? z.input<T> : never;
/**
 * A part of the request the route declares is required unless its schema accepts undefined (or,
 * for the query, an empty object: the server always reads one from the URL, so all-optional
 * filters may be left out).
 */
type Part<K extends string, T, Empty = undefined> = T extends z.ZodType
  ? undefined extends z.input<T>
    ? { [P in K]?: In<T> }
    : Empty extends z.input<T>
      ? { [P in K]?: In<T> }
      : { [P in K]: In<T> }
  : { [P in K]?: never };

/** The route's params and query, as `callRoute` takes them (for links: downloads, redirects). */
export type RouteLocation<R extends RouteDef> = Part<'params', R['params']> &
  Part<'query', R['query'], Record<never, never>>;

/** What `callRoute` takes: the route's own params, query and body types (from its zod schemas). */
export type CallInput<R extends RouteDef> = RouteLocation<R> &
  Part<'body', R['body']> & {
    signal?: AbortSignal;
    /** Login and logout handle 401/403 themselves instead of the global session-expiry path. */
    skipAuthFailure?: boolean;
  };

/** What `callRoute` resolves with: the route's response schema output, text, a Blob, or nothing. */
export type CallOutput<R extends RouteDef> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : R['kind'] extends 'text'
    ? string
    : R['kind'] extends 'binary' | 'redirect'
      ? Blob
      : void;

type Query = Record<string, unknown> | undefined;

function fillPath(route: RouteDef, params: Query, query: Query): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The route's path (under /api) with its `{name}` parameters filled in and its query appended. */
export function routeUrl<R extends RouteDef>(
  route: R,
  ...[input]: Partial<RouteLocation<R>> extends RouteLocation<R> ? [RouteLocation<R>?] : [RouteLocation<R>]
): string {
  return fillPath(route, input?.params as Query, input?.query as Query);
}

/** A redirect (a presigned download) is followed by the browser: what arrives is the file's bytes. */
const READ_AS = { json: 'json', text: 'text', binary: 'blob', empty: 'empty', redirect: 'blob' } as const;

/**
 * Calls one route of the contract: the path, method and how to read the answer come from the
 * route; params, query and body are typed by its schemas, and so is the answer. A renamed route or
 * a changed response fails the web's type check.
 */
export function callRoute<R extends RouteDef>(
  route: R,
  ...[input = {} as CallInput<R>]: Partial<CallInput<R>> extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>]
): Promise<CallOutput<R>> {
  const url = fillPath(route, input.params as Query, input.query as Query).slice(API_BASE.length);
  return apiRequest<CallOutput<R>>(url, {
    method: route.method,
    body: input.body,
    kind: READ_AS[route.kind ?? 'json'],
    signal: input.signal,
    skipAuthFailure: input.skipAuthFailure,
  });
}
