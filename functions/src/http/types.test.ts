import { describe, expect, expectTypeOf, it } from 'vitest';
import type { environmentalRoutes } from '@esg/core/contract/environmental';
import type { companyRoutes } from '@esg/core/contract/company';
import {
  companyMembership,
  type CompanyId,
  type CompanyMembership,
  type Membership,
} from '@esg/core/domain/membership';
import { PLATFORM_TENANT } from '@esg/core/infra/db/keys';
import type { CallerOf } from './types';

const member = (tenantId: string) =>
  ({
    actor: { tenantId, userId: 'u', login: 'l', roleId: 'r', level: 1, privileges: [], sessionId: 's' },
  }) as unknown as Membership;

describe('the caller a company-scoped route receives', () => {
  it('is typed as a company: its tenant can never be the platform', () => {
    expectTypeOf<CallerOf<typeof environmentalRoutes.getWater>>().toEqualTypeOf<CompanyMembership>();
    expectTypeOf<CallerOf<typeof companyRoutes.listPeriods>>().toEqualTypeOf<Membership>();
    expectTypeOf<typeof PLATFORM_TENANT>().not.toExtend<CompanyId>();
    // @ts-expect-error the platform's pseudo-tenant is no company
    const platform: CompanyMembership['actor']['tenantId'] = PLATFORM_TENANT;
    expect(platform).toBe('platform');
  });

  it('is made only for a company: platform staff get 404', () => {
    expect(companyMembership(member('01J00000000000000000000000')).actor.tenantId).toBe('01J00000000000000000000000');
    expect(() => companyMembership(member(PLATFORM_TENANT))).toThrow(expect.objectContaining({ status: 404 }));
  });
});
