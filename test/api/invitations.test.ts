import { beforeAll, describe, expect, it } from 'vitest';
import { call, inbox, signIn } from '../support/api';
import { auditItems, freshUser, whoIs } from '../support/tenants';
import { freshInvitee, newLogin, unrecordedInvitee, userRecord } from '../support/access';

/** An invitation nobody has accepted: shown as such, resent, revoked (docs/decisions/0010-users-and-access.md). */
const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';
const PASSWORD = 'Chosen-pass-2026!';
const linkParam = (text: string, name: string) => new RegExp(`[?&]${name}=([\\w-]+)`).exec(text)?.[1];
const accept = async (key: string, reset: string) => {
  const activated = await call('PUT', `/api/auth/activate/${key}`);
  const chosen = await call('PUT', `/api/user/reset-password/${reset}`, {
    body: { newPassword: PASSWORD, confirmPassword: PASSWORD },
  });
  return { activated, chosen };
};
const listed = async (token: string, login: string) =>
  (await call('GET', `/api/userInfos/all?search=${login}`, { token })).body.items[0];

let admin: string;
beforeAll(async () => {
  admin = await signIn((await freshUser('acme.admin')).login);
});

describe('an invitation not accepted yet', () => {
  it('is listed with when it was sent and when its link expires; accepting it ends it', async () => {
    const login = newLogin('v');
    const roleId = (await userRecord((await whoIs('acme.user')).tenantId, (await whoIs('acme.user')).userId)).roleId;
    const before = Date.now();
    const made = await call('POST', '/api/userInfo', {
      token: admin,
      body: { login, firstName: 'Vera', lastName: 'Invited', email: `${login}@example.com`, roleId },
    });
    expect(made.status).toBe(201);
    const shown = await listed(admin, login);
    expect(shown).toMatchObject({ activated: false, invitation: { sentAt: expect.any(String) } });
    expect(Date.parse(shown.invitation.sentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(shown.invitation.expiresAt) - Date.parse(shown.invitation.sentAt)).toBe(24 * 3600 * 1000);
    const mail = (await inbox()).filter((m) => m.to === `${login}@example.com`).at(-1)!;
    const { activated, chosen } = await accept(linkParam(mail.text, 'key')!, linkParam(mail.text, 'reset')!);
    expect([activated.status, chosen.status]).toEqual([200, 200]);
    const active = await listed(admin, login);
    expect(active.activated).toBe(true);
    expect(active.invitation).toBeUndefined();
  });

  it('revoking ends the link at once; the user stays, shown as revoked, and the audit log says who', async () => {
    const invitee = await freshInvitee('acme.admin');
    const { version } = await userRecord(invitee.tenantId, invitee.id);
    const res = await call('DELETE', `/api/userInfo/${invitee.id}/invitation`, { token: admin, body: { version } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      activated: false,
      version: version + 1,
      invitation: { revokedAt: expect.any(String) },
    });
    // The mailed link answers as an expired one: no activation, no password, no company data.
    const { activated, chosen } = await accept(invitee.key, invitee.reset);
    expect(activated.status).toBe(400);
    // Said as what it is, so the invitee asks the administrator rather than registering (ADR 0010 amended).
    expect(activated.body.messageKey).toBe('invitationWithdrawn');
    expect(chosen.status).toBe(400);
    expect(JSON.stringify(activated.body)).not.toContain('Acme');
    expect((await listed(admin, invitee.login)).invitation.revokedAt).toBe(res.body.invitation.revokedAt);
    const audit = await auditItems(invitee.tenantId);
    expect(audit.some((a) => a.action === 'user.invitationRevoke' && a.entity.endsWith(`USER#${invitee.id}`))).toBe(
      true,
    );
    // Once only; and the revoked invitation cannot be activated by an edit either.
    const again = await call('DELETE', `/api/userInfo/${invitee.id}/invitation`, {
      token: admin,
      body: { version: version + 1 },
    });
    expect([again.status, again.body.message]).toEqual([400, 'This invitation was already revoked.']);
  });

  it('an edit of an invitee keeps the invitation: it neither activates it nor voids its link', async () => {
    const invitee = await freshInvitee('acme.admin');
    const u = await userRecord(invitee.tenantId, invitee.id);
    const body = {
      firstName: 'Ivo',
      lastName: u.lastName,
      email: u.email,
      langKey: u.langKey,
      roleId: u.roleId,
      activated: false,
      version: u.version,
    };
    const saved = await call('PUT', `/api/userInfo/${invitee.id}`, { token: admin, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Ivo',
      activated: false,
      invitation: { sentAt: expect.any(String) },
    });
    const activating = await call('PUT', `/api/userInfo/${invitee.id}`, {
      token: admin,
      body: { ...body, activated: true, version: u.version + 1 },
    });
    expect(activating.status).toBe(400);
    expect(activating.body.message).toBe('This user has not accepted the invitation yet: resend it or revoke it.');
    const { activated, chosen } = await accept(invitee.key, invitee.reset);
    expect([activated.status, chosen.status]).toEqual([200, 200]);
  });

  it('resending mails a new link and ends the old one; a revoked invitation is sent afresh', async () => {
    const invitee = await freshInvitee('acme.admin');
    const { version } = await userRecord(invitee.tenantId, invitee.id);
    const revoked = await call('DELETE', `/api/userInfo/${invitee.id}/invitation`, { token: admin, body: { version } });
    expect(revoked.status).toBe(200);
    const res = await call('POST', `/api/userInfo/${invitee.id}/invitation`, {
      token: admin,
      body: { version: version + 1 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invitation.revokedAt).toBeUndefined();
    const mail = (await inbox()).filter((m) => m.to === invitee.email).at(-1)!;
    expect(mail.subject).toBe('ESG Platform: activate your account');
    const old = await call('PUT', `/api/auth/activate/${invitee.key}`);
    expect([old.status, old.body.messageKey]).toEqual([400, 'invitationReplaced']);
    const { activated, chosen } = await accept(linkParam(mail.text, 'key')!, linkParam(mail.text, 'reset')!);
    expect([activated.status, chosen.status]).toEqual([200, 200]);
    expect((await call('GET', '/api/session', { token: await signIn(invitee.login, PASSWORD) })).status).toBe(200);
  });

  it('refuses an active user with a message, another company’s user with 404, a stale version with 409', async () => {
    const active = await freshUser('acme.user');
    const { version } = await userRecord(active.tenantId, active.id);
    for (const method of ['DELETE', 'POST'] as const) {
      const res = await call(method, `/api/userInfo/${active.id}/invitation`, { token: admin, body: { version } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This user has already accepted the invitation: deactivate the user instead.');
    }
    const globex = await freshInvitee('globex.admin');
    const other = await call('DELETE', `/api/userInfo/${globex.id}/invitation`, { token: admin, body: { version: 1 } });
    expect(other.status).toBe(404);
    expect((await userRecord(globex.tenantId, globex.id)).invitation?.revokedAt).toBeUndefined();
    const invitee = await freshInvitee('acme.admin');
    const stale = await call('DELETE', `/api/userInfo/${invitee.id}/invitation`, {
      token: admin,
      body: { version: 0 },
    });
    expect([stale.status, stale.body.message]).toEqual([409, CONFLICT]);
    const bad = await call('DELETE', `/api/userInfo/${invitee.id}/invitation`, {
      token: admin,
      body: { version: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('a revoke and an acceptance at the same moment: one wins, the other is told', async () => {
    for (let round = 0; round < 3; round++) {
      const invitee = await freshInvitee('acme.admin');
      const { version } = await userRecord(invitee.tenantId, invitee.id);
      const [revoke, activated] = await Promise.all([
        call('DELETE', `/api/userInfo/${invitee.id}/invitation`, { token: admin, body: { version } }),
        call('PUT', `/api/auth/activate/${invitee.key}`),
      ]);
      const stored = await userRecord(invitee.tenantId, invitee.id);
      if (revoke.status === 200) {
        expect(activated.status).toBe(400);
        expect(stored).toMatchObject({ activated: false, invitation: { revokedAt: expect.any(String) } });
      } else {
        expect(activated.status).toBe(200);
        // Read before the acceptance wrote: the concurrency message; read after it: already accepted.
        const told = revoke.status === 409 ? revoke.body.message : revoke.body.messageKey;
        expect(told).toBe(revoke.status === 409 ? CONFLICT : 'invitationAccepted');
        expect(stored.activated).toBe(true);
      }
    }
  });

  it('a user invited before invitations were stored reads as invited, its link unknown; Resend gives a link that works', async () => {
    const early = await unrecordedInvitee('acme.admin');
    const shown = await listed(admin, early.login);
    expect(shown).toMatchObject({ activated: false, invitation: { linkUnknown: true } });
    // Nothing stored to revoke: only a new link to send.
    const revoke = await call('DELETE', `/api/userInfo/${early.id}/invitation`, {
      token: admin,
      body: { version: shown.version },
    });
    expect([revoke.status, revoke.body.messageKey]).toEqual([400, 'noInvitation']);
    const res = await call('POST', `/api/userInfo/${early.id}/invitation`, {
      token: admin,
      body: { version: shown.version },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invitation).toMatchObject({ sentAt: expect.any(String), expiresAt: expect.any(String) });
    expect((await listed(admin, early.login)).invitation.linkUnknown).toBeUndefined();
    const mail = (await inbox()).filter((m) => m.to === early.email).at(-1)!;
    const { activated, chosen } = await accept(linkParam(mail.text, 'key')!, linkParam(mail.text, 'reset')!);
    expect([activated.status, chosen.status]).toEqual([200, 200]);
    expect((await call('GET', '/api/session', { token: await signIn(early.login, PASSWORD) })).status).toBe(200);
  });

  it.each([true, false])(
    'a user an administrator deactivated reads as deactivated, with no invitation to resend (signed in: %s)',
    async (signedIn) => {
      const gone = await freshUser('acme.user');
      if (signedIn) expect((await call('GET', '/api/session', { token: await signIn(gone.login) })).status).toBe(200);
      const u = await userRecord(gone.tenantId, gone.id);
      const body = {
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        langKey: u.langKey,
        roleId: u.roleId,
      };
      const off = await call('PUT', `/api/userInfo/${gone.id}`, {
        token: admin,
        body: { ...body, activated: false, version: u.version },
      });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      const shown = await listed(admin, gone.login);
      expect(shown.activated).toBe(false);
      expect(shown.invitation).toBeUndefined();
      const resend = await call('POST', `/api/userInfo/${gone.id}/invitation`, {
        token: admin,
        body: { version: shown.version },
      });
      expect([resend.status, resend.body.messageKey]).toEqual([400, 'noInvitation']);
    },
  );
});
