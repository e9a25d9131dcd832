import { describe, expect, it } from 'vitest';
import { adminExitRedirect } from './adminExit';

const SUBSCRIPTION = '/administration/company_subscription';

describe('leaving administration (spec §2 guards)', () => {
  it('sends a level-1 user leaving an administration page to company subscription', () => {
    expect(adminExitRedirect('/administration/users', '/dashboard', 1)).toBe(SUBSCRIPTION);
    expect(adminExitRedirect('/administration/role', '/environmental/water', 0)).toBe(SUBSCRIPTION);
  });

  it('treats Home from an administration page the same way', () => {
    expect(adminExitRedirect('/administration/users', '/home', 1)).toBe(SUBSCRIPTION);
    expect(adminExitRedirect('/administration', '/', 1)).toBe(SUBSCRIPTION);
  });

  it('lets them go to Login', () => {
    expect(adminExitRedirect('/administration/users', '/login', 1)).toBeNull();
  });

  it('lets them move between administration pages', () => {
    expect(adminExitRedirect('/administration/users', '/administration/role', 1)).toBeNull();
    expect(adminExitRedirect('/administration/users', SUBSCRIPTION, 1)).toBeNull();
  });

  it('does not apply above level 1, on first load, or outside administration', () => {
    expect(adminExitRedirect('/administration/users', '/home', 2)).toBeNull();
    expect(adminExitRedirect('/administration/users', '/home', 9)).toBeNull();
    expect(adminExitRedirect(null, '/home', 1)).toBeNull();
    expect(adminExitRedirect('/home', '/dashboard', 1)).toBeNull();
    expect(adminExitRedirect('/administrationx', '/home', 1)).toBeNull();
    expect(adminExitRedirect('/administration/users', '/home', null)).toBeNull();
  });
});
