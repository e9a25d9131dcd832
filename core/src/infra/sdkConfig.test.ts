import { describe, expect, it } from 'vitest';
import { ThrottlingException } from '@aws-sdk/client-dynamodb';
import { isTransientAwsFault } from './sdkConfig';

const named = (name: string, extra: object = {}) => Object.assign(new Error(name), { name, ...extra });

describe('isTransientAwsFault: what answers 503 instead of 500', () => {
  it.each([
    [
      'connection refused (the stand-in or service is down)',
      Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    ],
    ['connection reset mid-request', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ["the SDK's socket timeout", named('TimeoutError', { code: 'ETIMEDOUT' })],
    ['throttling', new ThrottlingException({ message: 'Rate exceeded', $metadata: {} })],
    ['a 5xx from the service', named('UnknownError', { $metadata: { httpStatusCode: 502 } })],
    [
      'every address refused (AggregateError)',
      Object.assign(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })]), { code: undefined }),
    ],
  ])('%s', (_, err) => expect(isTransientAwsFault(err)).toBe(true));

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    [
      'a 4xx from the service (our request was wrong)',
      named('ValidationException', { $metadata: { httpStatusCode: 400 } }),
    ],
    [
      'a conditional check that failed',
      named('ConditionalCheckFailedException', { $metadata: { httpStatusCode: 400 } }),
    ],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_, err) => expect(isTransientAwsFault(err)).toBe(false));
});
