import { AsyncLocalStorage } from 'node:async_hooks';
import type { Privilege } from './vocabulary/privileges';

/** The signed-in caller, resolved from the verified token and the membership item. */
export interface Actor {
  userId: string;
  login: string;
  tenantId: string;
  roleId: string;
  level: number;
  privileges: readonly Privilege[];
  /** Session record id (one per Cognito sign-in), used to end sessions server-side. */
  sessionId: string;
}

/** What the write path needs for audit items, held for the duration of one request. */
export interface RequestContext {
  requestId: string;
  ip?: string;
  userAgent?: string;
  actor?: Actor;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const runInContext = <T>(ctx: RequestContext, fn: () => Promise<T>) => storage.run(ctx, fn);
export const requestContext = (): RequestContext => storage.getStore() ?? { requestId: 'internal' };
