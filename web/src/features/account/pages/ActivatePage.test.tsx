import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sessionRoutes } from '@esg/core/contract/session';
import { Messages } from '@esg/core/messageCatalogue';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { ActivatePage } from './ActivatePage';

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
