import { expect } from 'vitest';
import { saveCompleteYear, type Caller, type Director } from '@esg/local/demoYear/overApi';
import { call } from './api';

/**
 * A year whose final report leaves no provision open, saved over the API by the company's administrator: the demo
 * year's pages and rows (docs/decisions/0131-a-complete-year-over-the-api.md). The year's lock asks this of every
 * year it prints (docs/decisions/0161-the-lock-refuses-what-the-final-report-would.md).
 */
export function apiCaller(token: string): Caller {
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await call(method, path, { token, body });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body as T;
    },
  };
}

/** The demo year saved as `company`'s, its board committee the given directors. */
export const completeYear = (token: string, yearEnd: string, company: string, directors: Director[]) =>
  saveCompleteYear(apiCaller(token), yearEnd, company, directors);
