import type { RouteDef } from '@esg/core/contract/route';
import type { CallInput, CallOutput } from '../api/client';
import { ApiError, type FieldIssue } from '../api/errors';
import { Messages } from '@esg/core/messageCatalogue';

/**
 * Component tests' API (ADR 0017): `callRoute` answered by the test, per route of the contract.
 * The setup file swaps `web/src/api/client`'s `callRoute` for `fakeCallRoute`; a call without an
 * answer fails the test with the route it asked for. Our own domain code is never faked.
 */
type Answer<R extends RouteDef> = (input: CallInput<R>) => CallOutput<R> | Promise<CallOutput<R>>;
interface Call {
  route: RouteDef;
  input: Record<string, unknown>;
}

const answers = new Map<RouteDef, Answer<RouteDef>>();
const calls: Call[] = [];

export const fakeApi = {
  /** How the route answers from now on (replaces an earlier answer). */
  on<R extends RouteDef>(route: R, answer: Answer<R>): void {
    answers.set(route, answer as unknown as Answer<RouteDef>);
  },
  /** The inputs the route was called with, oldest first. */
  calls<R extends RouteDef>(route: R): CallInput<R>[] {
    return calls.filter((c) => c.route === route).map((c) => c.input as CallInput<R>);
  },
  reset(): void {
    answers.clear();
    calls.length = 0;
  },
};

/** The API's refusal as the client would raise it from the spec's error object (`messageKey`: the spec's message key). */
export function apiError(
  status: number,
  message: string,
  issues?: FieldIssue[],
  messageKey?: string,
  data?: Record<string, unknown>,
): ApiError {
  return new ApiError(status, `E${status}`, message, {
    success: false,
    code: `E${status}`,
    status,
    statusMessage: message,
    message,
    ...(messageKey ? { messageKey } : {}),
    ...(issues || data ? { data: { ...(issues ? { issues } : {}), ...data } } : {}),
  });
}

/** The API's refusal of one field with one of its own messages (`key`, core/src/messages.ts), as it sends it. */
export const fieldRefusal = (key: keyof typeof Messages, path: string): ApiError =>
  validationError({ path, message: Messages[key], code: key });

/** The API's version conflict (409) as the client raises it, carrying what is stored now (core/src/errors.ts `Conflict`). */
export function conflictError(current: unknown): ApiError {
  const message = 'Another user modified this data at the same time as you. Your changes were rejected.';
  return new ApiError(409, 'CONFLICT', message, {
    success: false,
    code: 'CONFLICT',
    status: 409,
    statusMessage: 'Conflict',
    message,
    messageKey: 'conflict',
    data: { current },
  });
}

function routeName(route: RouteDef): string {
  return `${route.method} ${route.path}`;
}

export async function fakeCallRoute(route: RouteDef, input: Record<string, unknown> = {}): Promise<unknown> {
  calls.push({ route, input });
  const answer = answers.get(route);
  if (!answer) throw new Error(`No fake answer for ${routeName(route)}: call fakeApi.on(route, …) in the test`);
  return answer(input as CallInput<RouteDef>);
}

/** The API's VALIDATION refusal (400) with field issues, as the client raises it. */
export function validationError(...issues: FieldIssue[]): ApiError {
  return new ApiError(400, 'VALIDATION', 'Bad Request', {
    success: false,
    code: 'VALIDATION',
    status: 400,
    statusMessage: 'Bad Request',
    message: 'Bad Request',
    data: { issues },
  });
}
