import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import Table from '@cloudscape-design/components/table';
import { usersRoutes } from '@esg/core/contract/users';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { notifications } from '../../../notifications/store';
import type { ManagedUser } from '../api/listUsers';
import type { Role } from '../api/listRoles';
import { ns } from '../i18n';
import { userColumns } from './columns';
import { UserActions } from './UserActions';
import { UserDialogs } from './UserDialogs';

/** An invitation nobody has accepted, on Users (docs/decisions/0010-users-and-access.md, amended). */
const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';
const ROLE: Role = { id: '01JAAAAAAAAAAAAAAAAAAAAAAA', name: 'Company user', level: 1, privileges: [], version: 1 };
const ADMIN: Role = { ...ROLE, id: '01JBBBBBBBBBBBBBBBBBBBBBBB', name: 'Company administrator', level: 50 };
const HOUR = 3600 * 1000;
const sentAt = new Date(Date.now() - 2 * HOUR).toISOString();
const ivy: ManagedUser = {
  id: '01JCCCCCCCCCCCCCCCCCCCCCCC',
  login: 'ivy',
  firstName: 'Ivy',
  lastName: 'Invitee',
  email: 'ivy@example.com',
  langKey: 'en',
  activated: false,
  roleId: ROLE.id,
  createdBy: 'admin',
  createdDate: sentAt,
  lastModifiedBy: 'admin',
  lastModifiedDate: sentAt,
  version: 2,
  invitation: { sentAt, expiresAt: new Date(Date.now() + 22 * HOUR).toISOString() },
};
const revoked: ManagedUser = { ...ivy, invitation: { ...ivy.invitation!, revokedAt: new Date().toISOString() } };
const expired: ManagedUser = {
  ...ivy,
  invitation: {
    sentAt: new Date(Date.now() - 30 * HOUR).toISOString(),
    expiresAt: new Date(Date.now() - 6 * HOUR).toISOString(),
  },
};
const roles = new Map([
  [ROLE.id, ROLE],
  [ADMIN.id, ADMIN],
]);

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify({ user: { ...ivy, id: 'admin', login: 'admin' }, role: ADMIN }));
});
afterEach(() => localStorage.clear());

function Users({ items }: { items: ManagedUser[] }) {
  const { t, i18n } = useTranslation(ns);
  return <Table items={items} columnDefinitions={userColumns(t, roles, i18n.language)} />;
}

describe('an invitation not accepted yet, in the users table', () => {
  it.each([
    ['en', 'Invited', 'Sent ', 'Link valid until '],
    ['hk', '已邀請', '發出於 ', '連結有效至 '],
    ['cn', '已邀请', '发出于 ', '链接有效至 '],
  ] as const)(
    'shows the user as invited, when it was sent and until when its link works (%s)',
    (language, ...texts) => {
      const { container } = renderWidget(<Users items={[ivy]} />, { language });
      for (const text of texts) expect(container.textContent).toContain(text);
      expect(container.textContent).not.toMatch(/Deactivated|已停用/);
    },
  );

  it('says when a link has expired, and when an invitation was revoked', () => {
    const { container } = renderWidget(<Users items={[expired, { ...revoked, id: 'r', login: 'rex' }]} />);
    expect(container.textContent).toContain('Link expired ');
    expect(container.textContent).toContain('Invitation revoked');
    expect(container.textContent).toContain('Revoked ');
  });

  it.each([
    ['en', 'Resend invitation', 'Revoke invitation', 'Activate'],
    ['hk', '重新發送邀請', '撤銷邀請', '啟用'],
    ['cn', '重新发送邀请', '撤销邀请', '启用'],
  ] as const)('offers Resend and Revoke instead of Activate (%s)', async (language, resend, revoke, activate) => {
    const open = vi.fn();
    const { page } = renderWidget(<UserActions selected={ivy} roles={roles} open={open} />, { language });
    const named = (name: string) => page.findAllButtons().find((b) => b.getElement().textContent === name);
    await vi.waitFor(() => expect(named(resend)).toBeDefined());
    expect(named(activate)).toBeUndefined();
    expect(named(revoke)!.isDisabled()).toBe(false);
    named(revoke)!.click();
    expect(open).toHaveBeenCalledWith('revoke');
  });

  it('offers no second revoke of a revoked invitation, saying why; it can be sent again', async () => {
    const { page, container } = renderWidget(<UserActions selected={revoked} roles={roles} open={vi.fn()} />);
    const starting = (name: string) => page.findAllButtons().find((b) => b.getElement().textContent?.startsWith(name))!;
    await vi.waitFor(() => expect(starting('Revoke invitation')).toBeDefined());
    expect(starting('Revoke invitation').isDisabled()).toBe(true);
    expect(container.ownerDocument.body.textContent).toContain('This invitation was already revoked.');
    expect(starting('Resend invitation').isDisabled()).toBe(false);
  });
});

describe('a user invited before invitations were stored, who never signed in', () => {
  const unrecorded: ManagedUser = { ...ivy, id: 'u', login: 'una', invitation: { linkUnknown: true } };

  it.each([
    ['en', 'Invited — no valid link', 'Deactivated'],
    ['hk', '已邀請（沒有有效連結）', '已停用'],
    ['cn', '已邀请（没有有效链接）', '已停用'],
  ] as const)('reads as invited with no valid link, never as deactivated (%s)', (language, status, deactivated) => {
    const { container } = renderWidget(<Users items={[unrecorded]} />, { language });
    expect(container.textContent).toContain(status);
    expect(container.textContent).not.toContain(deactivated);
  });

  it('offers Resend invitation, not Activate, and nothing to revoke', async () => {
    const open = vi.fn();
    const { page } = renderWidget(<UserActions selected={unrecorded} roles={roles} open={open} />);
    const named = (name: string) => page.findAllButtons().find((b) => b.getElement().textContent === name);
    await vi.waitFor(() => expect(named('Resend invitation')).toBeDefined());
    expect(named('Activate')).toBeUndefined();
    expect(named('Revoke invitation')).toBeUndefined();
    named('Resend invitation')!.click();
    expect(open).toHaveBeenCalledWith('resend');
  });
});

describe('the Revoke and Resend dialogs', () => {
  const open = (dialog: 'revoke' | 'resend', language: 'en' | 'hk' | 'cn' = 'en') => {
    const onClose = vi.fn();
    const view = renderWidget(<UserDialogs dialog={dialog} user={ivy} close={onClose} />, { language });
    return { ...view, onClose, button: (name: string) => screen.getByRole('button', { name }) };
  };

  it('revokes after confirmation, on the version read, and says so', async () => {
    fakeApi.on(usersRoutes.revokeInvitation, () => ({ ...ivy, version: 3, invitation: revoked.invitation }));
    const { user, button, onClose } = open('revoke');
    expect(
      await screen.findByText(
        /Revoke the invitation of ivy\? The link in the invitation e-mail stops working at once\./,
      ),
    ).toBeTruthy();
    await user.click(button('Revoke'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(usersRoutes.revokeInvitation)[0]).toMatchObject({
      params: { id: ivy.id },
      body: { version: 2 },
    });
    expect(notifications.list().map((n) => n.text)).toContain('The invitation of ivy was revoked.');
  });

  it('an invitee who accepted meanwhile: the concurrency message, and the dialog stays open', async () => {
    fakeApi.on(usersRoutes.revokeInvitation, () => {
      throw apiError(409, CONFLICT);
    });
    const { user, button, onClose } = open('revoke');
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(button('Reload')).toBeTruthy();
  });

  it.each([
    ['hk', '撤銷 ivy 的邀請？', '撤銷'],
    ['cn', '撤销 ivy 的邀请？', '撤销'],
  ] as const)('asks in Chinese (%s)', async (language, question, confirm) => {
    open('revoke', language);
    expect(await screen.findByText((t) => t.startsWith(question))).toBeTruthy();
    expect(screen.getByRole('button', { name: confirm })).toBeTruthy();
  });

  it('resends to the stored e-mail address, on the version read', async () => {
    fakeApi.on(usersRoutes.resendInvitation, () => ({ ...ivy, version: 3 }));
    const { user, button, onClose } = open('resend');
    expect(await screen.findByText(/Send ivy a new invitation to ivy@example\.com\?/)).toBeTruthy();
    await user.click(button('Send invitation'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(usersRoutes.resendInvitation)[0]).toMatchObject({ body: { version: 2 } });
    expect(notifications.list().map((n) => n.text)).toContain('A new invitation was sent to ivy@example.com.');
  });
});
