import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { userRecord } from '../support/access';
import { freshTeam } from '../support/team';

/**
 * A company never loses its last administrator (docs/decisions/0010-users-and-access.md): an edit of a user's access
 * rests on the actor still holding theirs, and no edit takes the last administrator away.
 */
const Y = [{ yearEnd: '2025-12-31' }];

describe('administrators of a company', () => {
  it('two administrators demoting each other at once: exactly one succeeds, and the other is refused after', async () => {
    const team = await freshTeam(Y);
    const userRole = (await userRecord(team.tenantId, team.owner.id)).roleId;
    const [a, b] = [team.admin, team.reviewer];
    const demote = async (by: typeof a, whom: typeof a) =>
      call('PUT', `/api/user-role/${whom.id}`, {
        token: by.token,
        body: { roleId: userRole, version: (await userRecord(team.tenantId, whom.id)).version },
      });
    const both = await Promise.all([demote(a, b), demote(b, a)]);
    // One wins; the other conflicts (409), or — had it arrived after the first was written — acts without the role (403).
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    const [winner, loser] = both[0]!.status === 200 ? [a, b] : [b, a];
    expect([403, 409]).toContain(both.find((r) => r.status !== 200)!.status);
    expect((await userRecord(team.tenantId, winner.id)).roleId).not.toBe(userRole);
    expect((await userRecord(team.tenantId, loser.id)).roleId).toBe(userRole);
    // Demoted, the loser cannot try again.
    expect((await demote(loser, winner)).status).toBeGreaterThanOrEqual(400);
    expect((await userRecord(team.tenantId, winner.id)).roleId).not.toBe(userRole);
  });

  it('refuses demoting or deactivating the last administrator, whoever asks', async () => {
    const team = await freshTeam(Y);
    const userRole = (await userRecord(team.tenantId, team.owner.id)).roleId;
    // The company users' role may manage users at the administrators' level, but not roles: no administrator.
    const role = await call('GET', `/api/roles/${userRole}`, { token: team.admin.token });
    const managers = {
      name: 'Managers',
      level: 5,
      privileges: ['company:read', 'users:manage'],
      version: role.body.version,
    };
    expect((await call('PUT', `/api/roles/${userRole}`, { token: team.admin.token, body: managers })).status).toBe(200);
    const manager = team.owner.token;
    const demote = async (whom: string) =>
      call('PUT', `/api/user-role/${whom}`, {
        token: manager,
        body: { roleId: userRole, version: (await userRecord(team.tenantId, whom)).version },
      });
    // Another administrator stays: allowed.
    expect((await demote(team.reviewer.id)).status).toBe(200);
    const last = await demote(team.admin.id);
    expect(last.status).toBe(400);
    expect(last.body).toMatchObject({ messageKey: 'lastAdministrator' });
    expect(last.body.message).toContain('active administrator');
    const admin = await userRecord(team.tenantId, team.admin.id);
    const off = await call('PUT', `/api/userInfo/${team.admin.id}`, {
      token: manager,
      body: {
        firstName: admin.firstName,
        lastName: admin.lastName,
        email: admin.email,
        langKey: admin.langKey,
        roleId: admin.roleId,
        activated: false,
        version: admin.version,
      },
    });
    expect(off.status).toBe(400);
    expect(off.body.messageKey).toBe('lastAdministrator');
    expect(await userRecord(team.tenantId, team.admin.id)).toMatchObject({ roleId: admin.roleId, activated: true });
  });
});
