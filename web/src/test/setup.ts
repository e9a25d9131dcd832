import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { fakeApi } from './fakeApi';

/** Every component test talks to the fake API: no request leaves the test (DESIGN §8). */
vi.mock('../api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/client')>();
  const { fakeCallRoute } = await import('./fakeApi');
  return { ...real, callRoute: fakeCallRoute };
});

afterEach(() => {
  cleanup();
  fakeApi.reset();
});
