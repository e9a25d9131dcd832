import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { fakeApi } from './fakeApi';

/** Every component test talks to the fake API: no request leaves the test (DESIGN §8). */
vi.mock('../api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/client')>();
  const { fakeApiRequest, fakeCallRoute } = await import('./fakeApi');
  return { ...real, apiRequest: fakeApiRequest, callRoute: fakeCallRoute };
});

afterEach(() => {
  cleanup();
  fakeApi.reset();
});
