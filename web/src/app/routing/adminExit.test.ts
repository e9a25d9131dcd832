import { describe, expect, it } from 'vitest';
import { adminExitRedirect } from './adminExit';

const SUBSCRIPTION = '/administration/company_subscription';

describe('level ≤ 1 and administration (the spec’s guards, ADR 0037)', () => {
  it('sends a level-1 user opening any other administration page to Company subscription', () => {
    expect(adminExitRedirect('/administration/users', 1)).toBe(SUBSCRIPTION);
    expect(adminExitRedirect('/administration/audit_log', 0)).toBe(SUBSCRIPTION);
    expect(adminExitRedirect('/administration', 1)).toBe(SUBSCRIPTION);
  });

  it('leaves them on Company subscription and lets them leave it for Home, data pages and Login', () => {
    expect(adminExitRedirect(SUBSCRIPTION, 1)).toBeNull();
    expect(adminExitRedirect(`${SUBSCRIPTION}/`, 1)).toBeNull();
    expect(adminExitRedirect('/home', 1)).toBeNull();
    expect(adminExitRedirect('/environmental/water', 1)).toBeNull();
    expect(adminExitRedirect('/login', 1)).toBeNull();
  });

  it('does not apply above level 1 or without a signed-in role', () => {
    expect(adminExitRedirect('/administration/users', 2)).toBeNull();
    expect(adminExitRedirect('/administration/users', 9)).toBeNull();
    expect(adminExitRedirect('/administration/users', null)).toBeNull();
    expect(adminExitRedirect('/administrationx', 1)).toBeNull();
  });

  it('leaves the invited auditor to the route guard (ADR 0115): its 403 page, not Company subscription', () => {
    const auditor = ['company:read', 'assurance:audit'] as const;
    expect(adminExitRedirect('/administration/users', 0, auditor)).toBeNull();
    expect(adminExitRedirect('/administration/audit_log', 0, ['company:read'])).toBe(SUBSCRIPTION);
  });
});
