import { expect } from 'vitest';
import { call } from './api';

/** Polls a report-queue job (a report, a publication or assurance pack) until it is DONE or FAILED; the progress seen. */
export async function pollUntilDone(token: string, id: string, timeoutMs = 120_000) {
  const seen: number[] = [];
  for (const start = Date.now(); ;) {
    const res = await call('GET', `/api/report-progress/${id}`, { token });
    expect(res.status).toBe(200);
    seen.push(res.body.progress);
    if (res.body.status === 'DONE' || res.body.status === 'FAILED') return { job: res.body, seen };
    if (Date.now() - start > timeoutMs) throw new Error(`job ${id} stuck at ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
