import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sessionRoutes } from '@esg/core/contract/session';
import { Messages } from '@esg/core/messageCatalogue';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { ActivatePage } from './ActivatePage';

// A language chosen on the page is remembered on the browser: each test starts afresh.
afterEach(() => localStorage.clear());

describe('the activation link (ADR 0010)', () => {
  it.each([
    ['en', 'Your user account is already active. Please sign in.'],
    ['hk', '您的用戶帳戶已啟用，請登入。'],
    ['cn', '您的用户账户已激活，请登录。'],
  ] as const)(
    'opened again by the active account tells it to sign in (%s), not to register',
    async (language, text) => {
      fakeApi.on(sessionRoutes.activate, () => ({ message: Messages.alreadyActive }));
      renderWidget(<ActivatePage />, { path: `/activate?key=k${language}0000000000000000000`, language });
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByText(/registration|註冊|注册/)).toBeNull();
    },
  );
});

describe('an invitation its administrator withdrew or sent again (ADR 0010 amended)', () => {
  it.each([
    [
      'en',
      'invitationWithdrawn',
      'This invitation was withdrawn. Ask your company administrator to send you a new one.',
    ],
    ['hk', 'invitationWithdrawn', '此邀請已被撤回。請聯絡貴公司的管理員重新發送邀請。'],
    ['cn', 'invitationReplaced', '此链接已被较新的邀请取代。请使用最新邀请邮件中的链接。'],
  ] as const)('says so in %s (%s) and offers no registration', async (language, key, text) => {
    fakeApi.on(sessionRoutes.activate, () => {
      throw apiError(400, Messages[key], undefined, key);
    });
    const { user } = renderWidget(<ActivatePage />, {
      path: `/activate?key=w${language}0000000000000000000&reset=r${language}0000000000000000000`,
      language,
    });
    for (const field of await screen.findAllByLabelText(/password|密碼|密码/i, { selector: 'input' }))
      await user.type(field, 'Chosen-pass-2026!');
    await user.click(screen.getByRole('button', { name: /Activate|啟用|激活/ }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText(/registration|register|註冊|注册/i)).toBeNull();
  });

  it('decides the way on by the API’s key, not the text: read in hk, then switched to cn, still no registration', async () => {
    fakeApi.on(sessionRoutes.activate, () => {
      throw apiError(400, Messages.invitationWithdrawn, undefined, 'invitationWithdrawn');
    });
    const { user, page } = renderWidget(<ActivatePage />, {
      path: '/activate?key=whk1000000000000000000&reset=rhk1000000000000000000',
      language: 'hk',
    });
    for (const field of await screen.findAllByLabelText(/密碼/, { selector: 'input' }))
      await user.type(field, 'Chosen-pass-2026!');
    await user.click(screen.getByRole('button', { name: /啟用/ }));
    expect(await screen.findByText('此邀請已被撤回。請聯絡貴公司的管理員重新發送邀請。')).toBeTruthy();
    const language = page.findSelect()!;
    language.openDropdown();
    language.selectOptionByValue('cn');
    // Simplified Chinese's messages load on first choice; then the page reads in cn, and still offers no registration.
    expect(await screen.findByText('激活账户', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/registration|register|註冊|注册/i)).toBeNull();
    expect(screen.getByText('此邀请已被撤回。请联系贵公司的管理员重新发送邀请。')).toBeTruthy();
  });

  it('a link that is no invitation of anybody still points to the registration form', async () => {
    fakeApi.on(sessionRoutes.activate, () => {
      throw apiError(400, Messages.activationFailed, undefined, 'activationFailed');
    });
    const { user } = renderWidget(<ActivatePage />, {
      path: '/activate?key=wxx0000000000000000000&reset=ren0000000000000000000',
    });
    for (const field of await screen.findAllByLabelText(/password/i, { selector: 'input' }))
      await user.type(field, 'Chosen-pass-2026!');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(Messages.activationFailed)).toBeTruthy();
    expect(screen.getByText(/register/i)).toBeTruthy();
  });
});
