import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS } from '@esg/core/vocabulary/auditKinds';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** Every kind of item the audit log names (domain/audit/describe.ts), in each language: never "Other record". */
describe('the audit log names what each entry changed', () => {
  it.each([
    ['en', en],
    ['hk', hk],
    ['cn', cn],
  ] as const)('names every audited kind in its own words (%s)', (_language, messages) => {
    const words = messages as Record<string, string>;
    for (const kind of ENTITY_KINDS.filter((k) => k !== 'other')) {
      expect(words[`kind_${kind}`], kind).toBeTruthy();
      expect(words[`kind_${kind}`], kind).not.toBe(words.kind_other);
    }
  });

  it('names a supplier data request as such in each language', () => {
    expect([en.kind_supplierRequest, hk.kind_supplierRequest, cn.kind_supplierRequest]).toEqual([
      'Supplier data request',
      '供應商數據請求',
      '供应商数据请求',
    ]);
  });
});
