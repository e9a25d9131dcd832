import { describe, expect, it } from 'vitest';
import { supplierStatus } from './records';

const base = { withdrawnAt: null, outcome: 'sent' as const, submittedAt: null, dueDate: '2026-03-31', openedAt: null };

describe("a supplier request's status (ADR 0119)", () => {
  it('sent, then opened; overdue after its due day in Hong Kong, not on it', () => {
    expect(supplierStatus(base, '2026-03-01')).toBe('sent');
    expect(supplierStatus({ ...base, openedAt: '2026-03-02T01:00:00Z' }, '2026-03-31')).toBe('opened');
    expect(supplierStatus({ ...base, openedAt: '2026-03-02T01:00:00Z' }, '2026-04-01')).toBe('overdue');
  });

  it('submitted and withdrawn as recorded, whatever the day; a mail never sent is failed', () => {
    expect(supplierStatus({ ...base, submittedAt: '2026-05-01T00:00:00Z' }, '2026-06-01')).toBe('submitted');
    expect(supplierStatus({ ...base, submittedAt: 'x', withdrawnAt: 'y' }, '2026-01-01')).toBe('withdrawn');
    expect(supplierStatus({ ...base, outcome: 'failed' }, '2026-01-01')).toBe('failed');
  });
});
