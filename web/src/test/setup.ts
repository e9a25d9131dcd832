import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '../notifications/store';
import { fakeApi } from './fakeApi';
import { loadChinese } from '../i18n';

/** Every component test talks to the fake API: no request leaves the test (ADR 0017). */
vi.mock('../api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/client')>();
  const { fakeCallRoute } = await import('./fakeApi');
  return { ...real, callRoute: fakeCallRoute };
});

/** Files share a worker's modules and document (no per-file isolation): each test starts clean. */
afterEach(() => {
  cleanup();
  fakeApi.reset();
  notifications.clear();
  localStorage.clear();
});

/** A widget may render in hk or cn (renderWidget's `language`): their app-wide words are there, as after a switch. */
beforeAll(() => Promise.all([loadChinese('hk'), loadChinese('cn')]));
