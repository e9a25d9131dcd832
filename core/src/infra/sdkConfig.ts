/**
 * Timeouts and retries of every AWS SDK client the API and the workers use
 * (docs/decisions/0022-faults-timeouts-retries.md). A stand-in or service that is down answers
 * quickly (connection refused); one that hangs is cut off by the socket timeout. Worst case for
 * one call: 2 attempts × 6 s + backoff ≈ 13 s, under the API functions' 20 s Lambda timeout
 * (stacks/settings.ts), so the caller always gets the spec's 503 instead of a gateway error.
 */
export const SDK_CLIENT_CONFIG = {
  maxAttempts: 2,
  requestHandler: {
    /** Time to establish the TCP connection. */
    connectionTimeout: 2_000,
    /** Longest silence on an open socket; without throwOnRequestTimeout the SDK only warns and waits. */
    requestTimeout: 6_000,
    throwOnRequestTimeout: true,
  },
} as const;

/** Node's socket errors: the peer is down, went away or never answered. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/** Throttling and outages named by the services themselves. */
const TRANSIENT_NAMES = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);

/**
 * True when an error means "an AWS service is unavailable right now" (throttled, down, timed out,
 * answering 5xx): the caller's "try again later" (503), not our bug (500).
 */
export function isTransientAwsFault(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number }; errors?: unknown[] };
  if (TRANSIENT_NAMES.has(e.name ?? '') || NETWORK_CODES.has(e.code ?? '')) return true;
  if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  // Node's happy-eyeballs connect reports every address it tried in one AggregateError.
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every(isTransientAwsFault);
}
