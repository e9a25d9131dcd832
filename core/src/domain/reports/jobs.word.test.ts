import { describe, expect, it } from 'vitest';
import { jobView, WORD_DEADLINE_MS, wordOf, type ReportJobRecord } from './jobs';

const finishedAt = '2026-11-28T22:00:00.000Z';
const at = (ms: number) => Date.parse(finishedAt) + ms;
const job = (over: Partial<ReportJobRecord> = {}): ReportJobRecord => ({
  id: '01JDREPORT0000000000000000',
  yearEnd: '2025-12-31',
  status: 'DONE',
  progress: 100,
  attempts: 1,
  createdBy: 'u',
  createdAt: finishedAt,
  updatedAt: finishedAt,
  finishedAt,
  version: 4,
  ...over,
});

describe('the Word edition of a report job (ADR 0132)', () => {
  it('is being prepared from DONE until it is stored, then ready or failed', () => {
    expect(wordOf(job({ word: 'preparing' }), at(5_000))).toBe('preparing');
    expect(wordOf(job({ word: 'ready' }), at(5_000))).toBe('ready');
    expect(wordOf(job({ word: 'failed' }), at(5_000))).toBe('failed');
  });

  it('is ready on a job finished before it was built after DONE (both were stored before DONE)', () => {
    expect(wordOf(job())).toBe('ready');
  });

  it('has failed when it is still being prepared after any invocation could have ended', () => {
    expect(wordOf(job({ word: 'preparing' }), at(WORD_DEADLINE_MS - 1))).toBe('preparing');
    expect(wordOf(job({ word: 'preparing' }), at(WORD_DEADLINE_MS + 1))).toBe('failed');
  });

  it('is no part of an unfinished job or a pack', () => {
    expect(wordOf(job({ status: 'RUNNING', word: undefined }))).toBeUndefined();
    expect(wordOf(job({ pack: { langs: ['en', 'hk'] } }))).toBeUndefined();
    expect(wordOf(job({ assurance: { yearVersion: 1 } }))).toBeUndefined();
    expect(jobView(job({ status: 'QUEUED', progress: 0 }))).not.toHaveProperty('word');
    expect(jobView(job({ word: 'ready', lang: 'hk' }))).toMatchObject({ status: 'DONE', lang: 'hk', word: 'ready' });
  });
});
